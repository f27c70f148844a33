import express from 'express';
import supertest from 'supertest';
import { createApp } from '../src/app';
import { AppError } from '../src/errors/app-error';
import { errorHandler } from '../src/http/error-handler';
import { bearer, silentLogger, testConfig, useTestApp } from './harness';

const t = useTestApp();

describe('GET /api/health', () => {
  it('when the database answers, then 200 {"status":"ok","db":"ok"}', async () => {
    const response = await t.http().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', db: 'ok' });
  });

  it('when the database fails, then 503 {"status":"error","db":"error"}', async () => {
    const brokenDb = {
      execute: () => Promise.reject(new Error('connection refused')),
    } as unknown as typeof t.db;
    const app = createApp({ db: brokenDb, config: testConfig(), logger: silentLogger });
    const response = await supertest(app).get('/api/health');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ status: 'error', db: 'error' });
  });
});

describe('errors', () => {
  it('when an /api path does not exist, then 404 JSON', async () => {
    const response = await t.http().get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Ресурс не найден', code: 'NOT_FOUND' });
  });

  it('when a known path is called with another method, then 404 JSON', async () => {
    const response = await t.http().patch('/api/auth/login');
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('NOT_FOUND');
  });

  it('when the JSON body is malformed, then 400 VALIDATION in Russian', async () => {
    const response = await t.http().post('/api/auth/login').set('Content-Type', 'application/json').send('{"username": ');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Некорректный JSON в теле запроса', code: 'VALIDATION' });
  });

  it('when the body is over 1 MB, then 413', async () => {
    const token = await t.loginAs('ADMIN');
    const response = await t
      .http()
      .post('/api/subjects')
      .set(bearer(token))
      .send({ name: 'x'.repeat(1024 * 1024 + 10) });
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(response.body.message).toMatch(/1 МБ/);
  });

  it('when a body just under 1 MB arrives, then it is parsed (and validated)', async () => {
    const token = await t.loginAs('ADMIN');
    const response = await t
      .http()
      .post('/api/subjects')
      .set(bearer(token))
      .send({ name: 'x'.repeat(1000 * 1000) });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Название не длиннее 100 символов');
  });

  it('when a body is not a JSON object, then 400 with a Russian message', async () => {
    const token = await t.loginAs('ADMIN');
    const response = await t.http().post('/api/subjects').set(bearer(token)).send([1, 2]);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION');
    expect(response.body.message).toMatch(/[а-я]/);
  });

  it('when an id is not a number, then 400 rather than 500', async () => {
    const token = await t.loginAs('ADMIN');
    const response = await t.http().get('/api/users/abc').set(bearer(token));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Ожидается идентификатор',
      code: 'VALIDATION',
      errors: [{ path: 'id', message: 'Ожидается идентификатор' }],
    });
  });

  it('when a handler fails unexpectedly, then 500 INTERNAL without stack or SQL', async () => {
    const app = express();
    app.get('/boom', () => {
      throw new Error('Failed query: select secret from "users" at Object.<anonymous> (/app/x.ts:1:1)');
    });
    app.use(errorHandler(silentLogger));
    const response = await supertest(app).get('/boom');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ message: 'Внутренняя ошибка сервера', code: 'INTERNAL' });
    expect(response.text).not.toMatch(/select|users|\.ts/);
  });

  it('when a unique constraint fails on a write without its own message, then 409 CONFLICT', async () => {
    const app = express();
    app.get('/dup', () => {
      throw Object.assign(new Error('Failed query: insert …'), { cause: Object.assign(new Error('duplicate key'), { code: '23505' }) });
    });
    app.use(errorHandler(silentLogger));
    const response = await supertest(app).get('/dup');
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('CONFLICT');
  });

  it('when an AppError is thrown, then its status, code and message are answered', async () => {
    const app = express();
    app.get('/gone', () => {
      throw new AppError('NOT_FOUND', 'Предмет не найден');
    });
    app.use(errorHandler(silentLogger));
    const response = await supertest(app).get('/gone');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Предмет не найден', code: 'NOT_FOUND' });
  });
});

describe('security headers', () => {
  it('when any response is sent, then helmet headers and the CSP are on it', async () => {
    const response = await t.http().get('/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});
