// The timetable group of npm run bench (--only=timetable): wrk cases for one branch's week, the
// conflict check (of a cabinet, and of a teacher and 10 students), a teacher's and a student's own
// week and the teacher's calendar feed; then the race — 50 concurrent POST /api/schedule of lessons
// that all overlap one another in one cabinet's free Sunday evening: exactly one may succeed, the
// others get 409 —, and creates and moves one at a time.
// The race's lessons are deleted afterwards (DELETE /api/schedule/:id/force), so the data set
// stays as seeded.
import { performance } from 'node:perf_hooks';
import { URL } from 'node:url';
import { BENCH_FILIAL_ID, RACE, USER_PASSWORD } from './data.mjs';

export const TIMETABLE_TARGETS = {
  week: 'p50 ≤ 30 ms',
  conflicts: 'p50 ≤ 5 ms',
  race: 'exactly 1 × 201, the rest 409',
  personWeek: 'p50 ≤ 10 ms',
  clashes: 'p50 ≤ 30 ms',
  feed: 'p50 ≤ 20 ms',
  writes: 'p50 ≤ 15 ms',
};

const hhmm = (minutes) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** What the cases need from the seeded branch: its week, its first cabinet and a lesson in it. */
async function benchBranch(api, token) {
  const week = await api.getJson(token, `/api/schedule/filial/${BENCH_FILIAL_ID}/week`);
  const lessons = Object.values(week).flat();
  if (lessons.length === 0) throw new Error(`branch #${BENCH_FILIAL_ID} has no lessons: seed the database first (npm run bench:seed)`);
  const cabinets = await api.getJson(token, `/api/cabinets/filial/${BENCH_FILIAL_ID}`);
  const cabinet = [...cabinets].sort((a, b) => a.id - b.id)[0];
  const monday = lessons
    .filter((l) => l.cabinet_id === cabinet.id && l.day_of_week === 1)
    .sort((a, b) => a.time_start.localeCompare(b.time_start));
  return { lessons, cabinet, lesson: monday[0] ?? lessons[0] };
}

/** A person's own week (GET /api/schedule/teacher|student/:id/week) as a wrk case, named with its lesson count. */
async function personWeekCase(api, token, kind, id) {
  const url = `/api/schedule/${kind}/${id}/week`;
  const lessons = Object.values(await api.getJson(token, url)).flat().length;
  return {
    group: 'timetable',
    url,
    target: TIMETABLE_TARGETS.personWeek,
    name: `week of ${kind} #${id} (${lessons} lessons), -c1`,
    connections: 1,
  };
}

/**
 * The wrk cases (group 'timetable'): the week of one branch and the conflict check (with and
 * without a conflict), each with one connection — what one admin on the board waits for, which
 * the targets are about — and the week and the conflict with BENCH_CONNECTIONS (8) as well; the
 * people's cases (made each time, not cached) are about the branch's busiest teacher.
 */
export async function timetableCases(api, token, connections) {
  const { lessons, cabinet, lesson } = await benchBranch(api, token);
  const check = (time_start) => ({ cabinet_id: cabinet.id, day_of_week: lesson.day_of_week, time_start, duration_minutes: 60 });
  const week = { group: 'timetable', url: `/api/schedule/filial/${BENCH_FILIAL_ID}/week`, target: TIMETABLE_TARGETS.week };
  const overlapping = {
    group: 'timetable',
    url: '/api/schedule/check-conflicts',
    method: 'POST',
    body: check(lesson.time_start),
    target: TIMETABLE_TARGETS.conflicts,
  };
  const free = { ...overlapping, body: { ...check(hhmm(RACE.firstStart)), day_of_week: RACE.day } };
  const weekName = `week of branch #${BENCH_FILIAL_ID} (${lessons.length} lessons)`;
  const checkName = `check-conflicts in cabinet #${cabinet.id}`;
  const busiest = busiestTeacher(lessons);
  const student = lesson.students[0];
  const people = {
    ...overlapping,
    body: { ...check(lesson.time_start), teacher_id: busiest.id, student_ids: lesson.students.map((s) => s.id) },
  };
  const feed = await send(api, await api.login(busiest.username, USER_PASSWORD), 'POST', '/api/calendar/feed');
  if (feed.status !== 200) throw new Error(`POST /api/calendar/feed as ${busiest.username}: ${feed.status} ${feed.text}`);
  return [
    { ...people, name: `check-conflicts with a teacher and ${lesson.students.length} students, -c1`, connections: 1 },
    await personWeekCase(api, token, 'teacher', busiest.id),
    await personWeekCase(api, token, 'student', student.id),
    {
      group: 'timetable',
      name: `calendar feed of teacher #${busiest.id} (${busiest.lessons} lessons), -c1`,
      url: new URL(feed.json.url).pathname,
      connections: 1,
      target: TIMETABLE_TARGETS.feed,
    },
    { ...week, name: `${weekName}, -c1`, connections: 1 },
    { ...week, name: `${weekName}, -c${connections}` },
    { ...overlapping, name: `${checkName}, overlapping, -c1`, connections: 1 },
    { ...overlapping, name: `${checkName}, overlapping, -c${connections}` },
    { ...free, name: `${checkName}, free time, -c1`, connections: 1 },
    {
      group: 'timetable',
      name: `clashes of branch #${BENCH_FILIAL_ID} (the board loads them with the week), -c1`,
      url: `/api/schedule/clashes?filialId=${BENCH_FILIAL_ID}`,
      connections: 1,
      target: TIMETABLE_TARGETS.clashes,
    },
  ];
}

/** The branch's teacher with the most lessons (the seed gives its first teacher 30), with their login. */
function busiestTeacher(lessons) {
  const counts = new Map();
  for (const l of lessons) if (l.teacher) counts.set(l.teacher.id, (counts.get(l.teacher.id) ?? 0) + 1);
  const [id, n] = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
  // The seed's users: the admin is id 1, teacher k is id k + 1 with login "teacher<k>".
  return { id, lessons: n, username: `teacher${id - 1}` };
}

export async function send(api, token, method, url, body) {
  const response = await api.request(`${api.base}${url}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, json, text };
}

/** The race's lessons in the cabinet's Sunday (left over from an interrupted run, or just created). */
async function raceLessons(api, token, cabinetId) {
  const day = await api.getJson(token, `/api/schedule/cabinet/${cabinetId}/day/${RACE.day}`);
  return day.filter((l) => l.comment === RACE.comment);
}

/**
 * 50 concurrent creates of mutually overlapping lessons in one free cabinet time. Returns the
 * result line and whether it passed (exactly one 201, all others 409 with the overlap message,
 * and exactly one lesson in that time afterwards).
 */
export async function timetableRace(api, token) {
  const { cabinet, lesson } = await benchBranch(api, token);
  for (const left of await raceLessons(api, token, cabinet.id)) await send(api, token, 'DELETE', `/api/schedule/${left.id}/force`);
  const window = { cabinet_id: cabinet.id, day_of_week: RACE.day, time_start: hhmm(RACE.firstStart), duration_minutes: RACE.duration };
  const before = await send(api, token, 'POST', '/api/schedule/check-conflicts', window);
  if (before.json?.hasConflicts)
    throw new Error(`the race's time (cabinet #${cabinet.id}, day ${RACE.day}, ${window.time_start}) is not free`);

  const bodies = Array.from({ length: RACE.requests }, (_, i) => ({
    class_id: lesson.class_id,
    subject: lesson.subject,
    cabinet_id: cabinet.id,
    day_of_week: RACE.day,
    // 19:30, 19:35 … 19:55, 60 minutes each: every pair overlaps
    time_start: hhmm(RACE.firstStart + 5 * (i % 6)),
    duration_minutes: RACE.duration,
    comment: RACE.comment,
  }));
  const started = performance.now();
  const results = await Promise.all(bodies.map((body) => send(api, token, 'POST', '/api/schedule', body)));
  const ms = performance.now() - started;

  const byStatus = new Map();
  for (const result of results) {
    const key = result.status === 201 ? '201' : `${result.status} ${result.json?.message ?? result.text.slice(0, 80)}`;
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
  }
  const created = results.filter((r) => r.status === 201);
  const conflicts = results.filter((r) => r.status === 409);
  const after = await raceLessons(api, token, cabinet.id);
  const overlapping = (
    await send(api, token, 'POST', '/api/schedule/check-conflicts', { ...window, time_start: hhmm(RACE.firstStart), duration_minutes: 90 })
  ).json;
  for (const made of after) await send(api, token, 'DELETE', `/api/schedule/${made.id}/force`);

  const passed =
    created.length === 1 &&
    conflicts.length === RACE.requests - 1 &&
    after.length === 1 &&
    overlapping?.conflicts?.length === 1 &&
    after[0].id === created[0].json?.id;
  const summary = [...byStatus].map(([key, n]) => `${n} × ${key}`).join('; ');
  return {
    passed,
    ms,
    line: `${RACE.requests} concurrent creates in cabinet #${cabinet.id}, Sunday ${window.time_start}–: ${summary}; afterwards ${after.length} such lesson (${overlapping?.conflicts?.length ?? '?'} in the time); ${Math.round(ms)} ms in all; cleaned up`,
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/** Times each call in turn (one connection): p50 and p90 in ms, and the statuses that were not `ok`. */
export async function timed(calls, ok) {
  const ms = [];
  const failures = [];
  for (const call of calls) {
    const started = performance.now();
    const result = await call();
    ms.push(performance.now() - started);
    if (result.status !== ok) failures.push(`${result.status} ${result.json?.message ?? ''}`);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p90: percentile(ms, 90), n: ms.length, failures };
}

/**
 * Writes one admin waits for, one at a time: creating a lesson with a class's 10 students, and
 * moving one. Every create takes a free evening half hour (the seeded lessons end by 18:00) of
 * the branch's first cabinet, so none is refused; the lessons are deleted afterwards.
 */
export async function timetableWrites(api, token) {
  const { cabinet, lesson } = await benchBranch(api, token);
  const slots = [];
  for (let day = 1; day <= 7; day += 1) for (let start = 18 * 60; start + 30 <= 24 * 60; start += 30) slots.push({ day, start });
  const body = (slot) => ({
    class_id: lesson.class_id,
    teacher_id: lesson.teacher_id,
    subject: lesson.subject,
    cabinet_id: cabinet.id,
    day_of_week: slot.day,
    time_start: hhmm(slot.start),
    duration_minutes: 30,
    students: lesson.students.map((s) => s.id),
    comment: RACE.comment,
  });
  const made = [];
  const creates = await timed(
    slots.slice(1).map((slot) => async () => {
      const result = await send(api, token, 'POST', '/api/schedule', body(slot));
      if (result.json?.id) made.push(result.json.id);
      return result;
    }),
    201,
  );
  for (const id of made) await send(api, token, 'DELETE', `/api/schedule/${id}/force`);
  const moving = await send(api, token, 'POST', '/api/schedule', body(slots[0]));
  const there = [slots[0], slots[1]];
  const moves = await timed(
    Array.from({ length: 100 }, (_, i) => () => {
      const to = there[(i + 1) % 2];
      return send(api, token, 'POST', `/api/schedule/${moving.json.id}/move`, {
        cabinet_id: cabinet.id,
        day_of_week: to.day,
        time_start: hhmm(to.start),
      });
    }),
    200,
  );
  await send(api, token, 'DELETE', `/api/schedule/${moving.json.id}/force`);
  return [
    { name: `create a lesson with ${lesson.students.length} students, one at a time (${creates.n})`, ...creates },
    { name: `move a lesson with ${lesson.students.length} students, one at a time (${moves.n})`, ...moves },
  ];
}
