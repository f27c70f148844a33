import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { Server } from 'node:http';
import fc from 'fast-check';
import pino from 'pino';
import supertest from 'supertest';
import { createApp } from '../src/app';
import { LoginRateLimiter } from '../src/auth/login-rate-limit';
import { INVALID_VALUE_MESSAGE } from '../src/http/error-handler';
import { SCHEDULE_IMPORT_COLUMNS, USER_IMPORT_COLUMNS } from '@diary/common';
import {
  operationsOf,
  requestOf,
  type Caller,
  type FuzzFile,
  type FuzzOperation,
  type FuzzRequest,
  type OpenApiPaths,
} from './fuzz-requests';
import { bearer, driver, emptyDatabase, useTestApp } from './harness';
import {
  aCabinet,
  aClass,
  aFilial,
  aGroupType,
  aLesson,
  anXlsx,
  aService,
  insertAchievement,
  insertCompensation,
  insertComplaint,
  insertDifficulty,
  insertLateness,
  insertSubject,
  people,
} from './factory';

/**
 * The API's own fuzz: every operation of its OpenAPI document, with valid-looking, mutated and
 * random path parameters, query values and bodies (JSON and multipart), as each role and without
 * a token, against the app on a database with a few rows of everything. It fails on any 5xx, on
 * any 4xx without a JSON {message} in Russian, on a 400 that only the database's safety net
 * caught (a value validation let through), and on a request that takes more than 10 s.
 *
 *   npm test: FUZZ_RUNS requests (default 2,000 on PGlite, 1,000 on PostgreSQL) with the fixed FUZZ_SEED;
 *   npm run fuzz: 30,000 requests with a random seed (printed in the test's name: rerun it with FUZZ_SEED=…).
 * FUZZ_ONLY (a regular expression over 'GET /api/…') narrows it to some operations; FUZZ_VERBOSE=1
 * prints the statuses, the clean requests refused most and the slowest operations.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? (driver === 'postgres' ? 1000 : 2000));
const SEED = process.env.FUZZ_SEED === 'random' ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.FUZZ_SEED ?? 20261121);
/** The seeded rows are written again every this many requests (deletes, archives and bans wear them out). */
const RESEED_EVERY = Number(process.env.FUZZ_RESEED_EVERY ?? 500);
const ANSWER_WITHIN_MS = 10_000;
const VERBOSE = process.env.FUZZ_VERBOSE === '1';
const ONLY = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : null;

const dataDir = mkdtempSync(path.join(tmpdir(), 'diary-fuzz-'));
const t = useTestApp({ config: { dataDir } });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The app's error log (what a 500 was), kept to explain a failure. */
const logged: string[] = [];
const logger = pino(
  { level: 'error' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      const entry = JSON.parse(chunk.toString()) as { err?: { type?: string; message?: string; stack?: string } };
      logged.push(`${entry.err?.type ?? ''}: ${entry.err?.message ?? ''} ${entry.err?.stack?.split('\n').slice(1, 4).join(' ') ?? ''}`);
      done();
    },
  }),
);

type Tokens = Record<Caller, string | null>;

/** A few rows of everything (ids from 1 in every table, as the requests' ids mostly are); answers the tokens. */
async function seed(): Promise<Tokens> {
  const cast = await people(t);
  const { admin, moderator, teacher, otherTeacher, student, otherStudent } = cast;
  const physics = await insertSubject(t, 'Физика');
  await insertSubject(t, 'Математика');
  const filial = await aFilial(t, admin.token, { city: 'Москва', street: 'Ленина, 1', time_start: '08:00', time_end: '21:00' });
  await aFilial(t, admin.token, { name: 'Северный', city: 'Тверь' });
  const cabinet = await aCabinet(t, admin.token, filial.id, { name: 'Кабинет 1' });
  await aCabinet(t, admin.token, filial.id, { name: 'Кабинет 2' });
  const groupType = await aGroupType(t, admin.token, 'Группа', 5);
  await aService(t, admin.token, { group_type_id: groupType.id, duration_minutes: 60 });
  const klass = await aClass(t, admin.token, { subject_ids: [physics.id], teacher_ids: [teacher.id], academic_year: '2024-2025' });
  for (const [day, time] of [
    [1, '09:00'],
    [1, '11:00'],
    [3, '10:00'],
  ] as const) {
    await aLesson(t, admin.token, {
      class_id: klass.id,
      cabinet_id: cabinet.id,
      subject: 'Физика',
      day_of_week: day,
      time_start: time,
      duration_minutes: 60,
      students: [student.id],
    });
  }
  for (const [author, pupil, date] of [
    [teacher, student, '2024-10-01'],
    [teacher, otherStudent, '2024-11-15'],
    [otherTeacher, student, '2025-03-03'],
    [otherTeacher, otherStudent, '2023-09-20'],
  ] as const) {
    await insertAchievement(t, author, pupil, { lessonDate: date });
  }
  await insertDifficulty(t, teacher, student);
  await insertDifficulty(t, otherTeacher, otherStudent);
  await insertCompensation(t, { teacher, student, subject: physics });
  await insertComplaint(t, { teacher, author: moderator, student });
  await insertLateness(t, teacher);
  // the centre's money: a default rate and a payment of the student
  for (const [path, body] of [
    ['/api/salary/rates', { kind: 'lesson', amount: 1000 }],
    ['/api/payments', { studentId: student.id, amount: 500.5, date: '2024-10-01', method: 'cash' }],
  ] as const) {
    const made = await t.http().post(path).set(bearer(admin.token)).send(body);
    if (made.status !== 201) throw new Error(`${path} not seeded: ${made.status} ${JSON.stringify(made.body)}`);
  }
  const feedback = await t
    .http()
    .post('/api/feedback')
    .set(bearer(student.token))
    .field('surname', 'Сидоров')
    .field('studentId', String(student.id))
    .field('note', 'Спасибо')
    .attach('file', Buffer.from('Спасибо!\n'), { filename: 'отзыв.txt', contentType: 'text/plain' });
  if (feedback.status !== 201) throw new Error(`feedback not seeded: ${feedback.status} ${JSON.stringify(feedback.body)}`);
  return {
    ADMIN: admin.token,
    MODERATOR: moderator.token,
    TEACHER: teacher.token,
    STUDENT: student.token,
    anonymous: null,
    'bad-token': 'not.a.token',
  };
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The imports' files: people and lessons naming the seeded records, some rows wrong on purpose. */
async function spreadsheets(): Promise<FuzzFile[]> {
  const users = await anXlsx([
    [...USER_IMPORT_COLUMNS],
    ['Фуззов', 'Фёдор', null, 'fuzz-user', null, 'Ученик', null],
    ['Фуззова', 'Фаина', 'Ивановна', 'fuzz-teacher', 'Tetrad-Lilac-42', 'Преподаватель', 'Физика'],
  ]);
  const badUsers = await anXlsx([[...USER_IMPORT_COLUMNS], ['', 'Имя', null, 'x', '123', 'Суперадмин', null]]);
  const lessons = await anXlsx([
    [...SCHEDULE_IMPORT_COLUMNS],
    ['Центральный', 'Кабинет 2', 'Суббота', '15:00', 'Занятие', 'нет такого класса', 'Физика', 'user5', null],
    ['Центральный', 'Кабинет 1', 'Понедельник', 0.375, 'Занятие', '?', 'Физика', null, null],
  ]);
  return [
    { buffer: users, filename: 'люди.xlsx', contentType: XLSX },
    { buffer: badUsers, filename: 'люди.xlsx', contentType: XLSX },
    { buffer: lessons, filename: 'расписание.xlsx', contentType: XLSX },
  ];
}

function send(server: Server, request: FuzzRequest, tokens: Tokens): supertest.Test {
  let call = supertest(server)[request.method](request.url).timeout({ response: ANSWER_WITHIN_MS, deadline: ANSWER_WITHIN_MS });
  const token = tokens[request.caller];
  if (token) call = call.set(bearer(token));
  const { body } = request;
  if (!body) return call;
  if (body.kind === 'json') return call.set('Content-Type', 'application/json').send(JSON.stringify(body.value) ?? 'null');
  if (body.kind === 'raw') return call.set('Content-Type', 'application/json').send(body.text);
  for (const [name, value] of body.fields) call = call.field(name, value);
  if (body.file) call = call.attach('file', body.file.buffer, { filename: body.file.filename, contentType: body.file.contentType });
  return call;
}

/** What is wrong with an answer, or null. */
function problemOf(response: supertest.Response): string | null {
  if (response.status >= 500) return `${response.status}`;
  if (response.status < 400) return null;
  const message: unknown = response.body?.message;
  if (!response.type.includes('json') || typeof message !== 'string' || message === '') return `${response.status} without a JSON message`;
  if (!/[А-Яа-яЁё]/.test(message)) return `${response.status} with a message not in Russian`;
  if (message === INVALID_VALUE_MESSAGE) return `${response.status} from the database's safety net: validation let the value through`;
  return null;
}

const excerpt = (value: unknown, max = 300): string => {
  const textOf = typeof value === 'string' ? value : JSON.stringify(value);
  return textOf === undefined ? '' : textOf.length > max ? `${textOf.slice(0, max)}…` : textOf;
};

interface Failure {
  problem: string;
  request: FuzzRequest;
  answer: string;
  log: string[];
}

describe('fuzz: every operation of the OpenAPI document', () => {
  it(
    `answers no 5xx, every 4xx as JSON in Russian, and within ${ANSWER_WITHIN_MS / 1000} s (${RUNS} requests, FUZZ_SEED=${SEED}, ${driver})`,
    async () => {
      const app = createApp({ db: t.db, config: t.config, logger, loginLimiter: new LoginRateLimiter() });
      const document = await supertest(app).get('/api/openapi.json');
      expect(document.status).toBe(200);
      const all: FuzzOperation[] = operationsOf((document.body as { paths: OpenApiPaths }).paths);
      expect(all.length).toBeGreaterThan(100);
      // FUZZ_ONLY='schedule' (a regular expression over 'GET /api/…') narrows the run while a cause is hunted.
      const operations = ONLY ? all.filter((operation) => ONLY.test(operation.name)) : all;
      expect(operations.length).toBeGreaterThan(0);

      // One server for the run (supertest(app) would start one per request).
      const server = app.listen(0);
      let tokens = await seed();
      let sent = 0;
      let stale = false;
      const started = Date.now();
      const failures = new Map<string, Failure & { count: number }>();
      const statuses = new Map<number, number>();
      const succeeded = new Set<string>();
      const timing = new Map<string, number>();
      const cleanRefused = new Map<string, number>();

      try {
        await fc.assert(
          fc.asyncProperty(requestOf(operations, await spreadsheets()), async (request) => {
            if (stale || (sent > 0 && sent % RESEED_EVERY === 0)) {
              await emptyDatabase(t.db);
              tokens = await seed();
              stale = false;
            }
            sent += 1;
            logged.length = 0;
            let response: supertest.Response;
            const requestStarted = Date.now();
            try {
              response = await send(server, request, tokens);
              if (VERBOSE) timing.set(request.operation, (timing.get(request.operation) ?? 0) + Date.now() - requestStarted);
            } catch (error) {
              const timedOut = typeof error === 'object' && error !== null && 'timeout' in error;
              // The server stopped answering: nothing after this request means anything.
              throw new Error(
                `${timedOut ? `no answer within ${ANSWER_WITHIN_MS} ms` : String(error)}: ${request.method.toUpperCase()} ${excerpt(request.url)}`,
                {
                  cause: error,
                },
              );
            }
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            // A role's token refused (its user banned, deleted or given other roles): seed again before the next request.
            if (
              response.status === 401 &&
              tokens[request.caller] &&
              request.caller !== 'bad-token' &&
              !request.url.startsWith('/api/auth/')
            )
              stale = true;
            if (VERBOSE && request.clean && response.status >= 400) {
              const key = `${request.operation} ${response.status} ${response.body?.message}`;
              cleanRefused.set(key, (cleanRefused.get(key) ?? 0) + 1);
            }
            if (response.status < 300) succeeded.add(request.operation);
            const problem = problemOf(response);
            if (problem) {
              const key = `${request.operation} → ${problem}: ${excerpt(response.body?.message ?? response.text, 120)}`;
              const known = failures.get(key);
              if (known) known.count += 1;
              else failures.set(key, { problem, request, answer: excerpt(response.body ?? response.text), log: [...logged], count: 1 });
            }
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
      } finally {
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }

      const seconds = (Date.now() - started) / 1000;
      if (VERBOSE || failures.size > 0) {
        const byStatus = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
        console.log(
          `fuzz: ${sent} requests in ${seconds.toFixed(1)} s (seed ${SEED}); statuses ${byStatus.join(', ')}; ` +
            `${succeeded.size}/${operations.length} operations answered 2xx at least once`,
        );
        if (VERBOSE) {
          const top = (map: Map<string, number>) =>
            [...map.entries()]
              .sort(([, a], [, b]) => b - a)
              .slice(0, 20)
              .map(([key, n]) => `  ${n} ${key}`);
          console.log(['clean requests refused most:', ...top(cleanRefused), 'slowest operations (ms in all):', ...top(timing)].join('\n'));
        }
      }
      const report = [...failures.entries()].map(
        ([key, failure]) =>
          `${key} (×${failure.count})\n    ${failure.request.caller} ${failure.request.method.toUpperCase()} ${excerpt(failure.request.url, 200)}` +
          `${failure.request.body ? `\n    body: ${excerpt(failure.request.body, 300)}` : ''}\n    answer: ${failure.answer}` +
          `${failure.log.length > 0 ? `\n    log: ${failure.log.map((line) => excerpt(line, 400)).join(' | ')}` : ''}`,
      );
      expect(report).toEqual([]);
      // A fuzz that only ever hears 400 and 403 tests little: enough requests must get through.
      const ok = [...statuses.entries()].filter(([status]) => status < 300).reduce((sum, [, n]) => sum + n, 0);
      if (sent >= 500 && !ONLY) {
        expect(ok / sent).toBeGreaterThan(0.1);
        expect(succeeded.size / operations.length).toBeGreaterThan(0.5);
      }
    },
    // About 7 ms of CPU a request on PGlite; generous for a busy CI machine.
    60_000 + RUNS * 100,
  );
});
