export declare const E2E_PORT: number;
export declare const ADMIN: { username: string; password: string };
