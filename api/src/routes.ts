import type { Request, RequestHandler, Response, Router } from 'express';
import type { TokenUser } from '@diary/common';
import { publicRoute, requireRole } from './auth/guards';
import type { AnswerVersions } from './db/answer-versions';
import type { AuditLabel } from './db/audited-writes';
import type { AnswerCache, CachedAnswer } from './http/answer-cache';
import { isAuditedWrite, isWrite, JsonText, PUBLIC, type RouteDefinition } from './http/route';
import { validate, validateRequest } from './http/validate';
import type { AppContext } from './context';
import { openApiRoute } from './docs/openapi';
import { authRoutes } from './modules/auth/auth.routes';
import { healthRoutes } from './modules/health/health.routes';
import { groupTypesRoutes } from './modules/group-types/group-types.routes';
import { servicesRoutes } from './modules/services/services.routes';
import { subjectsRoutes } from './modules/subjects/subjects.routes';
import { usersRoutes } from './modules/users/users.routes';
import { achievementsRoutes } from './modules/achievements/achievements.routes';
import { difficultiesRoutes } from './modules/difficulties/difficulties.routes';
import { statisticsRoutes } from './modules/statistics/statistics.routes';
import { filialsRoutes } from './modules/filials/filials.routes';
import { cabinetsRoutes } from './modules/cabinets/cabinets.routes';
import { classesRoutes } from './modules/classes/classes.routes';
import { scheduleRoutes } from './modules/schedule/schedule.routes';
import { compensationRoutes } from './modules/compensation/compensation.routes';
import { complaintsRoutes } from './modules/complaints/complaints.routes';
import { teacherLatenessRoutes } from './modules/teacher-lateness/teacher-lateness.routes';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { journalRoutes } from './modules/journal/journal.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { importRoutes } from './modules/import/import.routes';
import { salaryRoutes } from './modules/salary/salary.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';

/** Every /api call, in matching order. New modules add their routes here. */
export function apiRoutes(ctx: AppContext): RouteDefinition[] {
  const routes = [
    ...healthRoutes(ctx),
    ...authRoutes(ctx),
    ...usersRoutes(ctx),
    ...subjectsRoutes(ctx),
    ...groupTypesRoutes(ctx),
    ...servicesRoutes(ctx),
    ...achievementsRoutes(ctx),
    ...difficultiesRoutes(ctx),
    ...statisticsRoutes(ctx),
    ...filialsRoutes(ctx),
    ...cabinetsRoutes(ctx),
    ...classesRoutes(ctx),
    ...scheduleRoutes(ctx),
    ...compensationRoutes(ctx),
    ...complaintsRoutes(ctx),
    ...teacherLatenessRoutes(ctx),
    ...feedbackRoutes(ctx),
    ...calendarRoutes(ctx),
    ...journalRoutes(ctx),
    ...auditRoutes(ctx),
    ...importRoutes(ctx),
    ...salaryRoutes(ctx),
    ...paymentsRoutes(ctx),
  ];
  return [...routes, openApiRoute(routes)];
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
    const written = isWrite(definition)
      ? async (req: Request, res: Response) => {
          try {
            return await limited(req, res);
          } finally {
            await settled();
          }
        }
      : limited;
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
