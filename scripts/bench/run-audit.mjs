// The audit group of npm run bench (--only=audit): the list filtered by one record and by one
// teacher over a year (wrk, one connection), and the two writes whose cost the audit adds to:
// creating an achievement (deleted again afterwards) and moving a lesson (timetableWrites).
import { send, timed, timetableWrites } from './run-timetable.mjs';

export const AUDIT_TARGETS = {
  list: 'p50 < 20 ms',
  writes: 'p50 ≤ 115 % of before',
};

const DAY_MS = 86_400_000;
const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);

export async function auditCases(api, token) {
  // a teacher's latest change of an achievement (the bench's own writes are the administrator's creates)
  const [recent] = (await api.getJson(token, '/api/audit?entity=achievement&action=update&limit=1')).items;
  if (!recent) throw new Error('no audit records: seed the database first (npm run bench:seed)');
  const byTeacher = (await api.getJson(token, `/api/audit?actorId=${recent.actor.id}&limit=1`)).total;
  const [from, to] = [isoDay(Date.now() - 365 * DAY_MS), isoDay(Date.now())];
  const c1 = { group: 'audit', connections: 1, target: AUDIT_TARGETS.list };
  return [
    { ...c1, name: `audit of achievement #${recent.entityId}, -c1`, url: `/api/audit?entity=achievement&entityId=${recent.entityId}` },
    {
      ...c1,
      name: `audit by teacher #${recent.actor.id} over a year (of ${byTeacher}), page of 50, -c1`,
      url: `/api/audit?actorId=${recent.actor.id}&from=${from}&to=${to}`,
    },
    { ...c1, name: 'audit, every record, page of 50, -c1', url: '/api/audit', target: '' },
  ];
}

/** Creating an achievement (one at a time, 100, deleted afterwards) and moving a lesson (100). */
export async function auditWrites(api, token) {
  const [model] = (await api.getJson(token, '/api/achivements?limit=1')).achives;
  const body = {
    userId: model.userId,
    studentId: model.studentId,
    lessonDate: model.lessonDate,
    lessonTheme: 'bench: audit',
    checkType: model.checkType,
    subject: model.subject,
    maxPoints: 10,
    points: 7,
  };
  const made = [];
  const creates = await timed(
    Array.from({ length: 100 }, () => async () => {
      const result = await send(api, token, 'POST', '/api/achivements/create', body);
      if (result.json?.id) made.push(result.json.id);
      return result;
    }),
    201,
  );
  for (const id of made) await send(api, token, 'DELETE', `/api/achivements/${id}`);
  const [, move] = await timetableWrites(api, token);
  return [{ name: `create an achievement, one at a time (${creates.n})`, ...creates }, move];
}
