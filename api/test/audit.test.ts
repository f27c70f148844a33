import { sql } from 'drizzle-orm';
import type { AuditPage, AuditRecord, Lesson, TokenUser } from '@diary/common';
import { inAuditedTransaction, requestScopedDatabase, type AuditLabel } from '../src/db/audited-writes';
import { rowsOf } from '../src/db/client';
import { users } from '../src/db/schema';
import { replaceRoles } from '../src/modules/users/users.repository';
import { insertUser, insertUsers } from '../src/modules/users/users.service';
import { bearer, routeDefinitions, useTestApp, type TestUser } from './harness';
import { isAuditedWrite, isWrite, PUBLIC } from '../src/http/route';
import { AUDIT_FIELDS } from '../src/modules/audit/audit-fields';
import { achievementBody, aLesson, aStudent, aWorld, download, expectStatus, sheetRows, XLSX_TYPE } from './factory';

const t = useTestApp();

async function audit(token: string, query: Record<string, string | number> = {}): Promise<AuditPage> {
  return expectStatus<AuditPage>(t.http().get('/api/audit').query(query).set(bearer(token)), 200);
}

async function historyOf(admin: string, entity: string, entityId: number): Promise<AuditRecord[]> {
  return (await audit(admin, { entity, entityId })).items;
}

const countRecords = async () => (await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from audit_records`))[0]!.n;

describe('audit: every write leaves one record, in its own transaction', () => {
  let admin: TestUser;
  let teacher: TestUser;
  let student: TestUser;

  beforeEach(async () => {
    admin = await t.createUser({ roles: ['ADMIN'], second_name: 'Админов', first_name: 'Пётр', last_name: null });
    teacher = await t.createUser({ roles: ['TEACHER'], second_name: 'Учителев', first_name: 'Иван', last_name: 'Иванович' });
    student = await aStudent(t);
  });

  it("when a teacher creates an achievement and then changes its grade, then two records name them, the second with only the grade's fields", async () => {
    const created = await expectStatus<{ id: number }>(
      t.http().post('/api/achivements/create').set(bearer(teacher.token)).send(achievementBody(student)),
      201,
    );
    await expectStatus(
      t
        .http()
        .put('/api/achivements/update')
        .set(bearer(teacher.token))
        .send({ id: created.id, ...achievementBody(student), points: 9 }),
      200,
    );

    const [update, create] = await historyOf(admin.token, 'achievement', created.id);
    expect(update).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/Z$/),
      actor: { id: teacher.id, fullName: 'Учителев Иван Иванович', role: 'TEACHER' },
      action: 'update',
      entity: 'achievement',
      entityId: created.id,
      changes: { points: [7, 9] },
    });
    expect(create!.action).toBe('create');
    expect(create!.changes).toMatchObject({ lessonTheme: [null, 'Законы Ньютона'], studentId: [null, student.id], points: [null, 7] });
    expect(create!.changes).not.toHaveProperty('id');
    expect(Object.keys(create!.changes).filter((field) => field.includes('_'))).toEqual([]);
  });

  it('when an achievement is archived, restored and deleted, then the actions say so', async () => {
    const { id } = await expectStatus<{ id: number }>(
      t.http().post('/api/achivements/create').set(bearer(teacher.token)).send(achievementBody(student)),
      201,
    );
    await expectStatus(t.http().put(`/api/achivements/${id}`).set(bearer(admin.token)), 200);
    await expectStatus(t.http().delete(`/api/achivements/${id}`).set(bearer(admin.token)), 200);

    const history = await historyOf(admin.token, 'achievement', id);
    expect(history.map((record) => record.action)).toEqual(['delete', 'archive', 'create']);
    expect(history[1]!.changes).toEqual({ isArchived: [false, true] });
    expect(history[0]!.actor).toEqual({ id: admin.id, fullName: 'Админов Пётр', role: 'ADMIN' });
  });

  it('when a write is refused (invalid, forbidden, missing, clashing), then no record is left', async () => {
    const before = await countRecords();
    await expectStatus(t.http().post('/api/achivements/create').set(bearer(teacher.token)).send({}), 400);
    await expectStatus(t.http().post('/api/subjects').set(bearer(teacher.token)).send({ name: 'Физика' }), 403);
    await expectStatus(t.http().delete('/api/achivements/999').set(bearer(admin.token)), 404);
    await expectStatus(t.http().post('/api/subjects').set(bearer(admin.token)).send({ name: 'Физика' }), 201);
    const afterOne = await countRecords();
    expect(afterOne).toBe(before + 1);
    await expectStatus(t.http().post('/api/subjects').set(bearer(admin.token)).send({ name: 'физика' }), 409);
    expect(await countRecords()).toBe(afterOne);
  });

  it('when a lesson write fails half-way (its students clash), then neither the lesson nor a record is left', async () => {
    const world = await aWorld(t);
    await aLesson(t, world.admin, { ...world.base, time_start: '10:00', students: [student.id] });
    const before = await countRecords();
    const refused = await t
      .http()
      .post('/api/schedule')
      .set(bearer(world.admin))
      .send({
        ...world.base,
        class_id: world.otherClass.id,
        cabinet_id: world.otherCabinet.id,
        time_start: '10:30',
        students: [student.id],
      });
    expect(refused.status).toBe(409);
    expect(await countRecords()).toBe(before);
  });

  it('when a user is created with roles, their password changed, roles changed and banned, then each is one record and none holds the password or its hash', async () => {
    const created = await expectStatus<{ id: number }>(
      t
        .http()
        .post('/api/auth/registration')
        .set(bearer(admin.token))
        .send({
          username: 'novikov',
          password: 'Tetrad-Lilac-42',
          first_name: 'Олег',
          second_name: 'Новиков',
          roles: ['STUDENT'],
        }),
      201,
    );
    await expectStatus(t.http().put(`/api/users/${created.id}`).set(bearer(admin.token)).send({ password: 'Another-Lilac-77' }), 200);
    await expectStatus(
      t
        .http()
        .post('/api/users/role')
        .set(bearer(admin.token))
        .send({ userId: created.id, roles: ['TEACHER', 'STUDENT'] }),
      200,
    );
    await expectStatus(t.http().post('/api/users/ban').set(bearer(admin.token)).send({ userId: created.id, reason: 'Ушёл' }), 200);

    const history = await historyOf(admin.token, 'user', created.id);
    expect(history.map((record) => record.action)).toEqual(['ban', 'roles', 'update', 'create']);
    expect(history[3]!.changes).toMatchObject({ username: [null, 'novikov'], roles: [[], ['STUDENT']], password: [null, null] });
    expect(history[2]!.changes).toEqual({ password: [null, null] });
    expect(history[1]!.changes).toEqual({ roles: [['STUDENT'], ['TEACHER', 'STUDENT']] });
    expect(history[0]!.changes).toMatchObject({ banned: [false, true] });
    const text = JSON.stringify(history);
    expect(text).not.toMatch(/Tetrad|Another-Lilac|\$argon|\$2[aby]\$|password_hash|token_version/);
  });

  it('when a lesson is created with students, moved and swapped, then one record each: create with its students, move, swap', async () => {
    const world = await aWorld(t);
    const first = await aLesson(t, world.admin, { ...world.base, time_start: '10:00', students: [student.id] });
    const second = await aLesson(t, world.admin, {
      ...world.base,
      cabinet_id: world.otherCabinet.id,
      class_id: world.otherClass.id,
      time_start: '12:00',
    });
    await expectStatus<Lesson>(
      t
        .http()
        .post(`/api/schedule/${first.id}/move`)
        .set(bearer(world.admin))
        .send({ cabinet_id: world.cabinet.id, day_of_week: 2, time_start: '10:00' }),
      200,
    );
    await expectStatus(t.http().post('/api/schedule/swap').set(bearer(world.admin)).send({ firstId: first.id, secondId: second.id }), 200);

    const history = await historyOf(world.admin, 'lesson', first.id);
    expect(history.map((record) => record.action)).toEqual(['swap', 'move', 'create']);
    expect(history[2]!.changes).toMatchObject({ students: [[], [student.id]], time_start: [null, '10:00'], duration_minutes: [null, 60] });
    expect(history[2]!.changes).not.toHaveProperty('start_min');
    expect(history[1]!.changes).toMatchObject({ day_of_week: [1, 2], name: [expect.stringMatching(/^Пн/), expect.stringMatching(/^Вт/)] });
    expect((await historyOf(world.admin, 'lesson', second.id)).map((record) => record.action)).toEqual(['swap', 'create']);
  });
});

describe('audit: the changes are named and valued as the API names and shows them', () => {
  it('when a lesson is moved to another time and archived, then time_start is HH:MM and the archive is isArchived', async () => {
    const world = await aWorld(t);
    const lesson = await aLesson(t, world.admin, { ...world.base, time_start: '10:00' });
    await expectStatus(
      t
        .http()
        .post(`/api/schedule/${lesson.id}/move`)
        .set(bearer(world.admin))
        .send({ cabinet_id: world.otherCabinet.id, day_of_week: 1, time_start: '12:00' }),
      200,
    );
    await expectStatus(t.http().delete(`/api/schedule/${lesson.id}/archive`).set(bearer(world.admin)), 200);

    const [archive, move] = await historyOf(world.admin, 'lesson', lesson.id);
    expect(archive).toEqual(expect.objectContaining({ action: 'archive', changes: { isArchived: [false, true] } }));
    expect(move!.action).toBe('move');
    expect(move!.changes).toMatchObject({ time_start: ['10:00', '12:00'], cabinet_id: [world.cabinet.id, world.otherCabinet.id] });
    expect(Object.keys(move!.changes)).not.toContain('start_min');

    const response = await download(t, world.admin, '/api/audit/export.xlsx', { entity: 'lesson', entityId: lesson.id });
    const { rows } = await sheetRows(response.body as Buffer);
    expect(String(rows[1]![6])).toBe('isArchived: false → true');
    expect(String(rows[2]![6])).toContain('time_start: 10:00 → 12:00');
  });

  it('when a lateness, a branch’s hours and a ban are recorded, then plannedTime, time_start and banReason, times as HH:MM', async () => {
    const world = await aWorld(t);
    const lateness = await expectStatus<{ id: number }>(
      t
        .http()
        .post('/api/teacher-lateness')
        .set(bearer(world.admin))
        .send({ userId: world.teacher.id, incidentDate: '2024-10-07', plannedTime: '9:00', actualTime: '10:17' }),
      201,
    );
    const [created] = await historyOf(world.admin, 'lateness', lateness.id);
    expect(created!.changes).toEqual({
      userId: [null, world.teacher.id],
      incidentDate: [null, '2024-10-07'],
      plannedTime: [null, '09:00'],
      actualTime: [null, '10:17'],
      isArchived: [null, false],
    });

    const [branch] = await historyOf(world.admin, 'filial', world.filial.id);
    expect(branch!.changes).toMatchObject({
      name: [null, world.filial.name],
      time_start: [null, '09:00'],
      time_end: [null, '21:00'],
      city: [null, 'Москва'],
    });

    await expectStatus(t.http().post('/api/users/ban').set(bearer(world.admin)).send({ userId: world.teacher.id, reason: 'Уволен' }), 200);
    const [ban] = await historyOf(world.admin, 'user', world.teacher.id);
    expect(ban!.changes).toEqual({ banned: [false, true], banReason: [null, 'Пользователь заблокирован'] });
  });

  it('when a column of an audited table is not in the mapping of its entity, then this test names it', async () => {
    const columns = await rowsOf<{ entity: string; column: string; secret: boolean }>(
      t.db,
      sql`select split_part(encode(g.tgargs, 'escape'), '\\000', 1) as entity, a.attname as column,
                 a.attname = any (split_part(encode(g.tgargs, 'escape'), '\\000', 4)::text[]) as secret
            from pg_trigger g
            join pg_proc p on p.oid = g.tgfoid and p.proname = 'audit_row'
            join pg_attribute a on a.attrelid = g.tgrelid and a.attnum > 0 and not a.attisdropped`,
    );
    expect(columns.length).toBeGreaterThan(100);
    const unmapped = columns.filter(({ entity, column }) => !(column in ((AUDIT_FIELDS as Record<string, object>)[entity] ?? {})));
    expect(unmapped).toEqual([]);
    // a secret is recorded under its name without _hash, with no values
    const secrets = columns.filter((column) => column.secret).map(({ entity, column }) => [entity, column]);
    expect(secrets).toEqual([['user', 'password_hash']]);
    expect(AUDIT_FIELDS.user.password).toEqual({ name: 'password' });
    expect(AUDIT_FIELDS.user.password_hash).toBeNull();
  });
});

describe('audit: the list', () => {
  it('when filtered by actor, action and dates, then only those records, newest first, paged with the total', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const other = await t.createUser({ roles: ['ADMIN'] });
    for (const name of ['Физика', 'Химия', 'Алгебра']) {
      await expectStatus(t.http().post('/api/subjects').set(bearer(admin.token)).send({ name }), 201);
    }
    await expectStatus(t.http().post('/api/subjects').set(bearer(other.token)).send({ name: 'Биология' }), 201);

    const mine = await audit(admin.token, { actorId: admin.id, limit: 2 });
    expect(mine.total).toBe(3);
    expect(mine.items.map((record) => record.changes.name![1])).toEqual(['Алгебра', 'Химия']);
    expect((await audit(admin.token, { actorId: admin.id, limit: 2, page: 2 })).items.map((record) => record.changes.name![1])).toEqual([
      'Физика',
    ]);
    expect((await audit(admin.token, { action: 'delete' })).total).toBe(0);
    expect((await audit(admin.token, { entity: 'subject', action: 'create' })).total).toBe(4);
    expect((await audit(admin.token, { from: '2000-01-01', to: '2000-12-31' })).total).toBe(0);
    expect((await audit(admin.token, { from: '2000-01-01', to: '2099-12-31', entity: 'subject', action: '' })).total).toBe(4);
  });

  it.each([
    [{ entity: 'grades' }, 'entity'],
    [{ action: 'steal' }, 'action'],
    [{ entityId: 'x' }, 'entityId'],
    [{ from: '2026-13-01' }, 'from'],
    [{ from: '2026-02-01', to: '2026-01-01' }, 'from'],
    [{ limit: 501 }, 'limit'],
  ])('when the query is %j, then 400 naming %s', async (query, field) => {
    const admin = await t.loginAs('ADMIN');
    const response = await t.http().get('/api/audit').query(query).set(bearer(admin));
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION');
    expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(field);
  });

  it.each(['MODERATOR', 'TEACHER', 'STUDENT'] as const)('when a %s asks for the list or its export, then 403', async (role) => {
    const token = await t.loginAs(role);
    expect((await t.http().get('/api/audit').set(bearer(token))).status).toBe(403);
    expect((await t.http().get('/api/audit/export.xlsx').set(bearer(token))).status).toBe(403);
  });

  it('when exported, then one row a record with who, what and the changes, filtered like the list', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'], second_name: 'Админов', first_name: 'Пётр', last_name: null });
    await expectStatus(t.http().post('/api/subjects').set(bearer(admin.token)).send({ name: '=HYPERLINK("x")' }), 201);
    await expectStatus(t.http().post('/api/group-types').set(bearer(admin.token)).send({ name: 'Группа', total_places: 3 }), 201);

    const response = await download(t, admin.token, '/api/audit/export.xlsx', { entity: 'subject' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain(XLSX_TYPE);
    const { rows } = await sheetRows(response.body as Buffer);
    expect(rows[0]).toEqual(['Когда', 'Кто', 'Роль', 'Действие', 'Объект', 'Номер', 'Изменения']);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(1, 6)).toEqual(['Админов Пётр', 'Суперадмин', 'Создание', 'Дисциплина', 1]);
    expect(String(rows[1]![6])).toContain('name: — → =HYPERLINK("x")');
  });
});

describe('audit: append-only at the database', () => {
  /** The database's refusal of a statement run on the API's own connection, or null when it ran. */
  const refusal = (statement: ReturnType<typeof sql>) =>
    t.db.execute(statement).then(
      () => null,
      (error: unknown) => String((error as { cause?: unknown }).cause ?? error),
    );

  it('when the API’s own connection updates, deletes or truncates audit records, then the database refuses and they stay as they were', async () => {
    const admin = await t.loginAs('ADMIN');
    await expectStatus(t.http().post('/api/subjects').set(bearer(admin)).send({ name: 'Физика' }), 201);
    const before = await rowsOf<{ id: number }>(t.db, sql`select * from audit_records order by id`);
    expect(before.length).toBeGreaterThan(0);

    expect(await refusal(sql`update audit_records set action = 'delete', changes = '{}'`)).toMatch(/append-only/);
    expect(await refusal(sql`update audit_records set actor_name = 'Никто' where id = ${before[0]!.id}`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from audit_records`)).toMatch(/append-only/);
    expect(await refusal(sql`truncate audit_records`)).toMatch(/append-only/);
    expect(await rowsOf(t.db, sql`select * from audit_records order by id`)).toEqual(before);
  });

  it('when a transaction merges its own writes of one record (a user created with roles), then that still works', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const created = await expectStatus<{ id: number }>(
      t
        .http()
        .post('/api/auth/registration')
        .set(bearer(admin.token))
        .send({ username: 'merged', password: 'Tetrad-Lilac-42', first_name: 'Олег', second_name: 'Слитов', roles: ['STUDENT'] }),
      201,
    );
    const [record] = await historyOf(admin.token, 'user', created.id);
    expect(record!.changes).toMatchObject({ username: [null, 'merged'], roles: [[], ['STUDENT']] });
  });

  it('when a user who changed things and has a history is deleted, then the delete works and the records keep who did it', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'], second_name: 'Админов', first_name: 'Пётр', last_name: null });
    const colleague = await t.createUser({ roles: ['ADMIN'], second_name: 'Коллегин', first_name: 'Илья', last_name: null });
    const subject = await expectStatus<{ id: number }>(
      t.http().post('/api/subjects').set(bearer(colleague.token)).send({ name: 'Химия' }),
      201,
    );

    await expectStatus(t.http().delete(`/api/users/${colleague.id}`).set(bearer(admin.token)), 200);

    const [created] = await historyOf(admin.token, 'subject', subject.id);
    expect(created!.actor).toEqual({ id: colleague.id, fullName: 'Коллегин Илья', role: 'ADMIN' });
    const [deleted] = await historyOf(admin.token, 'user', colleague.id);
    expect([deleted!.action, deleted!.actor?.id]).toEqual(['delete', admin.id]);
    expect((await audit(admin.token, { actorId: colleague.id })).total).toBe(1);
  });
});

describe('audit: no write can forget it', () => {
  // Tables whose rows are not anyone's change: kept by the database itself, or secrets.
  const NOT_AUDITED: Record<string, string> = {
    audit_records: 'the records themselves',
    answer_versions: 'counters of the answer cache',
    centre_settings: "the server's own settings, written at start",
    achievement_counts: 'roll-up kept by triggers',
    achievement_days: 'roll-up kept by triggers',
    achievement_day_totals: 'roll-up kept by triggers',
    achievement_teacher_days: 'roll-up kept by triggers',
    achievement_student_years: 'roll-up kept by triggers',
    achievement_teacher_student_years: 'roll-up kept by triggers',
    attendance_day_totals: 'roll-up kept by triggers',
    student_balances: 'roll-up kept by triggers: payments and marks are audited',
    salary_month_occurrences: "a closed month's figures, written by closing it (audited as the month's close)",
    refresh_sessions: 'sessions: tokens',
    login_attempts: 'the login rate limit',
    calendar_feeds: "a calendar address's token",
    feedback_attachments: "a file's storage: its feedback is audited",
    __drizzle_migrations: 'the migrator',
  };

  it('when a table of the database is not audited by a trigger, then it is one of the few listed with a reason', async () => {
    const tables = await rowsOf<{ name: string; audited: boolean }>(
      t.db,
      sql`select c.relname as name,
                 exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname like 'audit\_%') as audited
            from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where c.relkind = 'r' and n.nspname in ('public', 'drizzle')`,
    );
    const unaudited = tables.filter((table) => !table.audited).map((table) => table.name);
    expect(unaudited.filter((name) => !(name in NOT_AUDITED))).toEqual([]);
    expect(tables.filter((table) => table.audited).length).toBeGreaterThanOrEqual(20);
  });

  it('when a route changes data for a signed-in caller, then it runs in the transaction that records the caller; only the sign-in calls do not', () => {
    // a POST that only reads runs as a GET does: each such is named here
    const readOnly = routeDefinitions().filter((definition) => definition.readOnly);
    expect(readOnly.map((definition) => `${definition.method.toUpperCase()} ${definition.path}`)).toEqual([
      'POST /statistics',
      'POST /schedule/check-conflicts',
    ]);
    const writes = routeDefinitions().filter(isWrite);
    const unaudited = writes.filter((definition) => !isAuditedWrite(definition));
    expect(unaudited.every((definition) => definition.access === PUBLIC)).toBe(true);
    expect(unaudited.map((definition) => definition.path).sort()).toEqual(['/auth/login', '/auth/logout', '/auth/refresh']);
    expect(writes.length - unaudited.length).toBeGreaterThan(50);
  });
});

describe('audit: a statement that writes many rows is recorded as rows written one by one', () => {
  type Row = { entity_id: number; action: string; changes: Record<string, unknown>; actor_id: number | null };
  /** The users' records after the record `since` (0: all). */
  const recordsOf = (ids: number[], since = 0) =>
    rowsOf<Row>(
      t.db,
      sql`select entity_id, action, changes, actor_id from audit_records
           where entity = 'user' and id > ${since} and entity_id in ${sql.raw(`(${ids.join(',')})`)} order by entity_id, id`,
    );
  const lastRecordId = async () =>
    (await rowsOf<{ id: number }>(t.db, sql`select coalesce(max(id), 0)::int as id from audit_records`))[0]!.id;
  /** The records' author: a caller as a write request names them. */
  const caller: TokenUser = {
    id: 1,
    username: 'admin',
    first_name: 'Пётр',
    second_name: 'Админов',
    last_name: null,
    roles: [{ value: 'ADMIN', description: 'Суперадмин' }],
    male: 'M',
    subject: null,
  };
  /** `work` in a write request's transaction, as `caller`, with the request's label. */
  const asCaller = <T>(label: AuditLabel | undefined, work: (db: typeof t.db) => Promise<T>) =>
    inAuditedTransaction(t.db, caller, label, () => work(requestScopedDatabase(t.db)));
  const person = (username: string) => ({
    input: {
      username,
      password: 'Tetrad-Lilac-42',
      first_name: 'Анна',
      second_name: 'Орлова',
      last_name: 'Петровна',
      subject: null,
      male: 'F' as const,
      roles: ['STUDENT' as const, 'TEACHER' as const],
    },
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
  });

  it('when one statement creates users with their roles (an import), then each has one record, as a user whose roles came in a statement of their own', async () => {
    const alone = await asCaller(undefined, async (tx) => {
      const { input, passwordHash } = person('alone');
      const [row] = await tx
        .insert(users)
        .values({
          username: input.username,
          passwordHash,
          firstName: input.first_name,
          secondName: input.second_name,
          lastName: input.last_name,
          male: input.male,
        })
        .returning({ id: users.id });
      await replaceRoles(tx, row!.id, input.roles);
      return row!.id;
    });
    const many = await asCaller('import', (tx) => insertUsers(tx, ['first', 'second', 'third'].map(person)));

    const [aloneRecord, ...manyRecords] = await recordsOf([alone, ...many.map((user) => user.id)]);
    expect(aloneRecord).toMatchObject({ action: 'create', actor_id: 1 });
    expect(aloneRecord!.changes).toMatchObject({ roles: [[], ['STUDENT', 'TEACHER']], password: [null, null], male: [null, 'F'] });
    expect(manyRecords.map((record) => record.entity_id)).toEqual(many.map((user) => user.id));
    for (const [i, record] of manyRecords.entries()) {
      expect(record).toEqual({
        ...aloneRecord,
        entity_id: many[i]!.id,
        action: 'import',
        changes: { ...aloneRecord!.changes, username: [null, many[i]!.username] },
      });
    }
  });

  it('when a user is inserted with every column filled, then the record names every column as the update and delete trigger would (the insert trigger names them one by one)', async () => {
    const id = await asCaller(undefined, async (tx) => {
      const [row] = await rowsOf<{ id: number }>(
        tx,
        sql`insert into users (username, password_hash, first_name, second_name, last_name, subject, male, banned, ban_reason, token_version)
            values ('filled', 'hash', 'Анна', 'Орлова', 'Петровна', 'Химия', 'F', true, 'Проверка', 3) returning id`,
      );
      return row!.id;
    });
    // audit_row()'s own rule for a new row, with the arguments its trigger on users passes
    const [expected] = await rowsOf<{ row: Record<string, unknown>; changes: Record<string, unknown> }>(
      t.db,
      sql`select to_jsonb(u) as row,
                 audit_diff(null, to_jsonb(u), split_part(encode(g.tgargs, 'escape'), '\\000', 3)::text[] || array['id', 'created_at'],
                            split_part(encode(g.tgargs, 'escape'), '\\000', 4)::text[]) as changes
            from users u, pg_trigger g
           where u.id = ${id} and g.tgrelid = 'users'::regclass and g.tgname = 'audit_users'`,
    );
    // a column this insert leaves empty would go unchecked: a new one is to be filled above
    expect(Object.entries(expected!.row).filter(([, value]) => value === null)).toEqual([]);
    const [record] = await recordsOf([id]);
    expect(record!.changes).toEqual(expected!.changes);
  });

  it('when one statement changes the links of several records, then each merges into what its transaction wrote before, or is a record of its own, or goes when undone', async () => {
    const [renamed, untouched, undone] = await Promise.all(
      ['renamed', 'untouched', 'undone'].map((name) => t.createUser({ username: name, roles: ['STUDENT'] })),
    );
    const since = await lastRecordId();
    const created = await asCaller(undefined, async (tx) => {
      await tx.execute(sql`update users set first_name = 'Вера' where id = ${renamed!.id}`);
      await tx.execute(sql`update users set first_name = 'Ольга' where id = ${undone!.id}`);
      await tx.execute(sql`update users set first_name = ${undone!.first_name} where id = ${undone!.id}`);
      const id = await insertUser(tx, { ...person('created').input, roles: ['STUDENT'] }, person('created').passwordHash);
      await tx.execute(sql`insert into user_roles (user_id, role, position)
                           values (${renamed!.id}, 'TEACHER', 1), (${id}, 'TEACHER', 1), (${untouched!.id}, 'TEACHER', 1),
                                  (${undone!.id}, 'TEACHER', 1)`);
      await tx.execute(sql`delete from user_roles where user_id = ${undone!.id} and role = 'TEACHER'`);
      return id;
    });

    const records = await recordsOf([renamed!.id, created, untouched!.id, undone!.id], since);
    const actionsOf = (id: number) => records.filter((record) => record.entity_id === id).map((record) => record.action);
    const latest = (id: number) => records.filter((record) => record.entity_id === id).at(-1)!;
    // an update renamed by the more telling change merged into it
    expect(actionsOf(renamed!.id)).toEqual(['roles']);
    expect(latest(renamed!.id).changes).toEqual({
      first_name: [renamed!.first_name, 'Вера'],
      roles: [['STUDENT'], ['STUDENT', 'TEACHER']],
    });
    // a creation stays one: its roles as they ended
    expect(actionsOf(created)).toEqual(['create']);
    expect(latest(created).changes).toMatchObject({ username: [null, 'created'], roles: [[], ['STUDENT', 'TEACHER']] });
    expect(actionsOf(untouched!.id)).toEqual(['roles']);
    expect(latest(untouched!.id).changes).toEqual({ roles: [['STUDENT'], ['STUDENT', 'TEACHER']] });
    // the name went back and the role came and went: nothing of this transaction is left
    expect(actionsOf(undone!.id)).toEqual([]);
  });
});
