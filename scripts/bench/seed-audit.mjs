// The audit part of npm run bench:seed (last): COUNTS.auditRecords records of who changed what,
// spread evenly over AUDIT_YEARS years up to the load, made in SQL a batch at a time. Three in four
// are the teachers' achievements (their create and later updates), the rest the administrator's
// lessons, users and classes: the list's filters then find a record's few and a teacher's
// thousands, as they would in a centre after two years.
import { AUDIT_YEARS, COUNTS } from './data.mjs';

const BATCH = 100_000;

/**
 * @param db a pg Pool or client
 * @param log progress lines
 */
export async function seedAudit(db, log) {
  const { rows } = await db.query(`select
      (select array_agg(u.id order by u.id) from users u join user_roles r on r.user_id = u.id and r.role = 'TEACHER') as teachers,
      (select min(u.id) from users u join user_roles r on r.user_id = u.id and r.role = 'ADMIN') as admin,
      (select max(id) from achievements) as achievements,
      (select max(id) from schedules) as lessons,
      (select max(id) from users) as users`);
  const { teachers, admin, achievements, lessons, users } = rows[0];
  for (let from = 0; from < COUNTS.auditRecords; from += BATCH) {
    const to = Math.min(from + BATCH, COUNTS.auditRecords);
    // n runs over the whole set so that `at` rises with it: the newest are the last made
    await db.query(
      `insert into audit_records (at, tx, actor_id, actor_name, actor_role, action, entity, entity_id, changes)
       select now() - make_interval(secs => ($2::bigint - n) * $3::double precision),
              0, a.id, a.name, a.role, k.action, k.entity, k.entity_id, k.changes
       from generate_series($1::bigint, $4::bigint - 1) n
       cross join lateral (select n % 4 <> 3 as teacher) w
       cross join lateral (select
           case when w.teacher then ($5::int[])[1 + n % cardinality($5::int[])] else $6::int end as id,
           case when w.teacher then 'Учитель ' || (n % cardinality($5::int[])) else 'Администратор' end as name,
           case when w.teacher then 'TEACHER' else 'ADMIN' end as role) a
       cross join lateral (select
           case when w.teacher then case when n % 3 = 0 then 'create' else 'update' end
                else (array['update', 'move', 'create', 'archive', 'roles'])[1 + n % 5] end as action,
           case when w.teacher then 'achievement' else (array['lesson', 'lesson', 'user', 'user', 'class'])[1 + n % 5] end as entity,
           1 + (n * 7919) % (case when w.teacher then $7::int when n % 5 < 2 then $8::int else $9::int end) as entity_id,
           jsonb_build_object('points', jsonb_build_array(n % 10, (n + 3) % 10)) as changes) k`,
      [from, COUNTS.auditRecords, (AUDIT_YEARS * 365 * 86_400) / COUNTS.auditRecords, to, teachers, admin, achievements, lessons, users],
    );
    log(`audit: ${to} records`);
  }
}
