/** Lints `code` as if it stood at `file` (relative to the repository): eslint's exit status and what it printed. */
export declare function lint(file: string, code: string): { status: number | null; output: string };
