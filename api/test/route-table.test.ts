import express from 'express';
import { sql } from 'drizzle-orm';
import supertest from 'supertest';
import { z } from 'zod';
import type { TokenUser } from '@diary/common';
import { afterCommit, inAuditedTransaction, isRequestTransaction, requestScopedDatabase } from '../src/db/audited-writes';
import { rowsOf } from '../src/db/client';
import { AnswerCache } from '../src/http/answer-cache';
import { ConcurrencyLimit } from '../src/http/concurrency-limit';
import { errorHandler } from '../src/http/error-handler';
import { route, type RouteDefinition } from '../src/http/route';
import { mountRoutes } from '../src/routes';
import { findUserById, toTokenUser } from '../src/auth/token-user';
import { silentLogger, useTestApp, type TestUser } from './harness';

/*
 * The route table's steps around a signed-in caller's write: `prepare` runs before the audited
 * transaction and hands the handler its result; `limit` bounds how many such calls run at once.
 */

const t = useTestApp();

/** An app of these routes, its caller signed in as `user` without a token. */
function appOf(routes: RouteDefinition[], user: TokenUser) {
  const router = express.Router();
  mountRoutes(router, routes, {
    authenticate: (req, _res, next) => {
      req.user = user;
      next();
    },
    answers: { cache: new AnswerCache({ maxBytes: 0, maxAgeMs: 0 }), versions: async () => undefined },
    settled: async () => undefined,
    audited: (caller, label, work) => inAuditedTransaction(t.db, caller, label, work),
  });
  const app = express();
  app.use('/api', router);
  app.use(errorHandler(silentLogger));
  return supertest(app);
}

/** The caller a signed-in request carries, as the app makes it of the user's row. */
async function asCaller(user: TestUser): Promise<TokenUser> {
  const record = await findUserById(t.db, user.id);
  if (!record) throw new Error('the user is not in the database');
  return toTokenUser(record);
}

const subjectsNamed = async (name: string) =>
  (await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from subjects where name = ${name}`))[0]!.n;

describe('the route table', () => {
  it('when a write has a prepare step, then it runs before the transaction and the handler, in it, gets its result', async () => {
    const admin = await asCaller(await t.createUser({ roles: ['ADMIN'] }));
    const db = requestScopedDatabase(t.db);
    const probe = route({
      method: 'post',
      path: '/probe',
      access: 'subjects.create',
      tag: 'test',
      summary: 'test',
      response: z.strictObject({ preparedInTransaction: z.boolean(), handlerInTransaction: z.boolean(), name: z.string() }),
      prepare: async () => ({ inTransaction: isRequestTransaction(db), name: 'Астрономия' }),
      handler: async ({ prepared }) => {
        await db.execute(sql`insert into subjects (name) values (${prepared.name})`);
        return { preparedInTransaction: prepared.inTransaction, handlerInTransaction: isRequestTransaction(db), name: prepared.name };
      },
    });

    const response = await appOf([probe], admin).post('/api/probe');

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ preparedInTransaction: false, handlerInTransaction: true, name: 'Астрономия' });
    expect(await subjectsNamed('Астрономия')).toBe(1);
  });

  it('when a write queues work for after its commit, then it runs once, outside the transaction; a write rolled back runs none', async () => {
    const admin = await asCaller(await t.createUser({ roles: ['ADMIN'] }));
    const db = requestScopedDatabase(t.db);
    const steps: string[] = [];
    const write = (path: string, fail: boolean) =>
      route({
        method: 'post',
        path,
        access: 'subjects.create',
        tag: 'test',
        summary: 'test',
        response: z.strictObject({}),
        handler: async () => {
          await db.execute(sql`insert into subjects (name) values (${path})`);
          afterCommit(() => steps.push(`${path} committed, in a transaction: ${isRequestTransaction(db)}`));
          steps.push(`${path} written`);
          if (fail) throw new Error('не то');
          return {};
        },
      });
    const http = appOf([write('/kept', false), write('/dropped', true)], admin);

    expect((await http.post('/api/kept')).status).toBe(200);
    expect((await http.post('/api/dropped')).status).toBe(500);

    expect(steps).toEqual(['/kept written', '/kept committed, in a transaction: false', '/dropped written']);
    expect(await subjectsNamed('/dropped')).toBe(0);
  });

  it('when a prepare step refuses, then no transaction opens and the handler never runs', async () => {
    const admin = await asCaller(await t.createUser({ roles: ['ADMIN'] }));
    const audited = jest.fn();
    const router = express.Router();
    const handler = jest.fn();
    mountRoutes(
      router,
      [
        route({
          method: 'post',
          path: '/probe',
          access: 'subjects.create',
          tag: 'test',
          summary: 'test',
          response: z.strictObject({}),
          prepare: () => {
            throw new Error('не то');
          },
          handler,
        }),
      ],
      {
        authenticate: (req, _res, next) => {
          req.user = admin;
          next();
        },
        answers: { cache: new AnswerCache({ maxBytes: 0, maxAgeMs: 0 }), versions: async () => undefined },
        audited,
        settled: async () => undefined,
      },
    );
    const app = express();
    app.use('/api', router);
    app.use(errorHandler(silentLogger));

    expect((await supertest(app).post('/api/probe')).status).toBe(500);
    expect(audited).not.toHaveBeenCalled();
    expect(handler).not.toHaveBeenCalled();
  });

  it('when a call over its limit comes, then 429 with Retry-After at once; a call that failed gives its place back', async () => {
    const admin = await asCaller(await t.createUser({ roles: ['ADMIN'] }));
    const limit = new ConcurrencyLimit({ max: 1, message: 'Занято, подождите', retryAfterSeconds: 7 });
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let started = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    const slow = route({
      method: 'post',
      path: '/slow',
      access: 'subjects.create',
      tag: 'test',
      summary: 'test',
      limit,
      response: z.strictObject({}),
      prepare: async () => {
        started();
        await released;
      },
      handler: () => ({}),
    });
    const failing = route({
      method: 'post',
      path: '/failing',
      access: 'subjects.create',
      tag: 'test',
      summary: 'test',
      limit,
      response: z.strictObject({}),
      handler: () => {
        throw new Error('не то');
      },
    });
    const http = appOf([slow, failing], admin);

    const first = http.post('/api/slow').then((response) => response);
    await running;
    const refused = await http.post('/api/failing');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('7');
    expect(refused.body).toEqual({ message: 'Занято, подождите', code: 'RATE_LIMITED' });
    release();
    expect((await first).status).toBe(200);

    expect((await http.post('/api/failing')).status).toBe(500);
    expect((await http.post('/api/failing')).status).toBe(500);
  });
});
