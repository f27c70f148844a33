import type { ApiErrorBody } from '@diary/common';

/** A failed API call: the status plus the API's error body (docs/api/contract.md "Errors"). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: { path: string; message: string }[];

  constructor(status: number, body: Partial<ApiErrorBody>) {
    super(body.message || `Ошибка ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code ?? 'UNKNOWN';
    this.errors = body.errors ?? [];
  }

  /** The message for one form field, when the server named it. */
  fieldMessage(path: string): string | undefined {
    return this.errors.find((e) => e.path === path)?.message;
  }
}

export async function apiErrorFrom(response: Response): Promise<ApiError> {
  let body: Partial<ApiErrorBody> = {};
  try {
    body = (await response.json()) as Partial<ApiErrorBody>;
  } catch {
    // not JSON (a proxy's error page, say): keep the status alone
  }
  return new ApiError(response.status, body);
}

/** The server's Russian message when there is one, else the screen's own text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500 && error.message) return error.message;
  return fallback;
}
