// Shared by the Playwright config, the server launcher and the tests.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const ADMIN = { username: 'admin', password: 'admin-e2e-secret' };
