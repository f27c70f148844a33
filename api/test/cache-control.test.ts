/**
 * A signed-in caller's answer is theirs alone: every answer of a route that needs a signed-in
 * caller is sent with Cache-Control: no-store — lists, records, errors after the guard, answers
 * from the answer cache and file downloads alike — so no browser cache or proxy keeps it.
 */
import { PUBLIC } from '../src/http/route';
import { bearer, routeDefinitions, useTestApp } from './harness';
import { aTwoBranchTimetable } from './factory';

const t = useTestApp();

/** A path's parameters filled in with values of the right shape (the records may or may not exist). */
const SAMPLE: Record<string, string> = { date: '2026-09-01', day: '1', city: 'Москва' };
const pathOf = (path: string) => `/api${path.replace(/:(\w+)/g, (_match, name: string) => SAMPLE[name] ?? '1')}`;

const noStore = (response: { headers: Record<string, string> }) => response.headers['cache-control'] ?? '';

const signedInGets = routeDefinitions().filter((definition) => definition.method === 'get' && definition.access !== PUBLIC);

describe('Cache-Control: no-store on every signed-in answer', () => {
  it(`when every signed-in GET route (${signedInGets.length}) is called as ADMIN, then every answer — 200, 400 or 404, JSON or a file — says no-store`, async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    await aTwoBranchTimetable(t);
    const missing: string[] = [];
    for (const definition of signedInGets) {
      const response = await t.http().get(pathOf(definition.path)).set(bearer(admin.token)).buffer(true);
      expect([definition.path, response.status < 500]).toEqual([definition.path, true]);
      if (!/\bno-store\b/.test(noStore(response))) missing.push(`${definition.path} ${response.status} ${noStore(response)}`);
    }
    expect(missing).toEqual([]);
    expect(signedInGets.length).toBeGreaterThan(40);
  });

  it('when an answer comes from the answer cache (the second read of a list), then it says no-store too', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    for (let round = 0; round < 2; round += 1) {
      const response = await t.http().get('/api/achivements?page=1&limit=10').set(bearer(admin.token));
      expect(response.status).toBe(200);
      expect(noStore(response)).toBe('no-store');
    }
  });

  it('when the guard refuses (no token, a role without the permission), and when a write answers, then no-store too', async () => {
    const student = await t.createUser({ roles: ['STUDENT'] });
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const anonymous = await t.http().get('/api/users');
    expect(anonymous.status).toBe(401);
    expect(noStore(anonymous)).toBe('no-store');
    const refused = await t.http().get('/api/users').set(bearer(student.token));
    expect(refused.status).toBe(403);
    expect(noStore(refused)).toBe('no-store');
    const created = await t.http().post('/api/subjects').set(bearer(admin.token)).send({ name: 'Астрономия' });
    expect(created.status).toBe(201);
    expect(noStore(created)).toBe('no-store');
    const feed = await t.http().post('/api/calendar/feed').set(bearer(student.token));
    expect(noStore(feed)).toBe('no-store');
    const invalid = await t.http().get('/api/users/abc').set(bearer(admin.token));
    expect(invalid.status).toBe(400);
    expect(noStore(invalid)).toBe('no-store');
  });

  it("when a record is read (a lesson, a person's week), then the answer says no-store, as lists do", async () => {
    const w = await aTwoBranchTimetable(t);
    for (const path of [`/api/schedule/${w.lessons.monday.id}`, `/api/schedule/student/${w.student.id}/week`]) {
      const response = await t.http().get(path).set(bearer(w.admin));
      expect([path, response.status]).toEqual([path, 200]);
      expect(noStore(response)).toBe('no-store');
    }
  });
});
