import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import type { Permission, TokenUser } from '@diary/common';
import type { AuditLabel } from '../db/audited-writes';
import type { CachedAnswer } from './answer-cache';
import type { ConcurrencyLimit } from './concurrency-limit';

export const PUBLIC = 'public';
/** Who may call a route: the roles of a permission (PERMISSIONS in @diary/common), or anyone. */
export type Access = Permission | typeof PUBLIC;
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

type Schema = z.ZodType;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;

/**
 * A multipart/form-data call (a file upload). parse runs after the guard (so a refused caller
 * never gets a file written) and before validation (its text fields become the body); discard
 * runs when the request fails afterwards, so a failed upload leaves no file behind.
 */
export interface Upload {
  /** The form field that carries the file (OpenAPI). */
  field: string;
  parse: RequestHandler;
  discard: ErrorRequestHandler;
}

/** The media range of a download whose type is the stored file's own (an attachment). */
export const ANY_FILE_TYPE = '*/*';

/** A download: the answer is a file of this media type, or ANY_FILE_TYPE. */
export interface FileAnswer {
  file: string;
}

/**
 * What a call answers with its success status: JSON of this zod schema (written for the JSON on
 * the wire, strict objects, so extra fields are a mismatch), or a file. Errors answer ApiErrorBody.
 */
export type Answer = Schema | FileAnswer;

export const isFileAnswer = (answer: Answer): answer is FileAnswer => !(answer instanceof z.ZodType);

/** What a handler returns for its answer: the schema's JSON (as it is or as JsonText), or nothing when it sent a file. */
type AnswerOf<R extends Answer> = R extends Schema ? z.input<R> | JsonText<z.input<R>> : void;

export interface RouteInput<A extends Access, B, Q, P> {
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
  /** The caller; absent on public routes. */
  user: A extends typeof PUBLIC ? undefined : TokenUser;
}

/** What a handler gets: the request's input and what the route's `prepare` answered (undefined without one). */
export type HandlerInput<A extends Access, B, Q, P, W> = RouteInput<A, B, Q, P> & { prepared: W };

/**
 * One API call, declared once: the same object is mounted on Express (with its guard and
 * validation), checked by the route-guard test and described in the OpenAPI document.
 */
export interface RouteDefinition<
  A extends Access = Access,
  B extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  P extends Schema | undefined = Schema | undefined,
  R extends Answer = Answer,
  W = unknown,
> {
  method: Method;
  /** Under /api, in Express syntax: '/users/:id'. */
  path: string;
  access: A;
  /** OpenAPI: the group and a one-line description. */
  tag: string;
  summary: string;
  body?: B;
  query?: Q;
  params?: P;
  /** The success status; 200 unless set. */
  status?: number;
  /** The answer with that status (the OpenAPI document; test/answer-check.ts holds real answers to it). */
  response: R;
  /** A multipart/form-data body with a file (see Upload); the handler finds the file on req.file. */
  upload?: Upload;
  /** A GET whose answers are kept until its domain's data changes (see AnswerCache). */
  cache?: CachedAnswer;
  /** A write whose creates and updates the audit names otherwise: the board's move and swap, an import. */
  auditAs?: AuditLabel;
  /**
   * A POST that only reads (a check sent as a body): it runs as a GET does, outside a transaction —
   * its reads may go out together, each on a connection of the pool — and answers without waiting
   * for change notifications, having changed nothing.
   */
  readOnly?: true;
  /**
   * Work done before the handler and outside a write's transaction (after the guards and the
   * validation): reading a file, checks that only read, hashing. The transaction then holds only
   * the writes — on PGlite (one connection) every other request waits while one is open. The
   * handler gets the answer as `prepared`; what it checked may have changed by then, so the writes
   * must still refuse what can race (a unique login, a clash).
   */
  prepare?(input: RouteInput<A, B, Q, P>, req: Request, res: Response): W | Promise<W>;
  /** Calls that share this limit run at most so many at once in this process, prepare and handler together; one more is refused (429). */
  limit?: ConcurrencyLimit;
  /** Returns the response body (sent as JSON); may set headers and cookies on res. */
  handler(input: HandlerInput<A, B, Q, P, W>, req: Request, res: Response): AnswerOf<R> | Promise<AnswerOf<R>>;
}

/** Declares a route with its handler's input typed from its schemas. */
export function route<
  A extends Access,
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
  R extends Answer = Answer,
  W = undefined,
>(definition: RouteDefinition<A, B, Q, P, R, W>): RouteDefinition {
  return definition as RouteDefinition;
}

/** A handler's answer that is JSON text already (built by the database), of a T: sent as it is. */
export class JsonText<T> {
  declare readonly shape?: T;
  constructor(readonly text: string) {}
}

/** A call that may change data: any but a GET and a POST that only reads. */
export const isWrite = (definition: Pick<RouteDefinition, 'method' | 'readOnly'>): boolean =>
  definition.method !== 'get' && !definition.readOnly;

/**
 * A call that changes data on behalf of a signed-in caller: it runs in one transaction that
 * records its changes as the caller's. The public writes (login, refresh, logout) keep their own
 * transactions: a refused login must still count against the rate limit.
 */
export const isAuditedWrite = (definition: Pick<RouteDefinition, 'method' | 'access' | 'readOnly'>): boolean =>
  isWrite(definition) && definition.access !== PUBLIC;
