import cookieParser from 'cookie-parser';
import express, { type Express, type Request, type RequestHandler, type Router } from 'express';
import type { Logger } from 'pino';
import { authenticate } from './auth/guards';
import { KeptReads } from './auth/kept-reads';
import { LoginRateLimiter } from './auth/login-rate-limit';
import type { Config } from './config';
import type { AppContext } from './context';
import { inAuditedTransaction, requestScopedDatabase } from './db/audited-writes';
import type { Database } from './db/client';
import { swaggerUiRouter } from './docs/swagger-ui';
import { AnswerCache } from './http/answer-cache';
import { apiNotFound, errorHandler } from './http/error-handler';
import { rejectUnsafeInput } from './http/input-guard';
import { requestLog } from './http/request-log';
import { PUBLIC_URL_SETTING } from './modules/auth/refresh-cookie';
import { apiRoutes, mountRoutes } from './routes';
import { frontendsRouter, remoteOrigins } from './web/frontends';
import { securityHeaders } from './web/security-headers';

export interface AppOptions {
  db: Database;
  config: Config;
  logger: Logger;
  loginLimiter?: LoginRateLimiter;
  /** The reads every signed-in request starts with, kept while their changes are listened for (server.ts); none: read each time. */
  kept?: KeptReads;
}

/** `handler` for the requests it `applies` to; the others go past it. */
function onlyFor(applies: (req: Request) => boolean, handler: RequestHandler): RequestHandler {
  return (req, res, next) => (applies(req) ? handler(req, res, next) : next());
}

const hasBody = (req: Request) => req.method !== 'GET' && req.method !== 'HEAD';
const SIGN_IN_PATH = /^\/auth\//i;
/** The refresh token's cookie is sent to /api/auth only, and read there (paths match as routes do: in any case). */
const isSignIn = (req: Request) => SIGN_IN_PATH.test(req.path);

/** An answer is made again after a minute at most (those that depend on today's date). */
const ANSWER_MAX_AGE_MS = 60_000;

function apiRouter(ctx: AppContext, kept: KeptReads): Router {
  const router = express.Router();
  // rejectUnsafeInput: a path that does not decode or a NUL in the path, query or JSON body → 400.
  // A GET has no body to parse, and only the sign-in routes read a cookie (the refresh token's path
  // is /api/auth): a cached answer, always a GET, spent about 5 % of its time in the two.
  router.use(onlyFor(hasBody, express.json({ limit: '1mb' })), onlyFor(isSignIn, cookieParser()), rejectUnsafeInput);
  // The modules' queries go into the write request's transaction, which records the changes as the caller's.
  mountRoutes(router, apiRoutes({ ...ctx, db: requestScopedDatabase(ctx.db) }), {
    authenticate: authenticate(kept, ctx.config.jwtSecret),
    answers: {
      cache: new AnswerCache({ maxBytes: ctx.config.answerCacheMb * 1024 * 1024, maxAgeMs: ANSWER_MAX_AGE_MS }),
      versions: () => kept.versions(),
    },
    audited: (user, label, work) => inAuditedTransaction(ctx.db, user, label, work),
    settled: () => kept.settled(),
  });
  router.use('/docs', swaggerUiRouter());
  router.use(apiNotFound);
  return router;
}

/** The whole HTTP app, without listening: server.ts listens, tests use it with supertest. */
export function createApp({ db, config, logger, loginLimiter = new LoginRateLimiter(), kept = new KeptReads(db) }: AppOptions): Express {
  const app = express();
  app.set('trust proxy', config.trustProxy);
  app.set(PUBLIC_URL_SETTING, config.publicUrl);
  // No ETag on API answers: hashing every list page costs CPU, and no client revalidates them.
  app.set('etag', false);
  app.use(requestLog(logger));
  app.use(securityHeaders(remoteOrigins(config.remotesConfig)));
  app.use('/api', apiRouter({ db, config, logger, loginLimiter }, kept));
  if (config.staticRoot) app.use(frontendsRouter({ staticRoot: config.staticRoot, remotesConfig: config.remotesConfig }));
  app.use(errorHandler(logger));
  return app;
}
