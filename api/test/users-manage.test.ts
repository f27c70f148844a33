import { eq, sql } from 'drizzle-orm';
import type { Role } from '@diary/common';
import { classTeachers, refreshSessions, scheduleStudents, userRoles, users } from '../src/db/schema';
import { deleteUser, banUser } from '../src/modules/users/users.service';
import { bearer, DEFAULT_PASSWORD, refreshCookieOf, useTestApp, type TestApp, type TestUser } from './harness';
import { withSecurityLog } from './security-log-capture';
import {
  aLesson,
  aStudent,
  insertSubject,
  aTeacher,
  aWorld,
  insertAchievement,
  insertCompensation,
  insertComplaint,
  insertDifficulty,
  insertLateness,
} from './factory';

const t = useTestApp();

const put = (token: string, id: number, body: object) => t.http().put(`/api/users/${id}`).set(bearer(token)).send(body);
const assign = (token: string, userId: number, roles: string[]) =>
  t.http().post('/api/users/role').set(bearer(token)).send({ userId, roles });
const ban = (token: string, userId: number) => t.http().post('/api/users/ban').set(bearer(token)).send({ userId });
const remove = (token: string, id: number) => t.http().delete(`/api/users/${id}`).set(bearer(token));
const login = (username: string, password: string) => t.http().post('/api/auth/login').send({ username, password });
const roleValues = (body: { roles: { value: string }[] }) => body.roles.map((r) => r.value);
const ONLY_ADMIN_GRANTS_ADMIN = 'Только суперадмин может назначать и снимать роль суперадмина';

describe('PUT /api/users/:id', () => {
  it('when fields and roles are sent, then 200 with the updated user', async () => {
    const moderator = await t.createUser({ roles: ['MODERATOR'] });
    const user = await t.createUser({ roles: ['STUDENT'] });

    const response = await put(moderator.token, user.id, {
      username: 'new-login',
      first_name: ' Анна ',
      second_name: 'Смирнова',
      last_name: '',
      subject: 'Биология',
      male: 'F',
      roles: ['TEACHER', 'STUDENT'],
    });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: user.id,
      username: 'new-login',
      first_name: 'Анна',
      second_name: 'Смирнова',
      last_name: null,
      subject: 'Биология',
      male: 'F',
      roles: [
        { value: 'TEACHER', description: 'Преподаватель' },
        { value: 'STUDENT', description: 'Ученик' },
      ],
    });
  });

  it('when only some fields are sent, then the others stay as they were', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const user = await t.createUser({ roles: ['TEACHER'], subject: 'Физика' });
    const response = await put(admin.token, user.id, { first_name: 'Олег' });
    expect(response.body).toMatchObject({ first_name: 'Олег', second_name: user.second_name, subject: 'Физика' });
    expect(roleValues(response.body)).toEqual(['TEACHER']);
  });

  it.each([
    ['blank', ''],
    ['missing', undefined],
    ['null', null],
  ])('when the password is %s, then the old password keeps working', async (_case, password) => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const user = await t.createUser();
    expect((await put(admin.token, user.id, { first_name: 'Пётр', password })).status).toBe(200);
    expect((await login(user.username, DEFAULT_PASSWORD)).status).toBe(200);
  });

  it('when a new password is sent, then only the new one works and old refresh sessions end', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const user = await t.createUser();
    const cookie = refreshCookieOf(await login(user.username, DEFAULT_PASSWORD)) ?? '';

    expect((await put(admin.token, user.id, { password: 'brand-new' })).status).toBe(200);

    expect((await login(user.username, DEFAULT_PASSWORD)).status).toBe(401);
    expect((await login(user.username, 'brand-new')).status).toBe(200);
    expect((await t.http().post('/api/auth/refresh').set('Cookie', cookie)).status).toBe(401);
  });

  it('when the new username is taken, then 409 "Пользователь с таким логином уже существует"', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const user = await t.createUser();
    const other = await t.createUser();
    const response = await put(admin.token, user.id, { username: other.username });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Пользователь с таким логином уже существует', code: 'CONFLICT' });
  });

  it('when the user does not exist, then 404', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    expect((await put(admin.token, 999999, { first_name: 'Пётр' })).status).toBe(404);
  });

  it.each([
    ['first_name', { first_name: '  ' }, 'Введите имя'],
    ['second_name', { second_name: '' }, 'Введите фамилию'],
    ['username', { username: '' }, 'Введите логин'],
    ['password', { password: 'abc1234' }, 'Пароль должен быть не короче 8 символов'],
    ['password', { password: 'Password1' }, 'Этот пароль слишком распространён, выберите другой'],
    ['roles', { roles: [] }, 'Необходимо выбрать хотя бы одну роль'],
    ['male', { male: 'W' }, "Пол: 'M' или 'F'"],
  ])('when %s is invalid, then 400 "%s"', async (path, body, message) => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const user = await t.createUser();
    const response = await put(admin.token, user.id, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.errors).toContainEqual({ path, message });
  });

  it('when a MODERATOR edits an ADMIN user, then 403', async () => {
    const moderator = await t.createUser({ roles: ['MODERATOR'] });
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const response = await put(moderator.token, admin.id, { first_name: 'Взлом' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Недостаточно прав', code: 'FORBIDDEN' });
  });

  it('when a MODERATOR gives someone the ADMIN role through PUT, then 403 and nothing changes', async () => {
    const moderator = await t.createUser({ roles: ['MODERATOR'] });
    const user = await t.createUser({ roles: ['TEACHER'] });
    const response = await put(moderator.token, user.id, { first_name: 'Новое', roles: ['ADMIN'] });
    expect(response.status).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.firstName).toBe('Иван');
  });

  it('when an update fails half way (roles replaced, then a username clash), then no part of it is saved', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const user = await t.createUser({ roles: ['STUDENT'] });
    const other = await t.createUser();
    expect((await put(admin.token, user.id, { username: other.username, roles: ['TEACHER'] })).status).toBe(409);
    const roles = await t.db.select().from(userRoles).where(eq(userRoles.userId, user.id));
    expect(roles.map((r) => r.role)).toEqual(['STUDENT']);
  });
});

describe('PUT /api/users/subject', () => {
  it.each(['ADMIN', 'MODERATOR', 'TEACHER', 'STUDENT'] as const)(
    'when a %s sets their subject, then 200 with themselves updated',
    async (role) => {
      const user = await t.createUser({ roles: [role] });
      const response = await t.http().put('/api/users/subject').set(bearer(user.token)).send({ subject: ' Информатика ' });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: user.id, subject: 'Информатика' });
    },
  );

  it('when the subject is blank, then it is cleared', async () => {
    const user = await t.createUser({ roles: ['TEACHER'], subject: 'Физика' });
    const response = await t.http().put('/api/users/subject').set(bearer(user.token)).send({ subject: '' });
    expect(response.body.subject).toBeNull();
  });

  it('when the path /users/subject is used with GET, then it is not taken for /users/:id (400 on "subject", not 500)', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    expect((await t.http().get('/api/users/subject').set(bearer(admin.token))).status).toBe(400);
  });
});

describe('POST /api/users/role', () => {
  it('when roles are assigned, then 200 with the roles in the given order', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const user = await t.createUser({ roles: ['STUDENT'] });
    const response = await assign(admin.token, user.id, ['TEACHER', 'MODERATOR', 'TEACHER']);
    expect(response.status).toBe(200);
    expect(roleValues(response.body)).toEqual(['TEACHER', 'MODERATOR']);
  });

  it(`when a MODERATOR grants ADMIN, then 403 "${ONLY_ADMIN_GRANTS_ADMIN}"`, async () => {
    const moderator = await t.createUser({ roles: ['MODERATOR'] });
    const user = await t.createUser();
    const response = await assign(moderator.token, user.id, ['ADMIN']);
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(ONLY_ADMIN_GRANTS_ADMIN);
  });

  it('when a MODERATOR removes ADMIN from someone, then 403', async () => {
    const moderator = await t.createUser({ roles: ['MODERATOR'] });
    const user = await t.createUser({ roles: ['TEACHER', 'ADMIN'] });
    expect((await assign(moderator.token, user.id, ['TEACHER'])).status).toBe(403);
  });

  it('when an ADMIN grants ADMIN, then 200', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const user = await t.createUser();
    expect(roleValues((await assign(admin.token, user.id, ['ADMIN'])).body)).toEqual(['ADMIN']);
  });

  it('when the last active ADMIN demotes themselves, then 409 and they stay ADMIN', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    await t.createUser({ roles: ['ADMIN'], banned: true });
    await t.createUser({ roles: ['TEACHER', 'ADMIN'] }); // ADMIN, but not as primary role: cannot act as one

    const response = await assign(admin.token, admin.id, ['TEACHER', 'ADMIN']);

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Нельзя снять роль суперадмина с последнего суперадмина', code: 'CONFLICT' });
    expect(roleValues((await t.http().get(`/api/users/${admin.id}`).set(bearer(admin.token))).body)).toEqual(['ADMIN']);
  });

  it('when another active ADMIN exists, then an ADMIN may demote themselves', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    await t.createUser({ roles: ['ADMIN'] });
    expect((await assign(admin.token, admin.id, ['TEACHER'])).status).toBe(200);
  });

  it.each([
    [{ roles: ['TEACHER'] }, 'userId', 'Ожидается идентификатор'],
    [{ userId: 1 }, 'roles', 'Необходимо выбрать хотя бы одну роль'],
    [{ userId: 1, roles: [] }, 'roles', 'Необходимо выбрать хотя бы одну роль'],
    [{ userId: 1, roles: ['KING'] }, 'roles.0', 'Неизвестная роль'],
  ])('when the body is %j, then 400 "%s"', async (body, path, message) => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const response = await t.http().post('/api/users/role').set(bearer(admin.token)).send(body);
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({ path, message });
  });

  it('when the user does not exist, then 404', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    expect((await assign(admin.token, 999999, ['TEACHER'])).status).toBe(404);
  });
});

describe('POST /api/users/ban', () => {
  it('when a user is banned, then 200 with banned and the fixed reason, and their sessions are removed', async () => {
    const moderator = await t.createUser({ roles: ['MODERATOR'] });
    const user = await t.createUser();
    await login(user.username, DEFAULT_PASSWORD);

    const response = await t.http().post('/api/users/ban').set(bearer(moderator.token)).send({ userId: user.id, reason: 'что-то своё' });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: user.id, banned: true, banReason: 'Пользователь заблокирован' });
    expect(await t.db.select().from(refreshSessions).where(eq(refreshSessions.userId, user.id))).toEqual([]);
    expect((await login(user.username, DEFAULT_PASSWORD)).status).toBe(403);
  });

  it('when a user bans themselves, then 403 "Нельзя заблокировать самого себя"', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const response = await ban(admin.token, admin.id);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Нельзя заблокировать самого себя', code: 'FORBIDDEN' });
  });

  it('when a MODERATOR bans an ADMIN, then 403', async () => {
    const moderator = await t.createUser({ roles: ['MODERATOR'] });
    const admin = await t.createUser({ roles: ['ADMIN'] });
    expect((await ban(moderator.token, admin.id)).status).toBe(403);
  });

  it('when an ADMIN bans another ADMIN, then 200', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const other = await t.createUser({ roles: ['ADMIN'] });
    expect((await ban(admin.token, other.id)).status).toBe(200);
  });

  it('when the user does not exist, then 404; when userId is missing, then 400', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    expect((await ban(admin.token, 999999)).status).toBe(404);
    const response = await t.http().post('/api/users/ban').set(bearer(admin.token)).send({});
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({ path: 'userId', message: 'Ожидается идентификатор' });
  });
});

describe('DELETE /api/users/:id', () => {
  it('when an ADMIN deletes a user, then 200 with that user, and the user, roles and sessions are gone', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const user = await t.createUser({ roles: ['TEACHER'] });
    await login(user.username, DEFAULT_PASSWORD);

    const response = await remove(admin.token, user.id);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: user.id, username: user.username });
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, user.id))).toEqual([]);
    expect(await t.db.select().from(refreshSessions).where(eq(refreshSessions.userId, user.id))).toEqual([]);
    expect((await remove(admin.token, user.id)).status).toBe(404);
  });

  it('when an ADMIN deletes themselves, then 403 "Нельзя удалить самого себя"', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    await t.createUser({ roles: ['ADMIN'] });
    const response = await remove(admin.token, admin.id);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Нельзя удалить самого себя', code: 'FORBIDDEN' });
  });

  it('when an ADMIN deletes another ADMIN, then 200', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const other = await t.createUser({ roles: ['ADMIN'] });
    expect((await remove(admin.token, other.id)).status).toBe(200);
  });
});

describe('last active ADMIN (service level: over HTTP the caller is always another active ADMIN)', () => {
  it('when the only active ADMIN would be deleted or banned, then 409 and nothing changes', async () => {
    const lastAdmin = await t.createUser({ roles: ['ADMIN'] });
    // An actor the service trusts (e.g. a script); its own account is not an active ADMIN.
    const script = await t.createUser({ roles: ['ADMIN'], banned: true });

    await expect(deleteUser(t.db, script, lastAdmin.id)).rejects.toMatchObject({
      status: 409,
      message: 'Нельзя удалить последнего суперадмина',
    });
    await expect(banUser(t.db, script, lastAdmin.id)).rejects.toMatchObject({
      status: 409,
      message: 'Нельзя заблокировать последнего суперадмина',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, lastAdmin.id));
    expect(row?.banned).toBe(false);
  });
});

// ——— who manages whom: only an ADMIN manages MODERATOR and ADMIN accounts (users.policy assertMayManage) ———

const FORBIDDEN = { message: 'Недостаточно прав', code: 'FORBIDDEN' };

/** Every call that writes to an existing account. */
const WRITES = {
  'PUT (fields)': (token: string, target: TestUser) => put(token, target.id, { first_name: 'Взлом' }),
  'PUT (password)': (token: string, target: TestUser) => put(token, target.id, { password: 'taken-over' }),
  'PUT (roles)': (token: string, target: TestUser) => put(token, target.id, { roles: ['STUDENT'] }),
  'POST /users/role': (token: string, target: TestUser) => assign(token, target.id, ['STUDENT']),
  'POST /users/ban': (token: string, target: TestUser) => ban(token, target.id),
  DELETE: (token: string, target: TestUser) => remove(token, target.id),
};
type Write = keyof typeof WRITES;
const WRITE_NAMES = Object.keys(WRITES) as Write[];

async function expectUntouched(target: TestUser, roles: Role[]) {
  const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
  expect(row).toMatchObject({ firstName: target.first_name, banned: false });
  const stored = await t.db.select().from(userRoles).where(eq(userRoles.userId, target.id)).orderBy(userRoles.position);
  expect(stored.map((r) => r.role)).toEqual(roles);
  expect((await login(target.username, DEFAULT_PASSWORD)).status).toBe(200);
}

describe('staff accounts: only an ADMIN manages MODERATOR and ADMIN accounts', () => {
  const staffTargets: Role[][] = [['MODERATOR'], ['ADMIN'], ['TEACHER', 'MODERATOR']];
  it.each(staffTargets.flatMap((roles) => WRITE_NAMES.map((write) => [write, roles] as const)))(
    'when a MODERATOR calls %s on an account with roles %j, then 403 "Недостаточно прав" and the account is unchanged',
    async (write, roles) => {
      const moderator = await t.createUser({ roles: ['MODERATOR'] });
      const target = await t.createUser({ roles: [...roles] });
      const response = await WRITES[write](moderator.token, target);
      expect(response.status).toBe(403);
      expect(response.body).toEqual(FORBIDDEN);
      await expectUntouched(target, [...roles]);
    },
  );

  it.each(WRITE_NAMES.filter((write) => write !== 'DELETE' && write !== 'POST /users/ban'))(
    'when a MODERATOR calls %s on their own account, then 403 (their account is a staff account too)',
    async (write) => {
      const moderator = await t.createUser({ roles: ['MODERATOR'] });
      const response = await WRITES[write](moderator.token, moderator);
      expect(response.status).toBe(403);
      await expectUntouched(moderator, ['MODERATOR']);
    },
  );

  it.each([[['TEACHER']], [['STUDENT']], [['TEACHER', 'STUDENT']]] as Role[][][])(
    'when a MODERATOR edits, re-passwords, re-roles and bans an account with roles %j, then 200 each',
    async (roles) => {
      const moderator = await t.createUser({ roles: ['MODERATOR'] });
      const target = await t.createUser({ roles });
      expect((await WRITES['PUT (fields)'](moderator.token, target)).status).toBe(200);
      expect((await WRITES['PUT (password)'](moderator.token, target)).status).toBe(200);
      expect((await login(target.username, 'taken-over')).status).toBe(200);
      expect((await WRITES['PUT (roles)'](moderator.token, target)).status).toBe(200);
      expect(roleValues((await assign(moderator.token, target.id, ['TEACHER', 'STUDENT'])).body)).toEqual(['TEACHER', 'STUDENT']);
      expect((await WRITES['POST /users/ban'](moderator.token, target)).status).toBe(200);
    },
  );

  it.each([[['ADMIN']], [['STUDENT', 'ADMIN']], [['MODERATOR', 'ADMIN']]] as Role[][][])(
    `when a MODERATOR gives the roles %j (POST /users/role, PUT, registration), then 403 "${ONLY_ADMIN_GRANTS_ADMIN}" and nothing changes`,
    async (roles) => {
      const moderator = await t.createUser({ roles: ['MODERATOR'] });
      const teacher = await t.createUser({ roles: ['TEACHER'] });
      for (const response of [
        await assign(moderator.token, teacher.id, roles),
        await put(moderator.token, teacher.id, { roles }),
        await t
          .http()
          .post('/api/auth/registration')
          .set(bearer(moderator.token))
          .send({ username: 'new-staff', password: 'Zq7-staff-pass', first_name: 'Иван', second_name: 'Иванов', roles }),
      ]) {
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ message: ONLY_ADMIN_GRANTS_ADMIN, code: 'FORBIDDEN' });
      }
      await expectUntouched(teacher, ['TEACHER']);
      expect(await t.db.select().from(users).where(eq(users.username, 'new-staff'))).toEqual([]);
    },
  );

  it('when a MODERATOR creates a MODERATOR or makes a teacher one (as the user form offers), then 2xx; the new staff account is then out of their reach', async () => {
    const moderator = await t.createUser({ roles: ['MODERATOR'] });
    const teacher = await t.createUser({ roles: ['TEACHER'] });
    const created = await t
      .http()
      .post('/api/auth/registration')
      .set(bearer(moderator.token))
      .send({ username: 'new-moderator', password: 'Zq7-staff-pass', first_name: 'Иван', second_name: 'Иванов', roles: ['MODERATOR'] });
    expect(created.status).toBe(201);
    expect(roleValues((await assign(moderator.token, teacher.id, ['TEACHER', 'MODERATOR'])).body)).toEqual(['TEACHER', 'MODERATOR']);
    expect((await put(moderator.token, created.body.id, { first_name: 'Пётр' })).status).toBe(403);
  });

  it('when an ADMIN creates, edits, re-passwords, re-roles, bans and deletes MODERATOR accounts, then 2xx each', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const created = await t
      .http()
      .post('/api/auth/registration')
      .set(bearer(admin.token))
      .send({ username: 'new-moder', password: 'Zq7-staff-pass', first_name: 'Мария', second_name: 'Модерова', roles: ['MODERATOR'] });
    expect(created.status).toBe(201);
    const moderator = await t.createUser({ roles: ['MODERATOR'] });
    for (const write of WRITE_NAMES.filter((w) => w !== 'DELETE' && w !== 'POST /users/ban')) {
      expect([write, (await WRITES[write](admin.token, moderator)).status]).toEqual([write, 200]);
    }
    expect(roleValues((await assign(admin.token, moderator.id, ['MODERATOR'])).body)).toEqual(['MODERATOR']);
    expect((await ban(admin.token, moderator.id)).status).toBe(200);
    expect((await remove(admin.token, created.body.id)).status).toBe(200);
  });
});

// ——— deleting: a user with history is banned, not deleted ———

const HAS_HISTORY = 'Нельзя удалить пользователя с историей (занятия, достижения, отметки). Заблокируйте его вместо удаления';

/** Builds a user with one kind of history; returns them. */
const HISTORIES: [string, (t: TestApp) => Promise<TestUser>][] = [
  ['teaches a class', async (t) => (await aWorld(t)).teacher],
  [
    'is the teacher of a lesson (not of its class)',
    async (t) => {
      const w = await aWorld(t);
      const substitute = await aTeacher(t, 'Заменов');
      const lesson = await aLesson(t, w.admin, { ...w.base, time_start: '10:00' });
      // The API keeps a lesson's teacher among its class's; data from before that rule may not.
      await t.db.execute(sql`update schedules set teacher_id = ${substitute.id} where id = ${lesson.id}`);
      return substitute;
    },
  ],
  [
    'is enrolled in a lesson (even an archived one)',
    async (t) => {
      const w = await aWorld(t);
      const student = await aStudent(t);
      const lesson = await aLesson(t, w.admin, { ...w.base, time_start: '10:00' });
      await t.http().post(`/api/schedule/${lesson.id}/students/${student.id}`).set(bearer(w.admin)).expect(200);
      await t.http().delete(`/api/schedule/${lesson.id}/archive`).set(bearer(w.admin)).expect(200);
      return student;
    },
  ],
  [
    'wrote an achievement',
    async (t) => {
      const teacher = await aTeacher(t);
      await insertAchievement(t, teacher, await aStudent(t));
      return teacher;
    },
  ],
  [
    'has an achievement',
    async (t) => {
      const student = await aStudent(t);
      await insertAchievement(t, await aTeacher(t), student);
      return student;
    },
  ],
  [
    'reported a difficulty',
    async (t) => {
      const teacher = await aTeacher(t);
      await insertDifficulty(t, teacher, await aStudent(t));
      return teacher;
    },
  ],
  [
    'has a compensation',
    async (t) => {
      const student = await aStudent(t);
      await insertCompensation(t, { teacher: await aTeacher(t), student, subject: await insertSubject(t) });
      return student;
    },
  ],
  [
    'was late (a staff record)',
    async (t) => {
      const teacher = await aTeacher(t);
      await insertLateness(t, teacher);
      return teacher;
    },
  ],
  [
    'is complained about',
    async (t) => {
      const teacher = await aTeacher(t);
      await insertComplaint(t, { teacher, author: await aStudent(t) });
      return teacher;
    },
  ],
  [
    'sent a complaint',
    async (t) => {
      const student = await aStudent(t);
      await insertComplaint(t, { teacher: await aTeacher(t), author: student, student });
      return student;
    },
  ],
  [
    'sent feedback',
    async (t) => {
      const student = await aStudent(t);
      await t
        .http()
        .post('/api/feedback')
        .set(bearer(student.token))
        .field('surname', 'Тестов')
        .field('studentId', student.id)
        .field('note', 'Спасибо')
        .expect(201);
      return student;
    },
  ],
];

describe('DELETE /api/users/:id of a user with history', () => {
  it.each(HISTORIES)(`when the user %s, then 409 "${HAS_HISTORY}" and they and their history stay`, async (_case, build) => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const user = await build(t);
    const enrolments = await t.db.select().from(scheduleStudents).where(eq(scheduleStudents.studentId, user.id));
    const classPlaces = await t.db.select().from(classTeachers).where(eq(classTeachers.teacherId, user.id));

    const response = await remove(admin.token, user.id);

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: HAS_HISTORY, code: 'CONFLICT' });
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toEqual([{ id: user.id }]);
    expect(await t.db.select().from(scheduleStudents).where(eq(scheduleStudents.studentId, user.id))).toEqual(enrolments);
    expect(await t.db.select().from(classTeachers).where(eq(classTeachers.teacherId, user.id))).toEqual(classPlaces);
    // banning is the way out
    expect((await ban(admin.token, user.id)).status).toBe(200);
  });

  it.each(HISTORIES.slice(0, 3))(
    'when the user %s and the service is bypassed, then the database refuses the delete too',
    async (_case, build) => {
      const user = await build(t);
      await expect(t.db.delete(users).where(eq(users.id, user.id))).rejects.toThrow();
      expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toEqual([{ id: user.id }]);
    },
  );
});

// ——— the security log ———

describe('security log of user changes', () => {
  it('when a user is created, re-roled, re-passworded, banned and another deleted, then one security line each, with the actor and the target', async () => {
    const admin = await t.createUser({ roles: ['ADMIN'] });
    const log = withSecurityLog(t);
    const call = () => log.http();

    const created = await call()
      .post('/api/auth/registration')
      .set(bearer(admin.token))
      .send({ username: 'logged', password: 'Zq7-staff-pass', first_name: 'Иван', second_name: 'Иванов', roles: ['STUDENT'] });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    await call()
      .post('/api/users/role')
      .set(bearer(admin.token))
      .send({ userId: id, roles: ['TEACHER'] })
      .expect(200);
    await call().put(`/api/users/${id}`).set(bearer(admin.token)).send({ password: 'another-secret' }).expect(200);
    await call().put(`/api/users/${id}`).set(bearer(admin.token)).send({ first_name: 'Пётр' }).expect(200);
    await call().post('/api/users/ban').set(bearer(admin.token)).send({ userId: id }).expect(200);
    const other = await t.createUser();
    await call().delete(`/api/users/${other.id}`).set(bearer(admin.token)).expect(200);
    // refused calls leave no line
    await call().delete(`/api/users/${admin.id}`).set(bearer(admin.token)).expect(403);

    expect(log.lines.map(({ event, actorId, targetUserId }) => ({ event, actorId, targetUserId }))).toEqual([
      { event: 'user.created', actorId: admin.id, targetUserId: id },
      { event: 'user.roles_changed', actorId: admin.id, targetUserId: id },
      { event: 'user.password_changed', actorId: admin.id, targetUserId: id },
      { event: 'user.banned', actorId: admin.id, targetUserId: id },
      { event: 'user.deleted', actorId: admin.id, targetUserId: other.id },
    ]);
    expect(log.lines[0]).toMatchObject({ username: 'logged' });
    expect(log.lines[1]).toMatchObject({ detail: 'TEACHER' });
    expect(log.lines[4]).toMatchObject({ username: other.username });
  });
});
