import { Client } from 'pg';
import type { Test } from 'supertest';
import { bearer, driver, useTestApp } from './harness';
import { aLesson, aWorld, createLesson, type World } from './factory';

/*
 * Every write that puts a lesson into a cabinet or takes one out of it first locks the cabinets
 * involved (lockCabinets), so the writers of one cabinet queue up instead of deadlocking inside
 * the exclusion constraint. Here another connection holds a cabinet's lock: each such write must
 * wait for it, and go through once it is let go. PGlite has a single connection: PostgreSQL only.
 */

const t = useTestApp();
const onPostgres = driver === 'postgres' ? describe : describe.skip;

interface Lessons {
  /** Monday 10:00–11:00 in the first cabinet. */
  here: { id: number };
  /** Tuesday 10:00–11:00 in the other cabinet. */
  there: { id: number };
}

interface Write {
  name: string;
  /** The cabinet whose lock the write has to wait for. */
  cabinet(w: World): number;
  send(w: World, lessons: Lessons): Test;
  status: number;
}

const WRITES: Write[] = [
  {
    name: 'POST /schedule',
    cabinet: (w) => w.cabinet.id,
    send: (w) => createLesson(t, w.admin, { ...w.base, time_start: '12:00' }),
    status: 201,
  },
  {
    name: 'PUT /schedule/:id (time)',
    cabinet: (w) => w.cabinet.id,
    send: (w, { here }) => t.http().put(`/api/schedule/${here.id}`).set(bearer(w.admin)).send({ time_start: '13:00' }),
    status: 200,
  },
  {
    name: 'PUT /schedule/:id (into another cabinet)',
    cabinet: (w) => w.otherCabinet.id,
    send: (w, { here }) => t.http().put(`/api/schedule/${here.id}`).set(bearer(w.admin)).send({ cabinet_id: w.otherCabinet.id }),
    status: 200,
  },
  {
    name: 'POST /schedule/:id/move (out of its cabinet)',
    cabinet: (w) => w.cabinet.id,
    send: (w, { here }) =>
      t
        .http()
        .post(`/api/schedule/${here.id}/move`)
        .set(bearer(w.admin))
        .send({ cabinet_id: w.otherCabinet.id, day_of_week: 3, time_start: '15:00' }),
    status: 200,
  },
  {
    name: 'POST /schedule/swap',
    cabinet: (w) => w.otherCabinet.id,
    send: (w, { here, there }) => t.http().post('/api/schedule/swap').set(bearer(w.admin)).send({ firstId: here.id, secondId: there.id }),
    status: 200,
  },
  {
    name: 'DELETE /schedule/:id/archive',
    cabinet: (w) => w.cabinet.id,
    send: (w, { here }) => t.http().delete(`/api/schedule/${here.id}/archive`).set(bearer(w.admin)),
    status: 200,
  },
];

async function waitersOn(client: Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
  );
  return rows[0]?.n ?? 0;
}

onPostgres('schedule: writes queue on their cabinets’ locks', () => {
  let holder: Client | undefined;
  afterEach(async () => {
    await holder?.end();
    holder = undefined;
  });

  it.each(WRITES.map((write) => [write.name, write] as const))(
    'when another transaction holds the cabinet, then %s waits for it',
    async (_name, write) => {
      const w = await aWorld(t);
      const here = await aLesson(t, w.admin, { ...w.base, time_start: '10:00' });
      const there = await aLesson(t, w.admin, { ...w.base, cabinet_id: w.otherCabinet.id, day_of_week: 2, time_start: '10:00' });

      holder = new Client({ connectionString: t.database.url ?? undefined });
      await holder.connect();
      await holder.query('begin');
      await holder.query('select id from cabinets where id = $1 for no key update', [write.cabinet(w)]);

      let settled = false;
      const response = write.send(w, { here, there }).then((answer) => {
        settled = true;
        return answer;
      });
      // No timing here: until the request is either seen waiting on a lock or answered.
      while (!settled && (await waitersOn(holder)) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(settled).toBe(false);

      await holder.query('commit');
      expect((await response).status).toBe(write.status);
    },
  );
});
