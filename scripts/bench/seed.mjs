// npm run bench:seed — writes the bench data set into the PostgreSQL database of DATABASE_URL:
// 200 teachers, 5 000 students, 1 000 000 achievements over three school years, 50 000
// difficulties, and the timetable (seed-timetable.mjs: 10 branches, 100 cabinets, 3 000 weekly
// lessons, 30 000 student places), the same on every run (seeded PRNG), and the attendance journal
// of those lessons (seed-journal.mjs: 35 weeks ending yesterday, about 1 000 000 marks) with its money
// (seed-money.mjs: pay rates, every student's payments). Needs the API built (npx tsc -b api): its
// migrations run first, and its password hashing makes the logins.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench [ADMIN_USERNAME=admin] [ADMIN_PASSWORD=…] npm run bench:seed [-- --reset]
//
// A database that already has users is left alone unless --reset is given (which empties the
// portal's tables first). Rows go in as multi-row INSERT … SELECT unnest($arrays) batches; the
// achievement roll-up trigger is off during the load and the roll-ups are rebuilt once at the end.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ARCHIVED_EVERY,
  CHECK_TYPE_WEIGHTS,
  CHECK_TYPES,
  COMMENTS,
  COUNTS,
  DEFAULT_ADMIN,
  DIFFICULTY_NOTES,
  FEMALE_NAMES,
  femaleSurname,
  FIRST_SCHOOL_YEAR,
  MALE_NAMES,
  PATRONYMIC_STEMS,
  prng,
  SCHOOL_YEARS,
  SEED,
  SUBJECTS,
  SURNAMES,
  TOPICS,
  USER_PASSWORD,
} from './data.mjs';
import { seedAudit } from './seed-audit.mjs';
import { seedJournal } from './seed-journal.mjs';
import { seedMoney } from './seed-money.mjs';
import { seedTimetable } from './seed-timetable.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const BATCH = 20_000;

function loadApi() {
  try {
    return {
      client: require(path.join(ROOT, 'api/dist/db/client.js')),
      migrate: require(path.join(ROOT, 'api/dist/db/migrate.js')),
      passwords: require(path.join(ROOT, 'api/dist/auth/passwords.js')),
      common: require(path.join(ROOT, 'common/dist/index.js')),
    };
  } catch (error) {
    console.error(`The API is not built (${error.message}). Build it first: npx tsc -b api`);
    process.exit(1);
  }
}

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error('DATABASE_URL must name a PostgreSQL database, e.g. postgres://postgres@127.0.0.1:5432/bench');
  process.exit(1);
}
const reset = process.argv.includes('--reset');
const started = Date.now();
const log = (message) => console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${message}`);

const api = loadApi();
const handle = await api.client.createDatabase({ url });
const pool = handle.client;

try {
  await api.migrate.runMigrations(handle);
  log('migrations applied');

  const { rows: existing } = await pool.query('select count(*)::int as n from users');
  if (existing[0].n > 0) {
    if (!reset) {
      console.error(`The database already has ${existing[0].n} users. Run with --reset to empty it and seed again.`);
      process.exit(1);
    }
    // One simple query, so one transaction: the audit refuses TRUNCATE (migration 0017) but for this one.
    await pool.query(`alter table audit_records disable trigger append_only_audit_records_truncate;
      truncate users, user_roles, refresh_sessions, subjects, achievements, difficulties,
      achievement_counts, achievement_days, achievement_day_totals, achievement_teacher_days, achievement_student_years,
      achievement_teacher_student_years, filials, filial_info, cabinets, classes, class_teachers, class_subjects,
      group_types, services, schedules, schedule_students, journal_occurrences, attendance_marks, attendance_day_totals, days_off,
      audit_records restart identity cascade;
      alter table audit_records enable trigger append_only_audit_records_truncate`);
    log('emptied (--reset)');
  }

  const random = prng(SEED);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const int = (min, max) => min + Math.floor(random() * (max - min + 1));
  const weighted = (items, weights) => {
    const total = weights.reduce((a, b) => a + b, 0);
    let r = random() * total;
    for (let i = 0; i < items.length; i += 1) {
      r -= weights[i];
      if (r < 0) return items[i];
    }
    return items[items.length - 1];
  };

  // ——— users: the admin (id 1), teachers (2…201), students (202…5201) ———
  const adminUsername = process.env.ADMIN_USERNAME || DEFAULT_ADMIN.username;
  const adminPassword = process.env.ADMIN_PASSWORD || DEFAULT_ADMIN.password;
  const [adminHash, userHash] = await Promise.all([api.passwords.hashPassword(adminPassword), api.passwords.hashPassword(USER_PASSWORD)]);

  const users = [
    {
      id: 1,
      username: adminUsername,
      hash: adminHash,
      first: 'Суперадмин',
      second: 'Администратор',
      last: null,
      male: 'M',
      subject: null,
      role: 'ADMIN',
    },
  ];
  const person = () => {
    const male = random() < 0.5;
    const stem = pick(SURNAMES);
    return {
      male: male ? 'M' : 'F',
      second: male ? stem : femaleSurname(stem),
      first: male ? pick(MALE_NAMES) : pick(FEMALE_NAMES),
      last: `${pick(PATRONYMIC_STEMS)}${male ? 'ич' : 'на'}`,
    };
  };
  const teacherSubjects = [];
  for (let i = 0; i < COUNTS.teachers; i += 1) {
    const subject = SUBJECTS[i % SUBJECTS.length];
    teacherSubjects.push(subject);
    users.push({ id: users.length + 1, username: `teacher${i + 1}`, hash: userHash, ...person(), subject, role: 'TEACHER' });
  }
  for (let i = 0; i < COUNTS.students; i += 1) {
    users.push({ id: users.length + 1, username: `student${i + 1}`, hash: userHash, ...person(), subject: null, role: 'STUDENT' });
  }
  await pool.query(
    `insert into users (id, username, password_hash, first_name, second_name, last_name, subject, male, created_at)
     overriding system value
     select *, timestamptz '2022-08-15 09:00:00+03' from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])`,
    [
      users.map((u) => u.id),
      users.map((u) => u.username),
      users.map((u) => u.hash),
      users.map((u) => u.first),
      users.map((u) => u.second),
      users.map((u) => u.last),
      users.map((u) => u.subject),
      users.map((u) => u.male),
    ],
  );
  await pool.query(`select setval(pg_get_serial_sequence('users', 'id'), $1)`, [users.length]);
  await pool.query(
    `insert into user_roles (user_id, role, position) select id, role, 0 from unnest($1::int[], $2::text[]) as r(id, role)`,
    [users.map((u) => u.id), users.map((u) => u.role)],
  );
  await pool.query(`insert into subjects (name) select unnest($1::text[])`, [SUBJECTS]);
  log(
    `users: 1 admin (${adminUsername}), ${COUNTS.teachers} teachers, ${COUNTS.students} students; every other password "${USER_PASSWORD}"`,
  );

  // Each teacher teaches a fixed group of students; every student has teachers.
  const teacherIds = users.filter((u) => u.role === 'TEACHER').map((u) => u.id);
  const studentIds = users.filter((u) => u.role === 'STUDENT').map((u) => u.id);
  const rosters = teacherIds.map(() => []);
  studentIds.forEach((id, i) => {
    for (let k = 0; k < 6; k += 1) rosters[(i * 7 + k * 37) % teacherIds.length].push(id);
  });

  // School days: Monday to Saturday; summer (June–August) days a fifth as likely.
  const days = [];
  const weights = [];
  for (
    let d = new Date(Date.UTC(FIRST_SCHOOL_YEAR, 8, 1));
    d < new Date(Date.UTC(FIRST_SCHOOL_YEAR + SCHOOL_YEARS, 8, 1));
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    if (d.getUTCDay() === 0) continue;
    days.push(d.toISOString().slice(0, 10));
    weights.push([5, 6, 7].includes(d.getUTCMonth()) ? 1 : 5);
  }
  const cumulative = [];
  weights.reduce((sum, w, i) => (cumulative[i] = sum + w), 0);
  const totalWeight = cumulative[cumulative.length - 1];
  const randomDay = () => {
    const r = random() * totalWeight;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] > r) hi = mid;
      else lo = mid + 1;
    }
    return days[lo];
  };
  const createdAfter = (day) => new Date(Date.parse(`${day}T08:00:00Z`) + int(0, 72 * 60) * 60_000).toISOString();

  // Bulk load: no per-row roll-up trigger (rebuilt at the end); foreign-key checks off too when allowed.
  const bulk = await pool.connect();
  try {
    await bulk.query('alter table achievements disable trigger achievements_rollups');
    const replica = await bulk.query('set session_replication_role = replica').then(
      () => true,
      () => false,
    );

    // ——— achievements ———
    for (let start = 0; start < COUNTS.achievements; start += BATCH) {
      const size = Math.min(BATCH, COUNTS.achievements - start);
      const cols = {
        user: [],
        student: [],
        date: [],
        theme: [],
        notes: [],
        points: [],
        max: [],
        type: [],
        subject: [],
        archived: [],
        created: [],
      };
      for (let k = 0; k < size; k += 1) {
        const i = start + k;
        const t = int(0, teacherIds.length - 1);
        const day = randomDay();
        const max = random() < 0.08 ? null : pick([5, 10, 10, 20, 100]);
        cols.user.push(teacherIds[t]);
        cols.student.push(pick(rosters[t]));
        cols.date.push(day);
        cols.theme.push(`${pick(TOPICS)}: ${teacherSubjects[t]}, часть ${int(1, 40)}`);
        cols.notes.push(random() < 0.3 ? pick(COMMENTS) : null);
        cols.max.push(max);
        cols.points.push(max === null ? null : Math.min(max, Math.round(max * (0.35 + 0.65 * random()) * 2) / 2));
        cols.type.push(weighted(CHECK_TYPES, CHECK_TYPE_WEIGHTS));
        cols.subject.push(teacherSubjects[t]);
        cols.archived.push(i % ARCHIVED_EVERY === ARCHIVED_EVERY - 1);
        cols.created.push(createdAfter(day));
      }
      await bulk.query(
        `insert into achievements (user_id, student_id, lesson_date, lesson_theme, notes, points, max_points, check_type, subject, is_archived, created_at)
         select * from unnest($1::int[], $2::int[], $3::date[], $4::text[], $5::text[], $6::numeric[], $7::numeric[], $8::text[], $9::text[], $10::bool[], $11::timestamptz[])`,
        [
          cols.user,
          cols.student,
          cols.date,
          cols.theme,
          cols.notes,
          cols.points,
          cols.max,
          cols.type,
          cols.subject,
          cols.archived,
          cols.created,
        ],
      );
      if ((start + size) % 100_000 === 0) log(`achievements: ${start + size}`);
    }

    // ——— difficulties ———
    for (let start = 0; start < COUNTS.difficulties; start += BATCH) {
      const size = Math.min(BATCH, COUNTS.difficulties - start);
      const cols = { user: [], student: [], notes: [], archived: [], created: [] };
      for (let k = 0; k < size; k += 1) {
        const t = int(0, teacherIds.length - 1);
        cols.user.push(teacherIds[t]);
        cols.student.push(pick(rosters[t]));
        cols.notes.push(pick(DIFFICULTY_NOTES));
        cols.archived.push((start + k) % ARCHIVED_EVERY === ARCHIVED_EVERY - 1);
        cols.created.push(createdAfter(randomDay()));
      }
      await bulk.query(
        `insert into difficulties (user_id, student_id, notes, is_archived, created_at)
         select * from unnest($1::int[], $2::int[], $3::text[], $4::bool[], $5::timestamptz[]) order by 5`,
        [cols.user, cols.student, cols.notes, cols.archived, cols.created],
      );
    }
    log(`difficulties: ${COUNTS.difficulties}${replica ? '' : ' (foreign keys were checked: not a superuser)'}`);
  } finally {
    await bulk.query('reset session_replication_role').catch(() => {});
    await bulk.query('alter table achievements enable trigger achievements_rollups');
    bulk.release();
  }

  await seedTimetable(pool, api.common, log);
  await seedMoney(pool, log, await seedJournal(pool, log));
  await seedAudit(pool, log);

  await pool.query('select achievement_rollups_rebuild()');
  log('roll-ups rebuilt');
  // The load ran without triggers: a running server must not answer from what it cached before.
  await pool.query('update answer_versions set achievements = achievements + 1, timetable = timetable + 1');
  await pool.query('vacuum analyze');
  log('vacuum analyze done');

  const { rows: summary } = await pool.query(`select
      (select count(*)::int from achievements) as achievements,
      (select count(*)::int from achievements where is_archived) as archived,
      (select count(*)::int from difficulties) as difficulties,
      (select count(*)::int from achievement_day_totals) as day_totals,
      (select count(*)::int from achievement_teacher_days) as teacher_days,
      (select count(*)::int from schedules) as lessons,
      (select count(*)::int from schedule_students) as places,
      (select count(*)::int from journal_occurrences) as occurrences,
      (select count(*)::int from attendance_marks) as marks,
      (select count(*)::int from payments) as payments,
      (select count(*)::int from audit_records) as audit_records,
      (select pg_size_pretty(pg_database_size(current_database()))) as size`);
  log(`done: ${JSON.stringify(summary[0])}`);
  console.log(`Log in as "${adminUsername}" with ${process.env.ADMIN_PASSWORD ? 'ADMIN_PASSWORD' : `password "${adminPassword}"`}.`);
} finally {
  await handle.close();
}
