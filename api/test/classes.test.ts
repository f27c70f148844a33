import { generateClassName, type ClassItem } from '@diary/common';
import { bearer, useTestApp, type TestApp } from './harness';
import {
  aClass,
  aLesson,
  aStudent,
  aSubject,
  aTeacher,
  aWorld,
  type Call,
  expectEveryRouteListed,
  forAdmin,
  forStaff,
  forStaffAndTeachers,
  roleTable,
} from './factory';

const t = useTestApp();

const admin = () => t.loginAs('ADMIN');
const create = (token: string, body: object) => t.http().post('/api/classes').set(bearer(token)).send(body);
const patch = (token: string, id: number, body: object) => t.http().patch(`/api/classes/${id}`).set(bearer(token)).send(body);
const get = (token: string, path: string) => t.http().get(path).set(bearer(token));

async function people(token: string) {
  const ivanov = await aTeacher(t, 'Иванов', 'Иван', 'Иванович');
  const petrova = await aTeacher(t, 'Петрова', 'Анна', null);
  const physics = await aSubject(t, token, 'Физика');
  const maths = await aSubject(t, token, 'Математика');
  return { ivanov, petrova, physics, maths };
}

describe('classes: the name (docs/product/rules.md)', () => {
  it.each([
    [
      'teachers, subjects and year',
      { teachers: ['Иванов', 'Петрова'], subjects: ['Физика', 'Математика'], year: '2024-2025' },
      'Иванов, Петрова | Физика, Математика | 2024-2025',
    ],
    ['no year', { teachers: ['Иванов'], subjects: ['Физика'], year: null }, 'Иванов | Физика'],
    ['one of each', { teachers: ['Петрова'], subjects: ['Математика'], year: '2023-2024' }, 'Петрова | Математика | 2023-2024'],
  ])('when generated from %s, then "%s"', (_case, parts, expected) => {
    expect(
      generateClassName({
        teachers: parts.teachers.map((second_name) => ({ second_name })),
        subjects: parts.subjects.map((name) => ({ name })),
        academic_year: parts.year,
      }),
    ).toBe(expected);
  });

  it('when a class is created without a name, then it is generated in the order teachers and subjects were given', async () => {
    const token = await admin();
    const p = await people(token);
    const response = await create(token, {
      subject_ids: [p.physics.id, p.maths.id],
      teacher_ids: [p.petrova.id, p.ivanov.id],
      academic_year: '2024-2025',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      name: 'Петрова, Иванов | Физика, Математика | 2024-2025',
      academic_year: '2024-2025',
      subjects: [
        { id: p.physics.id, name: 'Физика' },
        { id: p.maths.id, name: 'Математика' },
      ],
      teachers: [
        { id: p.petrova.id, first_name: 'Анна', second_name: 'Петрова', last_name: null },
        { id: p.ivanov.id, first_name: 'Иван', second_name: 'Иванов', last_name: 'Иванович' },
      ],
      schedules: [],
      createdAt: expect.stringMatching(/Z$/),
    });
  });

  it('when the name is given or the year is blank, then the given name is kept; a blank year is omitted', async () => {
    const token = await admin();
    const p = await people(token);
    const named = await aClass(t, token, { name: '10А', subject_ids: [p.physics.id], teacher_ids: [p.ivanov.id] });
    expect(named.name).toBe('10А');
    const noYear = await aClass(t, token, { name: ' ', academic_year: '', subject_ids: [p.physics.id], teacher_ids: [p.ivanov.id] });
    expect(noYear).toMatchObject({ name: 'Иванов | Физика', academic_year: null });
  });

  it('when teachers or subjects change, then a generated name follows; a name typed by hand stays', async () => {
    const token = await admin();
    const p = await people(token);
    const auto = await aClass(t, token, { subject_ids: [p.physics.id], teacher_ids: [p.ivanov.id] });
    const withTeacher = await t.http().post(`/api/classes/${auto.id}/teachers`).set(bearer(token)).send({ teacherId: p.petrova.id });
    expect(withTeacher.status).toBe(200);
    expect(withTeacher.body.name).toBe('Иванов, Петрова | Физика');
    const patched = await patch(token, auto.id, { subject_ids: [p.maths.id], academic_year: '2025-2026' });
    expect(patched.body.name).toBe('Иванов, Петрова | Математика | 2025-2026');
    const without = await t.http().delete(`/api/classes/${auto.id}/teachers/${p.ivanov.id}`).set(bearer(token));
    expect(without.body.name).toBe('Петрова | Математика | 2025-2026');

    const manual = await aClass(t, token, { name: 'Олимпиадники', subject_ids: [p.physics.id], teacher_ids: [p.ivanov.id] });
    expect((await patch(token, manual.id, { teacher_ids: [p.petrova.id] })).body.name).toBe('Олимпиадники');
    expect((await patch(token, manual.id, { name: '' })).body.name).toBe('Петрова | Физика');
    expect((await patch(token, manual.id, { name: 'Новое' })).body.name).toBe('Новое');
  });
});

describe('classes: validation', () => {
  it.each([
    ['no subjects', (p: Awaited<ReturnType<typeof people>>) => ({ teacher_ids: [p.ivanov.id] }), 'Заполните все обязательные поля'],
    [
      'an empty subject list',
      (p: Awaited<ReturnType<typeof people>>) => ({ subject_ids: [], teacher_ids: [p.ivanov.id] }),
      'Заполните все обязательные поля',
    ],
    ['no teachers', (p: Awaited<ReturnType<typeof people>>) => ({ subject_ids: [p.physics.id] }), 'Заполните все обязательные поля'],
    [
      'an empty teacher list',
      (p: Awaited<ReturnType<typeof people>>) => ({ subject_ids: [p.physics.id], teacher_ids: [] }),
      'Заполните все обязательные поля',
    ],
    [
      'a missing subject',
      (p: Awaited<ReturnType<typeof people>>) => ({ subject_ids: [999], teacher_ids: [p.ivanov.id] }),
      'Предмет не найден',
    ],
    [
      'a missing teacher',
      (p: Awaited<ReturnType<typeof people>>) => ({ subject_ids: [p.physics.id], teacher_ids: [999] }),
      'Преподаватель не найден',
    ],
  ])('when created with %s, then 400 and nothing is created', async (_case, body, message) => {
    const token = await admin();
    const p = await people(token);
    const response = await create(token, body(p));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect((await get(token, '/api/classes')).body).toEqual([]);
  });

  it('when a "teacher" is a STUDENT user, then 400 "Преподаватель не найден" (only TEACHER users teach)', async () => {
    const token = await admin();
    const p = await people(token);
    const student = await aStudent(t);
    const response = await create(token, { subject_ids: [p.physics.id], teacher_ids: [student.id] });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Преподаватель не найден',
      code: 'VALIDATION',
      errors: [{ path: 'teacher_ids', message: 'Преподаватель не найден' }],
    });
    const klass = await aClass(t, token, { subject_ids: [p.physics.id], teacher_ids: [p.ivanov.id] });
    const add = await t.http().post(`/api/classes/${klass.id}/teachers`).set(bearer(token)).send({ teacherId: student.id });
    expect(add.status).toBe(400);
    expect(add.body.message).toBe('Преподаватель не найден');
  });

  it('when PATCH sends an empty list, then 400 and nothing changes', async () => {
    const token = await admin();
    const p = await people(token);
    const klass = await aClass(t, token, { subject_ids: [p.physics.id], teacher_ids: [p.ivanov.id] });
    const response = await patch(token, klass.id, { teacher_ids: [] });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Заполните все обязательные поля');
    expect((await get(token, `/api/classes/${klass.id}`)).body).toEqual(klass);
  });
});

describe('classes: teachers', () => {
  it('when a teacher already in the class is added, then 409; removing one not in it 404; the last one 409', async () => {
    const token = await admin();
    const p = await people(token);
    const klass = await aClass(t, token, { subject_ids: [p.physics.id], teacher_ids: [p.ivanov.id] });
    const twice = await t.http().post(`/api/classes/${klass.id}/teachers`).set(bearer(token)).send({ teacherId: p.ivanov.id });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Преподаватель уже в этом классе');
    const notIn = await t.http().delete(`/api/classes/${klass.id}/teachers/${p.petrova.id}`).set(bearer(token));
    expect(notIn.status).toBe(404);
    expect(notIn.body.message).toBe('Преподаватель не в этом классе');
    const last = await t.http().delete(`/api/classes/${klass.id}/teachers/${p.ivanov.id}`).set(bearer(token));
    expect(last.status).toBe(409);
    expect(last.body.message).toBe('В классе должен остаться хотя бы один преподаватель');
    const noId = await t.http().post(`/api/classes/${klass.id}/teachers`).set(bearer(token)).send({});
    expect(noId.status).toBe(400);
    expect(noId.body.message).toBe('Не указан преподаватель');
    expect((await t.http().post('/api/classes/999/teachers').set(bearer(token)).send({ teacherId: p.petrova.id })).status).toBe(404);
  });

  it('when two teachers are added at once, then both are in, in a clean order', async () => {
    const token = await admin();
    const p = await people(token);
    const klass = await aClass(t, token, { subject_ids: [p.physics.id], teacher_ids: [p.ivanov.id] });
    const extra = [await aTeacher(t, 'Сидоров'), await aTeacher(t, 'Орлов')];
    const responses = await Promise.all(
      [p.petrova, ...extra].map((teacher) =>
        t.http().post(`/api/classes/${klass.id}/teachers`).set(bearer(token)).send({ teacherId: teacher.id }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    const read = (await get(token, `/api/classes/${klass.id}`)).body as ClassItem;
    expect(read.teachers).toHaveLength(4);
    expect(read.teachers[0]?.id).toBe(p.ivanov.id);
  });
});

describe('classes: lists, lessons and delete', () => {
  it('when listed, then by name with subjects, teachers and non-archived lessons; filters apply; includeSubjects is accepted', async () => {
    const w = await aWorld(t);
    const other = await aTeacher(t, 'Орлов');
    const second = await aClass(t, w.admin, {
      name: 'Б-класс',
      subject_ids: [w.subject.id],
      teacher_ids: [other.id],
      academic_year: '2023-2024',
    });
    const lesson = await aLesson(t, w.admin, { ...w.base, time_start: '10:00' });
    const archived = await aLesson(t, w.admin, { ...w.base, time_start: '12:00' });
    await t.http().delete(`/api/schedule/${archived.id}/archive`).set(bearer(w.admin));

    const list = async (query: string) => (await get(w.admin, `/api/classes${query}`)).body as ClassItem[];
    const all = await list('?includeSubjects=true');
    expect(all.map((c) => c.name)).toEqual(['Б-класс', w.klass.name, w.otherClass.name]);
    expect(all[1]?.schedules.map((l) => l.id)).toEqual([lesson.id]);
    expect(all[1]?.subjects).toEqual([{ id: w.subject.id, name: 'Физика' }]);
    expect((await list(`?teacherId=${other.id}`)).map((c) => c.id)).toEqual([second.id]);
    expect((await list('?academic_year=2024-2025')).map((c) => c.id)).toEqual([w.klass.id, w.otherClass.id]);
    expect((await list('?name=б-кл')).map((c) => c.id)).toEqual([second.id]);
    expect((await get(w.admin, '/api/classes/999')).status).toBe(404);
    expect((await get(w.admin, '/api/classes/x')).status).toBe(400);
  });

  it('when a teacher leaves a class, then its lessons they taught have no teacher until one is chosen', async () => {
    const w = await aWorld(t);
    const other = await aTeacher(t, 'Орлов');
    const added = await t.http().post(`/api/classes/${w.klass.id}/teachers`).set(bearer(w.admin)).send({ teacherId: other.id });
    expect(added.body.teachers).toHaveLength(2);
    const lesson = await aLesson(t, w.admin, { ...w.base, time_start: '10:00', teacher_id: w.teacher.id });
    expect(lesson.teacher_id).toBe(w.teacher.id);
    expect((await t.http().delete(`/api/classes/${w.klass.id}/teachers/${w.teacher.id}`).set(bearer(w.admin))).status).toBe(200);
    expect((await get(w.admin, `/api/schedule/${lesson.id}`)).body).toMatchObject({ teacher_id: null, teacher: null });
  });

  it('when a class with lessons (even archived) is deleted, then 409; without, 200 and gone', async () => {
    const w = await aWorld(t);
    const lesson = await aLesson(t, w.admin, { ...w.base, time_start: '10:00' });
    await t.http().delete(`/api/schedule/${lesson.id}/archive`).set(bearer(w.admin));
    const refused = await t.http().delete(`/api/classes/${w.klass.id}`).set(bearer(w.admin));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Нельзя удалить класс: у него есть занятия (в том числе в архиве)');
    await t.http().delete(`/api/schedule/${lesson.id}/force`).set(bearer(w.admin));
    const deleted = await t.http().delete(`/api/classes/${w.klass.id}`).set(bearer(w.admin));
    expect(deleted.status).toBe(200);
    expect(deleted.body.id).toBe(w.klass.id);
    expect((await get(w.admin, `/api/classes/${w.klass.id}`)).status).toBe(404);
    expect((await t.http().delete(`/api/classes/${w.klass.id}`).set(bearer(w.admin))).status).toBe(404);
  });

  it('when a subject used by a class is deleted, then 409 and the class keeps it', async () => {
    const w = await aWorld(t);
    const response = await t.http().delete(`/api/subjects/${w.subject.id}`).set(bearer(w.admin));
    expect(response.status).toBe(409);
    expect((await get(w.admin, `/api/classes/${w.klass.id}`)).body.subjects).toEqual([{ id: w.subject.id, name: 'Физика' }]);
  });
});

// ——— a teacher changes only the classes they teach ———

describe('classes: a TEACHER changes only their own classes', () => {
  async function classOf(t: TestApp) {
    const token = await admin();
    const p = await people(token);
    const klass = await aClass(t, token, { subject_ids: [p.physics.id], teacher_ids: [p.ivanov.id] });
    return { token, p, klass };
  }
  const FORBIDDEN = { message: 'Недостаточно прав', code: 'FORBIDDEN' };

  it('when a teacher replaces the teachers, subjects or year of another teacher’s class, or adds or removes its teachers, then 403 and nothing changes', async () => {
    const { token, p, klass } = await classOf(t);
    await t.http().post(`/api/classes/${klass.id}/teachers`).set(bearer(token)).send({ teacherId: p.petrova.id }).expect(200);
    const before = (await get(token, `/api/classes/${klass.id}`)).body as ClassItem;
    const outsider = await aTeacher(t, 'Чужаков');

    for (const response of [
      await patch(outsider.token, klass.id, { teacher_ids: [outsider.id] }),
      await patch(outsider.token, klass.id, { subject_ids: [p.maths.id] }),
      await patch(outsider.token, klass.id, { academic_year: '2030-2031' }),
      await t.http().post(`/api/classes/${klass.id}/teachers`).set(bearer(outsider.token)).send({ teacherId: outsider.id }),
      await t.http().delete(`/api/classes/${klass.id}/teachers/${p.petrova.id}`).set(bearer(outsider.token)),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual(FORBIDDEN);
    }
    expect((await get(token, `/api/classes/${klass.id}`)).body).toEqual(before);
  });

  it('when a teacher of the class changes it and adds or removes a colleague, then 200', async () => {
    const { p, klass } = await classOf(t);
    const patched = await patch(p.ivanov.token, klass.id, { subject_ids: [p.maths.id], teacher_ids: [p.ivanov.id, p.petrova.id] });
    expect(patched.status).toBe(200);
    expect(patched.body.teachers.map((teacher: { id: number }) => teacher.id)).toEqual([p.ivanov.id, p.petrova.id]);
    expect((await t.http().delete(`/api/classes/${klass.id}/teachers/${p.petrova.id}`).set(bearer(p.ivanov.token))).status).toBe(200);
    const orlov = await aTeacher(t, 'Орлов');
    expect(
      (await t.http().post(`/api/classes/${klass.id}/teachers`).set(bearer(p.ivanov.token)).send({ teacherId: orlov.id })).status,
    ).toBe(200);
  });

  it('when a teacher of the class would leave it (a list without them, or removing themselves), then 403: the class would no longer be theirs', async () => {
    const { token, p, klass } = await classOf(t);
    await t.http().post(`/api/classes/${klass.id}/teachers`).set(bearer(token)).send({ teacherId: p.petrova.id }).expect(200);
    expect((await patch(p.ivanov.token, klass.id, { teacher_ids: [p.petrova.id] })).status).toBe(403);
    expect((await t.http().delete(`/api/classes/${klass.id}/teachers/${p.ivanov.id}`).set(bearer(p.ivanov.token))).status).toBe(403);
    // staff may
    expect((await t.http().delete(`/api/classes/${klass.id}/teachers/${p.ivanov.id}`).set(bearer(token))).status).toBe(200);
  });

  it('when a teacher creates a class for a colleague, then 201, and only the colleague may change it afterwards', async () => {
    const token = await admin();
    const p = await people(token);
    const forColleague = await create(p.ivanov.token, { subject_ids: [p.physics.id], teacher_ids: [p.petrova.id] });
    expect(forColleague.status).toBe(201);
    expect((await patch(p.ivanov.token, forColleague.body.id, { academic_year: '2030-2031' })).status).toBe(403);
    expect((await patch(p.petrova.token, forColleague.body.id, { academic_year: '2030-2031' })).status).toBe(200);
  });

  it('when a MODERATOR changes any class’s teachers, then 200', async () => {
    const { p, klass } = await classOf(t);
    const moderator = await t.loginAs('MODERATOR');
    expect((await patch(moderator, klass.id, { teacher_ids: [p.petrova.id] })).status).toBe(200);
  });
});

// ——— who may do what: read for staff and teachers; ADMIN and TEACHER create; edit for staff and the class's teachers; ADMIN deletes ———

const existing = async (t: TestApp) => {
  const token = await t.loginAs('ADMIN');
  const teacher = await aTeacher(t);
  return aClass(t, token, { subject_ids: [(await aSubject(t, token, 'Физика')).id], teacher_ids: [teacher.id] });
};
const READ = forStaffAndTeachers(200);
/** The calling TEACHER does not teach the class (their own: see 'a TEACHER changes only their own classes'). */
const EDIT = forStaff(200);

const CALLS: Call[] = [
  {
    name: 'POST /classes',
    // a TEACHER may set up a class for a colleague (see 'a teacher creates a class for a colleague')
    expected: { ADMIN: 201, MODERATOR: 403, TEACHER: 201, STUDENT: 403, anonymous: 401 },
    prepare: async (t) => {
      const token = await t.loginAs('ADMIN');
      return {
        method: 'post',
        path: '/api/classes',
        body: { subject_ids: [(await aSubject(t, token, 'Физика')).id], teacher_ids: [(await aTeacher(t)).id] },
      };
    },
  },
  { name: 'GET /classes', expected: READ, prepare: async () => ({ method: 'get', path: '/api/classes?includeSubjects=true' }) },
  { name: 'GET /classes/:id', expected: READ, prepare: async (t) => ({ method: 'get', path: `/api/classes/${(await existing(t)).id}` }) },
  {
    name: 'PATCH /classes/:id',
    expected: EDIT,
    prepare: async (t) => ({ method: 'patch', path: `/api/classes/${(await existing(t)).id}`, body: { academic_year: '2024-2025' } }),
  },
  {
    name: 'DELETE /classes/:id',
    expected: forAdmin(200),
    prepare: async (t) => ({ method: 'delete', path: `/api/classes/${(await existing(t)).id}` }),
  },
  {
    name: 'POST /classes/:id/teachers',
    expected: EDIT,
    prepare: async (t) => ({
      method: 'post',
      path: `/api/classes/${(await existing(t)).id}/teachers`,
      body: { teacherId: (await aTeacher(t, 'Орлов')).id },
    }),
  },
  {
    name: 'DELETE /classes/:id/teachers/:teacherId',
    expected: EDIT,
    prepare: async (t) => {
      const klass = await existing(t);
      const second = await aTeacher(t, 'Орлов');
      await t
        .http()
        .post(`/api/classes/${klass.id}/teachers`)
        .set(bearer(await t.loginAs('ADMIN')))
        .send({ teacherId: second.id });
      return { method: 'delete', path: `/api/classes/${klass.id}/teachers/${second.id}` };
    },
  },
];

roleTable('classes: every call × every role', t, CALLS);
expectEveryRouteListed('/classes', CALLS);
