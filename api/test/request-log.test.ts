/**
 * Every request has an id: the proxy's X-Request-Id when it is sane, otherwise a new one; it is
 * echoed in the response and carried by the request's log line (with the user) and by a 500's.
 */
import pino from 'pino';
import supertest from 'supertest';
import { createApp } from '../src/app';
import type { Database } from '../src/db/client';
import { bearer, useTestApp } from './harness';

const t = useTestApp();

interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  userId?: number | null;
  ip?: string;
  status?: number;
  url?: string;
  method?: string;
}

/** An app on the test's database (or the one given) whose log lines are kept. */
function withLog(db: Database = t.db) {
  const lines: LogLine[] = [];
  const stream = { write: (line: string) => lines.push(JSON.parse(line) as LogLine) };
  const app = createApp({ db, config: t.config, logger: pino({ level: 'info' }, stream) });
  return { http: () => supertest(app), lines };
}

/** Log lines are written on 'finish', which may come just after supertest has the answer. */
async function lineFor(lines: LogLine[], requestId: string, msg: string): Promise<LogLine | undefined> {
  for (let waited = 0; waited < 1000; waited += 10) {
    const found = lines.find((line) => line.requestId === requestId && line.msg === msg);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request id', () => {
  it('when a request comes without X-Request-Id, then it gets a new one, echoed in the response', async () => {
    const first = await t.http().get('/api/health');
    const second = await t.http().get('/api/health');
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('when the proxy sends a sane X-Request-Id, then that id is kept', async () => {
    const id = 'gw-1a2b3c.4d_5E';
    const response = await t.http().get('/api/health').set('X-Request-Id', id);
    expect(response.headers['x-request-id']).toBe(id);
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['with spaces', 'a b'],
    ['with a quote and braces', '"}{"level":60'],
    ['with a slash', 'a/b'],
  ])('when the incoming X-Request-Id is %s, then a new one is made instead', async (_what, id) => {
    const response = await t.http().get('/api/health').set('X-Request-Id', id);
    expect(response.headers['x-request-id']).toMatch(UUID);
  });

  it('when a request is answered, then its log line has the id, the method, url, status, the user and the IP', async () => {
    const teacher = await t.createUser({ roles: ['TEACHER'] });
    const { http, lines } = withLog();
    const response = await http().get('/api/subjects').set(bearer(teacher.token)).set('X-Request-Id', 'req-42');
    expect(response.status).toBe(200);
    expect(await lineFor(lines, 'req-42', 'request')).toEqual(
      expect.objectContaining({
        requestId: 'req-42',
        method: 'GET',
        url: '/api/subjects',
        status: 200,
        userId: teacher.id,
        ip: expect.any(String),
      }),
    );
  });

  it('when a calendar feed is fetched, then its line names the call without the token (the token is the credential)', async () => {
    const { http, lines } = withLog();
    const response = await http().get('/api/calendar/S3cr3t-T0ken_abc.ics?x=1').set('X-Request-Id', 'req-ics');
    expect(response.status).toBe(404);
    const line = await lineFor(lines, 'req-ics', 'request');
    expect(line?.url).toBe('/api/calendar/[token].ics?x=1');
    expect(JSON.stringify(lines)).not.toContain('S3cr3t');
  });

  it('when a feed is fetched with its path in capitals (Express routes it all the same), then its line holds no token either', async () => {
    const owner = await t.createUser({ roles: ['STUDENT'] });
    const { url } = (await t.http().post('/api/calendar/feed').set(bearer(owner.token))).body as { url: string };
    const token = /\/api\/calendar\/(.+)\.ics$/.exec(url)![1]!;
    const { http, lines } = withLog();
    const response = await http().get(`/API/CALENDAR/${token}.ICS?x=1`).set('X-Request-Id', 'req-ics-caps');
    expect(response.status).toBe(200);
    const line = await lineFor(lines, 'req-ics-caps', 'request');
    expect(line?.url).toBe('/api/calendar/[token].ics?x=1');
    expect(JSON.stringify(lines)).not.toContain(token);
  });

  it('when nobody is logged in, then the line says userId null', async () => {
    const { http, lines } = withLog();
    const response = await http().get('/api/subjects');
    expect(response.status).toBe(401);
    expect(await lineFor(lines, response.headers['x-request-id'] as string, 'request')).toEqual(
      expect.objectContaining({ status: 401, userId: null }),
    );
  });

  it('when a request fails with a 500, then the error line carries the request id too', async () => {
    const teacher = await t.createUser({ roles: ['TEACHER'] });
    // A database that fails every call: authenticate's lookup throws an unexpected error.
    const broken = new Proxy({} as Database, {
      get: () => {
        throw new Error('the database is broken');
      },
    });
    const { http, lines } = withLog(broken);
    const response = await http().get('/api/subjects').set(bearer(teacher.token)).set('X-Request-Id', 'req-500');
    expect(response.status).toBe(500);
    expect(response.headers['x-request-id']).toBe('req-500');
    expect(await lineFor(lines, 'req-500', 'unhandled error')).toEqual(expect.objectContaining({ level: 50, requestId: 'req-500' }));
  });
});
