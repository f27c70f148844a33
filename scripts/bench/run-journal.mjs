// The journal group of npm run bench (--only=journal): wrk cases for a branch's day and every
// branch's day, the registers not taken over the school year, a student's year and the `att`
// statistics by day; then marking lessons of 10 students one at a time (each register is put back
// as it was, so the data set stays as seeded). The export is timed by run.mjs (journalExportUrl).
import { BENCH_FILIAL_ID, JOURNAL } from './data.mjs';
import { send, timed } from './run-timetable.mjs';

export const JOURNAL_TARGETS = {
  branchDay: 'p50 ≤ 20 ms',
  allDay: 'p50 ≤ 40 ms',
  mark: 'p50 ≤ 15 ms',
  unmarked: 'p50 ≤ 50 ms',
  student: 'p50 ≤ 15 ms',
  att: 'p50 ≤ 30 ms',
  export: '< 10 s, < 300 MB',
};

const DAY_MS = 86_400_000;
const shift = (date, days) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The centre's date today (Europe/Moscow, the default CENTRE_TIME_ZONE) and the journal's school year up to it. */
export function journalDates() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: process.env.CENTRE_TIME_ZONE || 'Europe/Moscow' }).format(new Date());
  return { today, yesterday: shift(today, -1), first: shift(today, -JOURNAL.weeks * 7) };
}

/** The month of marks the export case writes: the 30 days up to yesterday, every branch. */
export function journalExportUrl() {
  const { yesterday } = journalDates();
  return `/api/journal/export.xlsx?from=${shift(yesterday, -29)}&to=${yesterday}`;
}

/** The latest day before today on which the bench branch had marked lessons. */
async function markedDay(api, token) {
  const { yesterday } = journalDates();
  for (let date = yesterday, tries = 0; tries < 14; date = shift(date, -1), tries += 1) {
    const day = await api.getJson(token, `/api/journal/day?date=${date}&filialId=${BENCH_FILIAL_ID}`);
    const marked = day.lessons.filter((o) => o.marked && o.students.length >= 10);
    if (marked.length) return { date, lessons: day.lessons.length, marked };
  }
  throw new Error('no marked lessons in the last two weeks: seed the database first (npm run bench:seed)');
}

export async function journalCases(api, token) {
  const { today, first } = journalDates();
  const day = await markedDay(api, token);
  const all = await api.getJson(token, `/api/journal/day?date=${day.date}`);
  const student = day.marked[0].students[0];
  const unmarked = await api.getJson(token, `/api/journal/unmarked?from=${first}&to=${today}&limit=100`);
  const c1 = { group: 'journal', connections: 1 };
  return [
    {
      ...c1,
      name: `journal day of branch #${BENCH_FILIAL_ID} (${day.lessons} lessons), -c1`,
      url: `/api/journal/day?date=${day.date}&filialId=${BENCH_FILIAL_ID}`,
      target: JOURNAL_TARGETS.branchDay,
    },
    {
      ...c1,
      name: `journal day of every branch (${all.lessons.length} lessons), -c1`,
      url: `/api/journal/day?date=${day.date}`,
      target: JOURNAL_TARGETS.allDay,
    },
    {
      ...c1,
      name: `registers not taken, ${JOURNAL.weeks} weeks, every branch (${unmarked.total}; page of 100), -c1`,
      url: `/api/journal/unmarked?from=${first}&to=${today}&limit=100`,
      target: JOURNAL_TARGETS.unmarked,
    },
    {
      ...c1,
      name: `attendance of student #${student.id} over ${JOURNAL.weeks} weeks with summary, -c1`,
      url: `/api/journal/student/${student.id}?from=${first}&to=${today}`,
      target: JOURNAL_TARGETS.student,
    },
    {
      ...c1,
      name: `statistics att over ${JOURNAL.weeks} weeks by day, -c1`,
      url: '/api/statistics',
      method: 'POST',
      body: { startDate: first, endDate: today, grouping: 'day', metric: 'att' },
      target: JOURNAL_TARGETS.att,
    },
  ];
}

/**
 * Marking one lesson of 10 students, one request at a time: every marked lesson of the bench
 * branch's latest day gets everyone present, then its own marks back (both timed).
 */
export async function journalMarking(api, token) {
  const day = await markedDay(api, token);
  const calls = day.marked.flatMap((occurrence) => {
    const url = `/api/journal/${occurrence.lessonId}/${day.date}`;
    const everyonePresent = occurrence.students.map((s) => ({ studentId: s.id, mark: 'present' }));
    const asItWas = occurrence.students
      .filter((s) => s.mark)
      .map((s) => ({ studentId: s.id, mark: s.mark, ...(s.minutesLate === null ? {} : { minutesLate: s.minutesLate }) }));
    return [() => send(api, token, 'PUT', url, { marks: everyonePresent }), () => send(api, token, 'PUT', url, { marks: asItWas })];
  });
  const result = await timed(calls, 200);
  return { name: `mark a lesson of 10 students, one at a time (${result.n})`, ...result };
}
