/**
 * The refresh cookie is Secure whenever the configured public address (PUBLIC_URL) is https —
 * whatever terminates TLS in front of the API — and never because of a header a client can send.
 */
import supertest from 'supertest';
import { createApp } from '../src/app';
import type { Config } from '../src/config';
import { silentLogger, useTestApp } from './harness';

const t = useTestApp();

function appWith(config: Partial<Config>) {
  return supertest(createApp({ db: t.db, config: { ...t.config, ...config }, logger: silentLogger }));
}

async function refreshCookie(config: Partial<Config>, headers: Record<string, string> = {}): Promise<string> {
  const user = await t.createUser({ roles: ['TEACHER'] });
  const response = await appWith(config).post('/api/auth/login').set(headers).send({ username: user.username, password: user.password });
  expect(response.status).toBe(200);
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const cookie = cookies.find((line) => line.startsWith('refreshToken='));
  expect(cookie).toBeDefined();
  return cookie!;
}

const isSecure = (cookie: string) => cookie.split(';').some((part) => part.trim().toLowerCase() === 'secure');

describe('the refresh cookie and PUBLIC_URL', () => {
  it('when PUBLIC_URL is https, then the cookie is Secure although the API itself is reached over http (behind a TLS proxy)', async () => {
    const cookie = await refreshCookie({ publicUrl: 'https://diary.example.ru' });
    expect(isSecure(cookie)).toBe(true);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/auth/);
  });

  it('when PUBLIC_URL is unset or http, then the cookie is not Secure (the browser would drop it on http://localhost)', async () => {
    expect(isSecure(await refreshCookie({ publicUrl: null }))).toBe(false);
    expect(isSecure(await refreshCookie({ publicUrl: 'http://192.168.1.10:8080' }))).toBe(false);
  });

  it('when the session ends (logout), then the cookie is cleared with the same Secure flag', async () => {
    const app = appWith({ publicUrl: 'https://diary.example.ru' });
    const response = await app.post('/api/auth/logout');
    const cleared = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((line) => line.startsWith('refreshToken='));
    expect(cleared).toBeDefined();
    expect(isSecure(cleared!)).toBe(true);
  });

  it('when a client claims https in X-Forwarded-Proto without PUBLIC_URL, then that does not decide it', async () => {
    expect(isSecure(await refreshCookie({ publicUrl: null, trustProxy: false }, { 'X-Forwarded-Proto': 'https' }))).toBe(false);
  });
});
