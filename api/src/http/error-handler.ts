import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import {
  PG_EXCLUSION_VIOLATION,
  PG_FOREIGN_KEY_VIOLATION,
  PG_RESTRICT_VIOLATION,
  PG_UNIQUE_VIOLATION,
  pgErrorCode,
} from '../db/errors';
import { AppError, badRequest, conflict, notFound } from './app-error';
import { fromZodError } from './validate';

const INTERNAL_MESSAGE = 'Внутренняя ошибка сервера';

/** body-parser's errors carry a type and a status (http-errors). */
function bodyParserError(error: unknown): { type: string; status: number } | null {
  if (typeof error !== 'object' || error === null) return null;
  if (!('type' in error) || !('status' in error)) return null;
  const { type, status } = error;
  return typeof type === 'string' && typeof status === 'number' ? { type, status } : null;
}

/** The client-facing form of an error, or null when it is our fault (500). */
export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return fromZodError(error);

  const parserError = bodyParserError(error);
  if (parserError?.type === 'entity.too.large') {
    return new AppError('PAYLOAD_TOO_LARGE', 'Слишком большой запрос: не больше 1 МБ');
  }
  if (parserError?.type === 'entity.parse.failed') return badRequest('Некорректный JSON в теле запроса');
  if (parserError && parserError.status >= 400 && parserError.status < 500) return badRequest('Некорректный запрос');

  switch (pgErrorCode(error)) {
    case PG_UNIQUE_VIOLATION:
      return conflict('Запись с такими данными уже существует');
    case PG_FOREIGN_KEY_VIOLATION:
    case PG_RESTRICT_VIOLATION:
      return conflict('Запись связана с другими данными');
    case PG_EXCLUSION_VIOLATION:
      return conflict('Конфликт с существующими данными');
    default:
      return null;
  }
}

export const apiNotFound: RequestHandler = () => {
  throw notFound();
};

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    let appError = toAppError(error);
    if (!appError) {
      logger.error({ err: error, method: req.method, url: req.originalUrl }, 'unhandled error');
      appError = new AppError('INTERNAL', INTERNAL_MESSAGE);
    }
    if (res.headersSent) return next(error);
    res.status(appError.status).json(appError.toBody());
  };
}
