import { HTTPError, TimeoutError } from 'ky';
import { REQUEST_TIMEOUT_MESSAGE, type ApiErrorBody } from '@diary/common';

/** A failed API call: the status plus the API's error body (docs/api/contract.md "Errors"). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: { path: string; message: string }[];
  /** A timetable write refused for a clash: what it clashes with. */
  readonly clashes: NonNullable<ApiErrorBody['clashes']>;

  constructor(status: number, body: Partial<ApiErrorBody>) {
    super(body.message || `Ошибка ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code ?? 'UNKNOWN';
    this.errors = body.errors ?? [];
    this.clashes = body.clashes ?? [];
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

/**
 * What a ky call threw, as the portal's error: the API's error answer, or a request the server did
 * not answer in time (status 0, shown to the user like a message of the server's). Anything else
 * (the network is down) stays as it is.
 */
export async function toApiError(error: unknown): Promise<unknown> {
  if (error instanceof HTTPError) return apiErrorFrom(error.response);
  if (error instanceof TimeoutError) return new ApiError(0, { message: REQUEST_TIMEOUT_MESSAGE, code: 'TIMEOUT' });
  return error;
}

/** The server's Russian message when there is one, else the screen's own text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500 && error.message) return error.message;
  return fallback;
}
