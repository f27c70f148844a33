import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import {
  PG_EXCLUSION_VIOLATION,
  PG_FOREIGN_KEY_VIOLATION,
  PG_QUERY_CANCELED,
  PG_RESTRICT_VIOLATION,
  PG_UNIQUE_VIOLATION,
  isDatabaseUnavailable,
  pgErrorCode,
} from '../db/errors';
import { AppError, badRequest, conflict, notFound } from '../errors/app-error';
import { BAD_ENCODING_MESSAGE } from './input-guard';
import { loggedUrl } from './request-log';
import { fromZodError } from './validate';

const INTERNAL_MESSAGE = 'Внутренняя ошибка сервера';
export const DATABASE_UNAVAILABLE_MESSAGE = 'База данных недоступна. Повторите попытку позже';
export const INVALID_VALUE_MESSAGE = 'Некорректное значение в запросе';

/** Data exceptions (class 22) that only a value the client sent can cause. */
const PG_CHARACTER_NOT_IN_REPERTOIRE = '22021';
const PG_INVALID_TEXT_REPRESENTATION = '22P02';
const PG_NUMERIC_VALUE_OUT_OF_RANGE = '22003';
const PG_DATETIME_FIELD_OVERFLOW = '22008';
const PG_INVALID_DATETIME_FORMAT = '22007';

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

  // A path that does not percent-decode: ours (input-guard) or Express's own parameter decoding.
  if (error instanceof URIError) return badRequest(BAD_ENCODING_MESSAGE);

  if (isDatabaseUnavailable(error)) return new AppError('UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE);

  switch (pgErrorCode(error)) {
    case PG_UNIQUE_VIOLATION:
      return conflict('Запись с такими данными уже существует');
    case PG_FOREIGN_KEY_VIOLATION:
    case PG_RESTRICT_VIOLATION:
      return conflict('Запись связана с другими данными');
    case PG_EXCLUSION_VIOLATION:
      return conflict('Конфликт с существующими данными');
    case PG_QUERY_CANCELED:
      return new AppError('UNAVAILABLE', 'Сервер не успел выполнить запрос, попробуйте ещё раз позже');
    // A safety net: validation should refuse such values before any query (input-guard, the schemas).
    case PG_CHARACTER_NOT_IN_REPERTOIRE:
    case PG_INVALID_TEXT_REPRESENTATION:
    case PG_NUMERIC_VALUE_OUT_OF_RANGE:
    case PG_DATETIME_FIELD_OVERFLOW:
    case PG_INVALID_DATETIME_FORMAT:
      return badRequest(INVALID_VALUE_MESSAGE);
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
    if (appError?.code === 'UNAVAILABLE') {
      logger.error({ err: error, requestId: req.id, method: req.method, url: loggedUrl(req.originalUrl) }, 'database unavailable');
    }
    if (!appError) {
      logger.error({ err: error, requestId: req.id, method: req.method, url: loggedUrl(req.originalUrl) }, 'unhandled error');
      appError = new AppError('INTERNAL', INTERNAL_MESSAGE);
    }
    if (res.headersSent) return next(error);
    res.status(appError.status).json(appError.toBody());
  };
}
