import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import { AppError, badRequest } from '../errors/app-error';

// Messages that our schemas do not set themselves (wrong JSON types and the like) in Russian too.
z.config(z.locales.ru());

export interface RequestSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

/** What validate() parsed, kept on the request: Express 5's req.query is a read-only getter. */
export interface ValidInput {
  body?: unknown;
  query?: unknown;
  params?: unknown;
}

export function fromZodError(error: z.ZodError): AppError {
  const errors = error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  return badRequest(errors[0]?.message ?? 'Некорректные данные', errors);
}

function parse(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}

/** Parses the request's params, query and body into req.valid; a 400 when one does not pass. */
export function validateRequest(schemas: RequestSchemas, req: Request): void {
  req.valid = {
    params: parse(schemas.params, req.params),
    query: parse(schemas.query, req.query),
    // No body (or not JSON) is an empty object, so the per-field messages apply.
    body: parse(schemas.body, req.body ?? {}),
  };
}

export function validate(schemas: RequestSchemas): RequestHandler {
  return (req, _res, next) => {
    validateRequest(schemas, req);
    next();
  };
}
