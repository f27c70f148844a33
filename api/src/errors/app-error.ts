import type { ApiErrorBody, ApiErrorWireBody, ImportError } from '@diary/common';

/** Every error code the API answers with, and its HTTP status. A new code needs a status here. */
const STATUS_BY_CODE = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BANNED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof STATUS_BY_CODE;
export type FieldError = NonNullable<ApiErrorBody['errors']>[number];

/** An error meant for the client: its message is Russian text for a person. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
    this.status = STATUS_BY_CODE[code];
  }

  toBody(): ApiErrorWireBody {
    return this.errors ? { message: this.message, code: this.code, errors: this.errors } : { message: this.message, code: this.code };
  }
}

export const FORBIDDEN_MESSAGE = 'Недостаточно прав';
export const UNAUTHENTICATED_MESSAGE = 'Требуется авторизация';

export const badRequest = (message: string, errors?: FieldError[]) => new AppError('VALIDATION', message, errors);
export const unauthenticated = (message = UNAUTHENTICATED_MESSAGE) => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = FORBIDDEN_MESSAGE) => new AppError('FORBIDDEN', message);
export const notFound = (message = 'Ресурс не найден') => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);

type Clashes = NonNullable<ApiErrorBody['clashes']>;

/** A timetable write refused for clashes: a 409 whose body names what it clashes with. */
export class ClashError extends AppError {
  constructor(
    message: string,
    readonly clashes: Clashes,
  ) {
    super('CONFLICT', message);
  }

  override toBody(): ApiErrorWireBody {
    return { ...super.toBody(), clashes: this.clashes };
  }
}

/** A file refused for problems of its cells (an import): a 400 whose errors name the row and the column. */
export class CellErrors extends AppError {
  constructor(
    message: string,
    readonly cells: ImportError[],
  ) {
    super('VALIDATION', message);
  }

  override toBody(): ApiErrorWireBody {
    return { ...super.toBody(), errors: this.cells };
  }
}
