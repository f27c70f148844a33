// The yardstick of the list cases (run.mjs starts it): what a naive endpoint of the same list
// costs on the same database — a bare Express app and a pg Pool, no sign-in, no validation, no
// cache. GET /naive/achievements takes the list's page, limit, teacherId and is_archived, reads
// the page (each achievement with its student's and teacher's names, newest lesson first) and
// an exact count(*) of the same filter, both at once, and answers the API's JSON shape
// ({achives, total}, each achievement with the same fields). GET /naive/bytes answers a fixed
// JSON text of BENCH_NAIVE_BYTES bytes: what Express costs to send a cached page's bytes.
// Express is the API's own (api/package.json: 5), not the root's 4 that the dev server brings:
// the yardstick is the framework the API pays for, not an older one's cheaper router.
//
//   DATABASE_URL=postgres://… PORT=3312 [BENCH_NAIVE_BYTES=…] node scripts/bench/naive-list.mjs
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// as the API resolves them: its own Express, the built common package
const requireAsApi = createRequire(path.join(ROOT, 'api/package.json'));
const express = requireAsApi('express');
const { disciplineFormatted, initials, summaryPoints } = requireAsApi('@diary/common');

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, options: '-c jit=off' });
const app = express();
app.set('etag', false);

const PAGE = `select a.id, a.user_id, a.student_id, a.lesson_date::text as lesson_date, a.lesson_theme, a.notes,
    a.points::float8 as points, a.max_points::float8 as max_points, a.check_type, a.subject, a.is_archived, a.created_at,
    s.first_name as s_first, s.second_name as s_second, s.last_name as s_last,
    t.first_name as a_first, t.second_name as a_second, t.last_name as a_last
  from achievements a join users s on s.id = a.student_id join users t on t.id = a.user_id`;

function shape(row) {
  const student = { id: row.student_id, first_name: row.s_first, second_name: row.s_second, last_name: row.s_last };
  const author = { id: row.user_id, first_name: row.a_first, second_name: row.a_second, last_name: row.a_last };
  return {
    id: row.id,
    userId: row.user_id,
    studentId: row.student_id,
    student,
    author,
    authorInitials: initials(author),
    studentInitials: initials(student),
    lessonDate: row.lesson_date,
    lessonTheme: row.lesson_theme,
    notes: row.notes,
    points: row.points,
    maxPoints: row.max_points,
    checkType: row.check_type,
    subject: row.subject,
    isArchived: row.is_archived,
    createdAt: row.created_at.toISOString(),
    discipline: row.subject,
    disciplineFormatted: disciplineFormatted(row.subject, author),
    summaryPoints: summaryPoints(row.points, row.max_points),
  };
}

app.get('/naive/achievements', async (req, res, next) => {
  try {
    const limit = Number(req.query.limit ?? 100);
    const page = Number(req.query.page ?? 1);
    const values = [req.query.is_archived === '1' || req.query.is_archived === 'true'];
    let where = 'a.is_archived = $1';
    if (req.query.teacherId) {
      values.push(Number(req.query.teacherId));
      where += ` and a.user_id = $${values.length}`;
    }
    const [rows, count] = await Promise.all([
      pool.query(`${PAGE} where ${where} order by a.lesson_date desc, a.id desc limit ${limit} offset ${(page - 1) * limit}`, values),
      pool.query(`select count(*)::int as total from achievements a where ${where}`, values),
    ]);
    res.json({ achives: rows.rows.map(shape), total: count.rows[0].total });
  } catch (error) {
    next(error);
  }
});

const bytes = Number(process.env.BENCH_NAIVE_BYTES || 60_000);
const fixed = Buffer.from(JSON.stringify({ achives: [], total: 0, padding: 'x'.repeat(Math.max(0, bytes - 37)) }));
app.get('/naive/bytes', (_req, res) => {
  res.type('json').send(fixed);
});

const server = app.listen(Number(process.env.PORT || 3312), '127.0.0.1', () => console.log(`naive list on ${server.address().port}`));
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => pool.end().then(() => process.exit(0))));
