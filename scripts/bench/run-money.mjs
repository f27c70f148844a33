// The money group of npm run bench (--only=money): wrk cases (one connection) for a month's pay of
// every teacher — the last month that has ended, open, and the journal's first whole month, closed
// (closed here if it is not, reopened at the end) —, the busiest teacher's month, a student's balance
// and a page of debtors; then, one request at a time, marking lessons of 10 students with their
// charges (run-journal.mjs's case: everyone present, then their own marks back), recording payments
// (deleted afterwards) and closing and reopening a month. The data set stays as seeded.
import { performance } from 'node:perf_hooks';
import { journalDates, journalMarking } from './run-journal.mjs';
import { send, timed } from './run-timetable.mjs';

export const MONEY_TARGETS = {
  month: 'p50 ≤ 100 ms',
  teacher: 'p50 ≤ 20 ms',
  balance: 'p50 ≤ 10 ms',
  debtors: 'p50 ≤ 50 ms',
  mark: 'p50 ≤ 15 ms',
  writes: '',
};

const monthOf = (date) => date.slice(0, 7);
const nextMonth = (month) => {
  const [year, number] = month.split('-').map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
};

/** The last month that has ended, and the journal's first whole month (the one after its first day's). */
function benchMonths() {
  const { today, first } = journalDates();
  const [year, number] = monthOf(today).split('-').map(Number);
  const lastEnded = number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
  return { lastEnded, firstWhole: nextMonth(monthOf(first)) };
}

/** What the cases read: the months, the busiest teacher of the last month, the largest debtor. */
async function subjects(api, token) {
  const months = benchMonths();
  const pay = await api.getJson(token, `/api/salary?month=${months.lastEnded}`);
  if (!pay.items.length) throw new Error('no pay in the last month: seed the database first (npm run bench:seed)');
  const busiest = pay.items.reduce((best, line) => (line.lessons > best.lessons ? line : best));
  const [debtor] = (await api.getJson(token, '/api/balance/debtors?limit=1')).items;
  if (!debtor) throw new Error('no debtors: seed the database first (npm run bench:seed)');
  return { months, pay, busiest, debtor };
}

/**
 * Closes the journal's first whole month for the closed month's case unless it is closed already;
 * the answer's `undo` reopens it (run.mjs calls it at the end), so the data set stays as it was.
 */
export async function closeFirstMonth(api, token) {
  const { firstWhole } = benchMonths();
  const before = await api.getJson(token, `/api/salary?month=${firstWhole}`);
  if (before.closed) return { undo: async () => undefined };
  const closed = await send(api, token, 'POST', '/api/salary/close', { month: firstWhole });
  if (closed.status !== 200) throw new Error(`closing ${firstWhole}: ${closed.status} ${closed.text}`);
  return { undo: (undoToken) => send(api, undoToken, 'POST', '/api/salary/reopen', { month: firstWhole }) };
}

export async function moneyCases(api, token) {
  const { months, pay, busiest, debtor } = await subjects(api, token);
  const c1 = { group: 'money', connections: 1 };
  return [
    {
      ...c1,
      name: `pay of ${months.lastEnded}, every teacher (${pay.items.length}; open), -c1`,
      url: `/api/salary?month=${months.lastEnded}`,
      target: MONEY_TARGETS.month,
    },
    {
      ...c1,
      name: `pay of ${months.firstWhole}, every teacher (closed), -c1`,
      url: `/api/salary?month=${months.firstWhole}`,
      target: MONEY_TARGETS.month,
    },
    {
      ...c1,
      name: `pay of teacher #${busiest.teacher.id} in ${months.lastEnded} (${busiest.lessons} lessons), -c1`,
      url: `/api/salary/teacher/${busiest.teacher.id}?month=${months.lastEnded}`,
      target: MONEY_TARGETS.teacher,
    },
    {
      ...c1,
      name: `balance of student #${debtor.student.id} (a year of charges and payments), -c1`,
      url: `/api/balance/student/${debtor.student.id}`,
      target: MONEY_TARGETS.balance,
    },
    { ...c1, name: 'debtors, page of 50 with the total, -c1', url: '/api/balance/debtors?page=1&limit=50', target: MONEY_TARGETS.debtors },
  ];
}

const sorted = (values) => [...values].sort((a, b) => a - b);

/**
 * One request at a time: marking lessons of 10 students with their charges, 100 payments (deleted
 * afterwards), and closing and reopening the last month that has ended (5 times each, in turn,
 * leaving it as it was).
 */
export async function moneyWrites(api, token) {
  const marking = await journalMarking(api, token);
  const { debtor, months } = await subjects(api, token);
  const { today } = journalDates();
  const made = [];
  const payments = await timed(
    Array.from({ length: 100 }, () => async () => {
      const result = await send(api, token, 'POST', '/api/payments', {
        studentId: debtor.student.id,
        amount: 0.01,
        date: today,
        method: 'cash',
        comment: 'bench: payment',
      });
      if (result.json?.id) made.push(result.json.id);
      return result;
    }),
    201,
  );
  for (const id of made) await send(api, token, 'DELETE', `/api/payments/${id}`);

  const wasClosed = (await api.getJson(token, `/api/salary?month=${months.lastEnded}`)).closed;
  const acts = { close: { ms: [], failures: [] }, reopen: { ms: [], failures: [] } };
  for (let i = 0; i < 5; i += 1) {
    for (const act of wasClosed ? ['reopen', 'close'] : ['close', 'reopen']) {
      const started = performance.now();
      const result = await send(api, token, 'POST', `/api/salary/${act}`, { month: months.lastEnded });
      acts[act].ms.push(performance.now() - started);
      if (result.status !== 200) acts[act].failures.push(`${result.status} ${result.json?.message ?? ''}`);
    }
  }
  return [
    { ...marking, name: marking.name.replace('10 students', '10 students with their charges'), target: MONEY_TARGETS.mark },
    { ...payments, name: `record a payment, one at a time (${payments.n})`, target: MONEY_TARGETS.writes },
    ...['close', 'reopen'].map((act) => ({
      name: `${act} ${months.lastEnded} (every teacher's held lessons), one at a time (5)`,
      p50: sorted(acts[act].ms)[2],
      p90: sorted(acts[act].ms)[4],
      failures: acts[act].failures,
      target: MONEY_TARGETS.writes,
    })),
  ];
}
