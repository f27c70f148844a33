import { Writable } from 'node:stream';
import pino from 'pino';
import { newPasswordSchema } from '@diary/common';
import { ensureFirstAdmin } from '../src/modules/users/first-admin';
import { users } from '../src/db/schema';
import { StartupError } from '../src/errors/startup-error';
import { useTestApp } from './harness';

const t = useTestApp();

function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe('first administrator', () => {
  it('when no user exists and no ADMIN_PASSWORD, then admin with a random password is created and printed once', async () => {
    const { logger, lines } = capturingLogger();

    expect(await ensureFirstAdmin(t.db, { adminUsername: 'admin', adminPassword: null }, logger)).toBe('admin');

    expect(lines).toHaveLength(1);
    const password = /password (\S+);/.exec(lines[0] ?? '')?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(lines[0]).toContain('Войдите с логином');
    expect(lines[0]).toContain('Log in as');
    const login = await t.http().post('/api/auth/login').send({ username: 'admin', password });
    expect(login.status).toBe(200);
    const me = await t.http().get('/api/users').set('Authorization', `Bearer ${login.body.accessToken}`);
    expect(me.body.items[0].roles).toEqual([{ value: 'ADMIN', description: 'Суперадмин' }]);
  });

  it('when ADMIN_USERNAME and ADMIN_PASSWORD are set, then they are used and the password is not printed', async () => {
    const { logger, lines } = capturingLogger();
    await ensureFirstAdmin(t.db, { adminUsername: 'chief', adminPassword: 'chief-secret' }, logger);
    expect(lines.join('')).not.toContain('chief-secret');
    expect((await t.http().post('/api/auth/login').send({ username: 'chief', password: 'chief-secret' })).status).toBe(200);
  });

  it('when a user already exists, then nobody is created and nothing is printed', async () => {
    await t.createUser({ roles: ['TEACHER'] });
    const { logger, lines } = capturingLogger();
    expect(await ensureFirstAdmin(t.db, { adminUsername: 'admin', adminPassword: null }, logger)).toBeNull();
    expect(lines).toEqual([]);
    expect(await t.db.select().from(users)).toHaveLength(1);
  });

  it('when two starts race, then only one admin is created', async () => {
    const { logger } = capturingLogger();
    const results = await Promise.all([
      ensureFirstAdmin(t.db, { adminUsername: 'admin', adminPassword: 'secret-1' }, logger),
      ensureFirstAdmin(t.db, { adminUsername: 'admin', adminPassword: 'secret-1' }, logger),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await t.db.select().from(users)).toHaveLength(1);
  });

  it.each([
    ['shorter than 8 characters', 'abc1234'],
    ['one of the most common passwords', 'qwerty123'],
  ])('when ADMIN_PASSWORD is %s, then start is refused with a one-line message and nobody is created', async (_case, password) => {
    const { logger } = capturingLogger();
    const start = ensureFirstAdmin(t.db, { adminUsername: 'admin', adminPassword: password }, logger);
    await expect(start).rejects.toThrow(StartupError);
    await expect(start).rejects.toThrow(
      /^ADMIN_PASSWORD is refused: it must have at least 8 characters and not be one of the 10,000 most common passwords/,
    );
    await expect(start).rejects.toThrow(/^[^\n]+$/);
    expect(await t.db.select().from(users)).toHaveLength(0);
  });

  it('when no ADMIN_PASSWORD is set, then the generated password passes the password rule', async () => {
    const { logger, lines } = capturingLogger();
    await ensureFirstAdmin(t.db, { adminUsername: 'admin', adminPassword: null }, logger);
    const password = /password (\S+);/.exec(lines[0] ?? '')?.[1] ?? '';
    expect(newPasswordSchema.safeParse(password).success).toBe(true);
  });
});
