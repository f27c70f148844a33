import type { RequestHandler } from 'express';
import { badRequest } from '../errors/app-error';

/** A NUL (U+0000) anywhere in what the client sent: PostgreSQL cannot store or compare it in text (22021). */
export const INVALID_CHARACTER_MESSAGE = 'Недопустимый символ в запросе';
/** A path whose percent-encoding does not decode (`%zz`, a lone `%`, a broken UTF-8 sequence). */
export const BAD_ENCODING_MESSAGE = 'Некорректная кодировка адреса';

const NUL = '\u0000';

/**
 * True when a string (a key or a value) anywhere in the value holds a NUL. Walks with its own
 * stack, not recursion: a 1 MB JSON body may nest hundreds of thousands of levels deep.
 */
export function hasNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes(NUL)) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, element] of Object.entries(item)) {
        if (key.includes(NUL)) return true;
        pending.push(element);
      }
    }
  }
  return false;
}

/** Throws the 400 for a NUL in any of the values: the one rule for every kind of input. */
export function assertNoNul(...values: unknown[]): void {
  if (values.some(hasNul)) throw badRequest(INVALID_CHARACTER_MESSAGE);
}

/**
 * The path as the routes will see their parameters: percent-decoded. A path that does not decode
 * throws the URIError that the error handler answers with 400 BAD_ENCODING_MESSAGE, the same
 * error Express's own parameter decoding throws (so both end in one place).
 */
export function decodedPath(path: string): string {
  return path.includes('%') ? decodeURIComponent(path) : path;
}

/**
 * Right after the JSON body is parsed, before any route: a path that does not decode, or a NUL in
 * the path, the query or the JSON body (keys and values, however deep) is refused with 400. A
 * multipart body is parsed later, by its route's upload (files/upload.ts), which applies
 * assertNoNul to its fields and file name.
 */
export const rejectUnsafeInput: RequestHandler = (req, _res, next) => {
  assertNoNul(decodedPath(req.path), req.query, req.body);
  next();
};
