import type { ErrorRequestHandler, Request, RequestHandler, Response, Router } from 'express';
import { z } from 'zod';
import type { Permission, TokenUser } from '@diary/common';
import { publicRoute, requireRole } from '../auth/guards';
import type { AnswerVersions } from '../db/answer-versions';
import type { AuditLabel } from '../db/audited-writes';
import type { AnswerCache, CachedAnswer } from './answer-cache';
import type { ConcurrencyLimit } from './concurrency-limit';
import { validate, validateRequest } from './validate';

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

export interface MountOptions {
  /** The guard of every route that is not public. */
  authenticate: RequestHandler;
  /** Where the answers of routes with `cache` are kept, and how the current versions are read. */
  answers: { cache: AnswerCache; versions(): Promise<AnswerVersions | undefined> };
  /** Runs a signed-in caller's write in the one transaction that records it as theirs (db/audited-writes.ts). */
  audited<T>(user: TokenUser | undefined, label: AuditLabel | undefined, work: () => Promise<T>): Promise<T>;
  /** Resolves once this process has taken in the notifications of what it committed (KeptReads.settled). */
  settled(): Promise<void>;
}

/**
 * A call that changes data on behalf of a signed-in caller: it runs in one transaction that
 * records its changes as the caller's. The public writes (login, refresh, logout) keep their own
 * transactions: a refused login must still count against the rate limit.
 */
export const isAuditedWrite = (definition: Pick<RouteDefinition, 'method' | 'access'>): boolean =>
  definition.method !== 'get' && definition.access !== PUBLIC;

function send(res: Response, result: unknown): void {
  if (result instanceof JsonText) res.type('json').send(result.text);
  else res.json(result ?? {});
}

/** Whose answer it is (the caller with their roles in order, or everyone) and to which URL. */
function answerKey(cache: CachedAnswer, user: TokenUser | undefined, url: string): string {
  const caller = cache.shared || !user ? '*' : `${user.id}:${user.roles.map((role) => role.value).join(',')}`;
  return `${caller} ${url}`;
}

/**
 * A signed-in caller's answer is theirs alone: no browser cache or proxy keeps it (a shared
 * computer's next user, Back after logging out). Set before the guards, so their refusals, the
 * errors after them, the cached answers and the files carry it too.
 */
const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

export function mountRoutes(
  router: Router,
  routes: readonly RouteDefinition[],
  { authenticate, answers, audited, settled }: MountOptions,
): void {
  for (const definition of routes) {
    const guards = definition.access === PUBLIC ? [publicRoute] : [noStore, authenticate, requireRole(definition.access)];
    const upload = definition.upload ? [definition.upload.parse] : [];
    const discard = definition.upload ? [definition.upload.discard] : [];
    const answer = async (req: Request, res: Response) => {
      const { body, query, params } = req.valid ?? {};
      const input = { body, query, params, user: req.user };
      const prepared = definition.prepare ? await definition.prepare(input, req, res) : undefined;
      const run = async () => definition.handler({ ...input, prepared }, req, res);
      return isAuditedWrite(definition) ? audited(req.user, definition.auditAs, run) : run();
    };
    const limit = definition.limit;
    const limited = limit ? (req: Request, res: Response) => limit.run(res, () => answer(req, res)) : answer;
    // A write, done or refused (a refused one may have committed: a replayed refresh token revokes its
    // family), answers once this process knows of its changes: the caller's next request sees them.
    const written =
      definition.method === 'get'
        ? limited
        : async (req: Request, res: Response) => {
            try {
              return await limited(req, res);
            } finally {
              await settled();
            }
          };
    const handle: RequestHandler = async (req, res) => {
      const result = await written(req, res);
      // A handler that streamed the response itself (a file download) has answered.
      if (res.headersSent) return;
      // A status the handler set itself (health's 503) wins over the declared one.
      if (definition.status && res.statusCode === 200) res.status(definition.status);
      send(res, result);
    };
    const cached = definition.cache && answers.cache.enabled ? definition.cache : undefined;
    // A cached route answers from the cache while its domain's version stands; it is always a GET with 200.
    // Its input is validated only when an answer is to be made: a kept one was made for this very URL.
    const handleCached =
      (cache: CachedAnswer): RequestHandler =>
      async (req, res) => {
        // A signed-in caller's versions came with them (kept, or read with their row); otherwise they are asked for.
        const versions = req.answerVersions ?? (await answers.versions());
        const key = answerKey(cache, req.user, req.originalUrl);
        const kept = versions && answers.cache.get(key, versions[cache.domain]);
        if (kept) {
          res.type('json').send(kept);
          return;
        }
        validateRequest(definition, req);
        if (!versions) return send(res, await limited(req, res));
        const body = await answers.cache.answer(key, versions[cache.domain], async () => {
          const result = await limited(req, res);
          return Buffer.from(result instanceof JsonText ? result.text : JSON.stringify(result ?? {}));
        });
        res.type('json').send(body);
      };
    router[definition.method](
      definition.path,
      ...guards,
      ...upload,
      ...(cached ? [handleCached(cached)] : [validate(definition), handle]),
      ...discard,
    );
  }
}
