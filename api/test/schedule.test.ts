import { formatTimeOfDay, generateLessonName, groupTypeAbbreviation, type Lesson } from '@diary/common';
import { bearer, useTestApp } from './harness';
import {
  aCabinet,
  aClass,
  aGroupType,
  aLesson,
  aService,
  aStudent,
  aTeacher,
  aWorld,
  createLesson,
  expectNoOverlap,
  expectStatus,
  overlapsInDatabase,
  type World,
} from './factory';

const t = useTestApp();

const put = (w: World, id: number, body: object) => t.http().put(`/api/schedule/${id}`).set(bearer(w.admin)).send(body);
const get = (w: World, path: string) => t.http().get(path).set(bearer(w.admin));

describe('schedule: creating a lesson', () => {
  it('when an ADMIN creates a lesson, then 201 with every docs/product/data.md field, time_end derived and a generated name', async () => {
    const w = await aWorld(t);
    const response = await createLesson(t, w.admin, {
      ...w.base,
      time_start: '16:00',
      duration_minutes: 90,
      group_type_id: w.groupType.id,
      short_title: ' Физ ',
      comment: 'Принести тетради',
      status: 'trial',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      name: 'Пн 16:00-17:30 гр. Петров П. П. Физика',
      short_title: 'Физ',
      subject: 'Физика',
      status: 'trial',
      total_places: 3,
      free_places: 3,
      class_id: w.klass.id,
      class: {
        id: w.klass.id,
        name: w.klass.name,
        teachers: [{ id: w.teacher.id, first_name: 'Пётр', second_name: 'Петров', last_name: 'Петрович' }],
        subjects: [{ id: w.subject.id, name: 'Физика' }],
      },
      group_type_id: w.groupType.id,
      group_type: { id: w.groupType.id, name: 'Группа', total_places: 3 },
      cabinet_id: w.cabinet.id,
      cabinet: { id: w.cabinet.id, name: 'Кабинет 1', filial_id: w.filial.id, quantity: 10, color: '#007bff', isArchived: false },
      day_of_week: 1,
      time_start: '16:00',
      time_end: '17:30',
      duration_minutes: 90,
      service_id: null,
      comment: 'Принести тетради',
      students: [],
      teacher_id: w.teacher.id,
      teacher: { id: w.teacher.id, first_name: 'Пётр', second_name: 'Петров', last_name: 'Петрович' },
      isArchived: false,
      createdAt: expect.stringMatching(/Z$/),
    });
    const read = await get(w, `/api/schedule/${response.body.id}?includeRelations=true`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(response.body);
  });

  it('when a name is given, then it is kept; a lesson without group type is unlimited (total_places 0, free_places null)', async () => {
    const w = await aWorld(t);
    const lesson = await aLesson(t, w.admin, { ...w.base, time_start: '9:05', name: 'Олимпиадная группа' });
    expect(lesson).toMatchObject({
      name: 'Олимпиадная группа',
      time_start: '09:05',
      time_end: '10:05',
      total_places: 0,
      free_places: null,
    });
  });

  it('when created with a service, then duration, group type and places come from the service (the sent duration is ignored)', async () => {
    const w = await aWorld(t);
    const lesson = await aLesson(t, w.admin, { ...w.base, time_start: '10:00', duration_minutes: 15, service_id: w.service.id });
    expect(lesson).toMatchObject({
      service_id: w.service.id,
      duration_minutes: 90,
      time_end: '11:30',
      group_type_id: w.groupType.id,
      total_places: 3,
      free_places: 3,
    });
    // The schema asks for a duration only when there is no service.
    const noDuration = await createLesson(t, w.admin, {
      ...w.base,
      duration_minutes: undefined,
      time_start: '12:00',
      service_id: w.service.id,
    });
    expect(noDuration.status).toBe(201);
  });

  it('when the service’s group type is unlimited (0), then total_places 0 and free_places null', async () => {
    const w = await aWorld(t);
    const unlimited = await aGroupType(t, w.admin, 'Лекция', 0);
    const service = await aService(t, w.admin, { group_type_id: unlimited.id, duration_minutes: 45, name: 'Лекция' });
    const lesson = await aLesson(t, w.admin, {
      ...w.base,
      time_start: '10:00',
      service_id: service.id,
      students: [(await aStudent(t)).id],
    });
    expect(lesson).toMatchObject({ total_places: 0, free_places: null, duration_minutes: 45, time_end: '10:45' });
  });

  it('when created with students, then they are enrolled (surname order) and free_places counts them', async () => {
    const w = await aWorld(t);
    const b = await aStudent(t, 'Борисов');
    const a = await aStudent(t, 'Алексеев');
    const lesson = await aLesson(t, w.admin, { ...w.base, time_start: '10:00', service_id: w.service.id, students: [b.id, a.id, b.id] });
    expect(lesson.students.map((s) => s.second_name)).toEqual(['Алексеев', 'Борисов']);
    expect(lesson.free_places).toBe(1);
  });

  it('when the teacher is not given, then it is the class’s only teacher, or none of a class with several; a named one must teach the class', async () => {
    const w = await aWorld(t);
    expect((await aLesson(t, w.admin, { ...w.base, time_start: '09:00' })).teacher_id).toBe(w.teacher.id);
    const other = await aTeacher(t, 'Сидоров', 'Сидор', null);
    const pair = await aClass(t, w.admin, { subject_ids: [w.subject.id], teacher_ids: [w.teacher.id, other.id] });
    const unassigned = await aLesson(t, w.admin, { ...w.base, class_id: pair.id, time_start: '10:00' });
    expect([unassigned.teacher_id, unassigned.teacher]).toEqual([null, null]);
    const named = await aLesson(t, w.admin, { ...w.base, class_id: pair.id, time_start: '11:00', teacher_id: other.id });
    expect(named.teacher).toEqual({ id: other.id, first_name: 'Сидор', second_name: 'Сидоров', last_name: null });
    expect(named.name).toBe('Пн 11:00-12:00 Сидоров С. Физика');
    const notOfClass = await createLesson(t, w.admin, { ...w.base, time_start: '12:00', teacher_id: other.id });
    expect(notOfClass.status).toBe(400);
    expect(notOfClass.body.message).toBe('Преподаватель не в этом классе');
    const student = await aStudent(t);
    const wrong = await createLesson(t, w.admin, { ...w.base, time_start: '12:00', teacher_id: student.id });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Преподаватель не найден');
    expect((await get(w, '/api/schedule')).body).toHaveLength(3);
  });

  it.each([
    ['no cabinet', 'Не указан кабинет', { cabinet_id: undefined }],
    ['a null cabinet', 'Не указан кабинет', { cabinet_id: null }],
    ['no class', 'Не указан класс', { class_id: undefined }],
    ['no subject', 'Не указан предмет', { subject: ' ' }],
    ['no start', 'Не указано время начала', { time_start: undefined }],
    ['a start that is not a time', 'Время начала в формате ЧЧ:ММ', { time_start: '25:00' }],
    ['a start off the 5-minute step', 'Время начала должно быть кратно 5 минутам', { time_start: '10:03' }],
    ['a day 0', 'День недели: число от 1 (понедельник) до 7 (воскресенье)', { day_of_week: 0 }],
    ['a day 8', 'День недели: число от 1 (понедельник) до 7 (воскресенье)', { day_of_week: 8 }],
    ['no duration and no service', 'Длительность обязательна', { duration_minutes: undefined }],
    ['a zero duration', 'Длительность должна быть положительным числом', { duration_minutes: 0 }],
    ['an unknown status', 'Статус: canceled, trial, not confirmed или пусто', { status: 'done' }],
  ])('when sent with %s, then 400 "%s"', async (_case, message, change) => {
    const w = await aWorld(t);
    const response = await createLesson(t, w.admin, { ...w.base, time_start: '10:00', ...change });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION');
    expect(response.body.message).toBe(message);
  });

  it.each([
    ['a missing cabinet', 'Кабинет не найден', () => ({ cabinet_id: 999 })],
    ['a missing class', 'Класс не найден', () => ({ class_id: 999 })],
    ['a missing service', 'Услуга не найдена', () => ({ service_id: 999 })],
    ['a missing group type', 'Тип занятия не найден', () => ({ group_type_id: 999 })],
    ['a student id that is a teacher', 'Ученик не найден', (w: World) => ({ students: [w.teacher.id] })],
    ['a lesson past midnight', 'Занятие должно закончиться до полуночи', () => ({ time_start: '23:30', duration_minutes: 45 })],
  ])('when sent with %s, then 400 "%s" and nothing is created', async (_case, message, change) => {
    const w = await aWorld(t);
    const response = await createLesson(t, w.admin, { ...w.base, time_start: '10:00', ...change(w) });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect((await get(w, '/api/schedule')).body).toEqual([]);
  });

  it('when the cabinet is archived or the service archived, then 400', async () => {
    const w = await aWorld(t);
    await t.http().delete(`/api/cabinets/${w.otherCabinet.id}/archive`).set(bearer(w.admin));
    const inArchived = await createLesson(t, w.admin, { ...w.base, cabinet_id: w.otherCabinet.id, time_start: '10:00' });
    expect(inArchived.status).toBe(400);
    expect(inArchived.body.message).toBe('Кабинет в архиве');
    await t.http().delete(`/api/services/${w.service.id}`).set(bearer(w.admin));
    const archivedService = await createLesson(t, w.admin, { ...w.base, service_id: w.service.id, time_start: '10:00' });
    expect(archivedService.status).toBe(400);
    expect(archivedService.body.message).toBe('Услуга в архиве');
  });

  it('when the students exceed the places, then 409 and nothing is created', async () => {
    const w = await aWorld(t);
    const students = await Promise.all([aStudent(t), aStudent(t), aStudent(t), aStudent(t)]);
    const response = await createLesson(t, w.admin, {
      ...w.base,
      time_start: '10:00',
      service_id: w.service.id,
      students: students.map((s) => s.id),
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Нет свободных мест на занятии', code: 'CONFLICT' });
    expect((await get(w, '/api/schedule')).body).toEqual([]);
  });
});

describe('schedule: the overlap rule at its edges', () => {
  // An existing lesson Monday 10:00–11:00 in the first cabinet.
  const cases: [string, number, object][] = [
    ['ending exactly when it starts (09:00–10:00)', 201, { time_start: '09:00', duration_minutes: 60 }],
    ['starting exactly when it ends (11:00–12:00)', 201, { time_start: '11:00', duration_minutes: 60 }],
    ['overlapping its start (09:30–10:30)', 409, { time_start: '09:30', duration_minutes: 60 }],
    ['overlapping its end (10:55–11:55)', 409, { time_start: '10:55', duration_minutes: 60 }],
    ['inside it (10:15–10:45)', 409, { time_start: '10:15', duration_minutes: 30 }],
    ['containing it (09:00–12:00)', 409, { time_start: '09:00', duration_minutes: 180 }],
    ['identical (10:00–11:00)', 409, { time_start: '10:00', duration_minutes: 60 }],
    ['one minute of overlap (09:00–10:01)', 409, { time_start: '09:00', duration_minutes: 61 }],
    ['the same time on another day', 201, { time_start: '10:00', day_of_week: 2 }],
  ];

  it.each(cases)('when a lesson is %s, then %i', async (_case, status, change) => {
    const w = await aWorld(t);
    const existing = await aLesson(t, w.admin, { ...w.base, time_start: '10:00' });
    const response = await createLesson(t, w.admin, { ...w.base, ...change });
    expect(response.status).toBe(status);
    if (status === 409) {
      expect(response.body).toEqual({
        message: 'Конфликт времени с существующими занятиями',
        code: 'CONFLICT',
        clashes: [
          { kind: 'cabinet', lessonId: existing.id, personId: null },
          { kind: 'teacher', lessonId: existing.id, personId: w.teacher.id },
        ],
      });
    }
  });

  it('when the same time is in another cabinet, then 201 for another class’s teacher, 409 for the same teacher', async () => {
    const w = await aWorld(t);
    const existing = await aLesson(t, w.admin, { ...w.base, time_start: '10:00' });
    const same = await createLesson(t, w.admin, { ...w.base, cabinet_id: w.otherCabinet.id, time_start: '10:30' });
    expect(same.status).toBe(409);
    expect(same.body).toEqual({
      message: 'Преподаватель Петров П. П. в это время ведёт другое занятие',
      code: 'CONFLICT',
      clashes: [{ kind: 'teacher', lessonId: existing.id, personId: w.teacher.id }],
    });
    const other = await createLesson(t, w.admin, {
      ...w.base,
      class_id: w.otherClass.id,
      cabinet_id: w.otherCabinet.id,
      time_start: '10:00',
    });
    expect(other.status).toBe(201);
  });

  it('when the existing lesson is archived, then its time is free; restoring it then is 409', async () => {
    const w = await aWorld(t);
    const old = await aLesson(t, w.admin, { ...w.base, time_start: '10:00' });
    const archived = await t.http().delete(`/api/schedule/${old.id}/archive`).set(bearer(w.admin));
    expect(archived.status).toBe(200);
    expect(archived.body.isArchived).toBe(true);
    expect((await createLesson(t, w.admin, { ...w.base, time_start: '10:00' })).status).toBe(201);
    const restored = await t.http().post(`/api/schedule/${old.id}/restore`).set(bearer(w.admin));
    expect(restored.status).toBe(409);
    expect(restored.body.message).toBe('Конфликт времени с существующими занятиями');
  });

  it('when a lesson is edited in place (longer, same start), then it does not conflict with itself', async () => {
    const w = await aWorld(t);
    const lesson = await aLesson(t, w.admin, { ...w.base, time_start: '10:00' });
    const longer = await put(w, lesson.id, { duration_minutes: 90, time_start: '09:45' });
    expect(longer.status).toBe(200);
    expect(longer.body).toMatchObject({ time_start: '09:45', time_end: '11:15', duration_minutes: 90 });
  });

  it('when an edit makes it overlap another lesson, then 409 and nothing changes', async () => {
    const w = await aWorld(t);
    await aLesson(t, w.admin, { ...w.base, time_start: '12:00' });
    const lesson = await aLesson(t, w.admin, { ...w.base, time_start: '10:00' });
    const response = await put(w, lesson.id, { duration_minutes: 150 });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Конфликт времени с существующими занятиями');
    expect((await get(w, `/api/schedule/${lesson.id}`)).body).toEqual(lesson);
    // Touching is fine.
    expect((await put(w, lesson.id, { duration_minutes: 120 })).status).toBe(200);
  });
});

describe('schedule: concurrent writes never double-book a cabinet', () => {
  it('when 20 overlapping lessons are POSTed at once, then exactly one is 201 and the rest 409', async () => {
    const w = await aWorld(t);
    const responses = await Promise.all(
      // Starts 10:00, 10:05, … 11:35, each 120 minutes long: every pair overlaps.
      Array.from({ length: 20 }, (_, i) =>
        createLesson(t, w.admin, { ...w.base, time_start: formatTimeOfDay(600 + 5 * i), duration_minutes: 120 }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(responses.filter((r) => r.status === 409).every((r) => r.body.message === 'Конфликт времени с существующими занятиями')).toBe(
      true,
    );
    expect((await get(w, '/api/schedule')).body).toHaveLength(1);
  });

  it('when parallel edits each stretch a different lesson over the same gap, then at most one wins and nothing overlaps', async () => {
    const w = await aWorld(t);
    const lessons = await Promise.all(
      ['08:00', '12:00', '16:00'].map((time_start) => aLesson(t, w.admin, { ...w.base, time_start, duration_minutes: 60 })),
    );
    // Each stretch covers the others' times.
    const responses = await Promise.all(lessons.map((lesson) => put(w, lesson.id, { time_start: '08:00', duration_minutes: 600 })));
    expect(responses.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
    expect(responses.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expectNoOverlap((await get(w, '/api/schedule')).body);
    expect(await overlapsInDatabase(t)).toEqual([]);
  });
});

describe('schedule: editing a lesson', () => {
  it('when PUT sends some fields, then those change and the rest are kept; a generated name follows the change', async () => {
    const w = await aWorld(t);
    const lesson = await aLesson(t, w.admin, { ...w.base, time_start: '10:00' });
    expect(lesson.name).toBe('Пн 10:00-11:00 Петров П. П. Физика');
    const response = await put(w, lesson.id, { day_of_week: 3, comment: 'Перенос', status: 'canceled' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...lesson,
      day_of_week: 3,
      comment: 'Перенос',
      status: 'canceled',
      name: 'Ср 10:00-11:00 Петров П. П. Физика',
    });
    const cleared = await put(w, lesson.id, { status: null, comment: '' });
    expect(cleared.body).toMatchObject({ status: null, comment: null });
    expect((await put(w, lesson.id, {})).body).toEqual(cleared.body);
  });

  it('when the name was typed by hand, then edits keep it; a blank name is generated again', async () => {
    const w = await aWorld(t);
    const lesson = await aLesson(t, w.admin, { ...w.base, time_start: '10:00', name: 'Моя группа' });
    expect((await put(w, lesson.id, { day_of_week: 2 })).body.name).toBe('Моя группа');
    expect((await put(w, lesson.id, { name: '' })).body.name).toBe('Вт 10:00-11:00 Петров П. П. Физика');
  });

  it('when PUT sends a service, then duration, group type and places follow it; free_places follows the students', async () => {
    const w = await aWorld(t);
    const student = await aStudent(t);
    const lesson = await aLesson(t, w.admin, { ...w.base, time_start: '10:00', students: [student.id] });
    expect(lesson).toMatchObject({ total_places: 0, free_places: null });
    const response = await put(w, lesson.id, { service_id: w.service.id });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      service_id: w.service.id,
      duration_minutes: 90,
      group_type_id: w.groupType.id,
      total_places: 3,
      free_places: 2,
    });
    const unlinked = await put(w, lesson.id, { service_id: null });
    expect(unlinked.body).toMatchObject({ service_id: null, duration_minutes: 90, total_places: 3 });
  });

  it('when PUT sends students, then the enrolment becomes exactly that list, within the places', async () => {
    const w = await aWorld(t);
    const [a, b, c, d] = await Promise.all([aStudent(t, 'А'), aStudent(t, 'Б'), aStudent(t, 'В'), aStudent(t, 'Г')]);
    const lesson = await aLesson(t, w.admin, { ...w.base, time_start: '10:00', service_id: w.service.id, students: [a!.id, b!.id] });
    const response = await put(w, lesson.id, { students: [b!.id, c!.id] });
    expect(response.body.students.map((s: { id: number }) => s.id)).toEqual([b!.id, c!.id]);
    const tooMany = await put(w, lesson.id, { students: [a!.id, b!.id, c!.id, d!.id] });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('Нет свободных мест на занятии');
    expect((await put(w, lesson.id, { students: [] })).body.students).toEqual([]);
  });

  it('when a smaller group type leaves fewer places than students, then 409', async () => {
    const w = await aWorld(t);
    const single = await aGroupType(t, w.admin, 'Индивидуальное', 1);
    const students = await Promise.all([aStudent(t), aStudent(t)]);
    const lesson = await aLesson(t, w.admin, {
      ...w.base,
      time_start: '10:00',
      service_id: w.service.id,
      students: students.map((s) => s.id),
    });
    const response = await put(w, lesson.id, { group_type_id: single.id });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Мест меньше, чем уже записано учеников');
  });

  it('when PUT sends a null cabinet or an unknown lesson, then 400 / 404', async () => {
    const w = await aWorld(t);
    const lesson = await aLesson(t, w.admin, { ...w.base, time_start: '10:00' });
    const noCabinet = await put(w, lesson.id, { cabinet_id: null });
    expect(noCabinet.status).toBe(400);
    expect(noCabinet.body.message).toBe('Не указан кабинет');
    const missing = await put(w, 999, { comment: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Занятие не найдено', code: 'NOT_FOUND' });
    expect((await put(w, 0, {})).status).toBe(400);
    // Beyond PostgreSQL's integer: the client's mistake, not a failed query.
    for (const path of ['/api/schedule/99999999999', '/api/schedule?cabinet_id=99999999999', '/api/schedule/student/3000000000']) {
      const response = await get(w, path);
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
    }
    const huge = await t
      .http()
      .post('/api/schedule/check-conflicts')
      .set(bearer(w.admin))
      .send({ cabinet_id: 99999999999, day_of_week: 1, time_start: '10:00', duration_minutes: 30 });
    expect(huge.status).toBe(400);
  });
});

describe('schedule: archive, force delete, lists', () => {
  it('when archived, then it leaves the lists and joins /schedule/archived; force delete removes it (404 afterwards)', async () => {
    const w = await aWorld(t);
    const student = await aStudent(t);
    const lesson = await aLesson(t, w.admin, { ...w.base, time_start: '10:00', students: [student.id] });
    await expectStatus(t.http().delete(`/api/schedule/${lesson.id}/archive`).set(bearer(w.admin)), 200);
    expect((await get(w, '/api/schedule')).body).toEqual([]);
    expect((await get(w, '/api/schedule/archived')).body.map((l: Lesson) => l.id)).toEqual([lesson.id]);
    expect((await get(w, '/api/schedule?isArchived=1')).body.map((l: Lesson) => l.id)).toEqual([lesson.id]);
    const deleted = await t.http().delete(`/api/schedule/${lesson.id}/force`).set(bearer(w.admin));
    expect(deleted.status).toBe(200);
    expect(deleted.body.id).toBe(lesson.id);
    expect((await get(w, `/api/schedule/${lesson.id}`)).status).toBe(404);
    for (const path of [`/api/schedule/${lesson.id}/archive`, `/api/schedule/${lesson.id}/force`]) {
      const response = await t.http().delete(path).set(bearer(w.admin));
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Занятие не найдено');
    }
  });

  it('when listed with filters, then class, cabinet, day and branch filters apply; lessons come by day and time', async () => {
    const w = await aWorld(t);
    const a = await aLesson(t, w.admin, { ...w.base, time_start: '12:00' });
    const b = await aLesson(t, w.admin, { ...w.base, time_start: '10:00' });
    const c = await aLesson(t, w.admin, { ...w.base, time_start: '10:00', day_of_week: 2, cabinet_id: w.otherCabinet.id });
    const ids = async (query: string) => ((await get(w, `/api/schedule${query}`)).body as Lesson[]).map((l) => l.id);
    expect(await ids('')).toEqual([b.id, a.id, c.id]);
    expect(await ids(`?class_id=${w.klass.id}&includeStudents=true`)).toEqual([b.id, a.id, c.id]);
    expect(await ids(`?cabinet_id=${w.otherCabinet.id}`)).toEqual([c.id]);
    expect(await ids('?day_of_week=1')).toEqual([b.id, a.id]);
    expect(await ids(`?filialId=${w.filial.id}`)).toEqual([b.id, a.id, c.id]);
    expect(await ids('?filialId=999')).toEqual([]);
    expect((await get(w, '/api/schedule?class_id=abc')).status).toBe(400);
    expect(((await get(w, '/api/schedule/day/1')).body as Lesson[]).map((l) => l.id)).toEqual([b.id, a.id]);
    expect(((await get(w, `/api/schedule/day/2?filialId=${w.filial.id}`)).body as Lesson[]).map((l) => l.id)).toEqual([c.id]);
    expect((await get(w, '/api/schedule/day/8')).status).toBe(400);
    expect(((await get(w, `/api/schedule/cabinet/${w.cabinet.id}/day/1`)).body as Lesson[]).map((l) => l.id)).toEqual([b.id, a.id]);
    expect((await get(w, `/api/schedule/cabinet/999/day/1`)).status).toBe(404);
    expect(((await get(w, `/api/schedule/class/${w.klass.id}/day/2`)).body as Lesson[]).map((l) => l.id)).toEqual([c.id]);
    expect((await get(w, `/api/schedule/class/999/day/2`)).status).toBe(404);
  });
});

describe('schedule: check-conflicts', () => {
  it('when asked about a slot, then {hasConflicts, conflicts}; touching is free; exclude_schedule_id leaves the lesson out', async () => {
    const w = await aWorld(t);
    const lesson = await aLesson(t, w.admin, { ...w.base, time_start: '10:00' });
    const check = (body: object) =>
      expectStatus<{ hasConflicts: boolean; conflicts: Lesson[]; clashes: unknown[] }>(
        t
          .http()
          .post('/api/schedule/check-conflicts')
          .set(bearer(w.admin))
          .send({ cabinet_id: w.cabinet.id, day_of_week: 1, ...body }),
        200,
      );
    const busy = await check({ time_start: '10:30', duration_minutes: 60 });
    expect(busy.hasConflicts).toBe(true);
    expect(busy.conflicts.map((l) => l.id)).toEqual([lesson.id]);
    expect(busy.clashes).toEqual([{ kind: 'cabinet', lessonId: lesson.id, personId: null }]);
    const free = { hasConflicts: false, conflicts: [], clashes: [] };
    expect(await check({ time_start: '11:00', duration_minutes: 60 })).toEqual(free);
    expect(await check({ time_start: '10:30', duration_minutes: 60, exclude_schedule_id: lesson.id })).toEqual(free);
    expect(await check({ time_start: '10:30', duration_minutes: 60, day_of_week: 2 })).toEqual(free);
    const bad = await t
      .http()
      .post('/api/schedule/check-conflicts')
      .set(bearer(w.admin))
      .send({ day_of_week: 1, time_start: '10:00', duration_minutes: 30 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Не указан кабинет');
  });
});

describe('schedule: a branch’s week', () => {
  it('when the week is read, then every key "1"…"7" is there, with the lessons of the branch’s non-archived cabinets', async () => {
    const w = await aWorld(t);
    const monday = await aLesson(t, w.admin, { ...w.base, time_start: '10:00' });
    const sunday = await aLesson(t, w.admin, { ...w.base, time_start: '10:00', day_of_week: 7, cabinet_id: w.otherCabinet.id });
    const archivedLesson = await aLesson(t, w.admin, { ...w.base, time_start: '15:00' });
    await t.http().delete(`/api/schedule/${archivedLesson.id}/archive`).set(bearer(w.admin));
    const elsewhere = await aCabinet(
      t,
      w.admin,
      (await expectStatus<{ id: number }>(t.http().post('/api/filials').set(bearer(w.admin)).send({ name: 'Другой' }), 201)).id,
    );
    await aLesson(t, w.admin, { ...w.base, class_id: w.otherClass.id, time_start: '10:00', cabinet_id: elsewhere.id });

    const week = await get(w, `/api/schedule/filial/${w.filial.id}/week`);
    expect(week.status).toBe(200);
    expect(Object.keys(week.body)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(week.body['1'].map((l: Lesson) => l.id)).toEqual([monday.id]);
    expect(week.body['7'].map((l: Lesson) => l.id)).toEqual([sunday.id]);
    expect(week.body['1'][0]).toEqual(monday);
    for (const day of ['2', '3', '4', '5', '6']) expect(week.body[day]).toEqual([]);

    await t.http().delete(`/api/cabinets/${w.otherCabinet.id}/archive`).set(bearer(w.admin));
    expect((await get(w, `/api/schedule/filial/${w.filial.id}/week`)).body['7']).toEqual([]);
    const missing = await get(w, '/api/schedule/filial/999/week');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Филиал не найден');
  });

  it('when a branch has no lessons, then every day is an empty list', async () => {
    const w = await aWorld(t);
    expect((await get(w, `/api/schedule/filial/${w.filial.id}/week`)).body).toEqual({ 1: [], 2: [], 3: [], 4: [], 5: [], 6: [], 7: [] });
  });
});

describe('schedule: references held by lessons', () => {
  it('when a group type or service is still used by a lesson, then deleting the group type is 409', async () => {
    const w = await aWorld(t);
    const lone = await aGroupType(t, w.admin, 'Индивидуальное', 1);
    await aLesson(t, w.admin, { ...w.base, time_start: '10:00', group_type_id: lone.id });
    const response = await t.http().delete(`/api/group-types/${lone.id}`).set(bearer(w.admin));
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('CONFLICT');
  });
});

describe('schedule: utilisation', () => {
  it('when stats are read, then per weekday the lessons, minutes and enrolments (of one branch with filialId)', async () => {
    const w = await aWorld(t);
    const student = await aStudent(t);
    await aLesson(t, w.admin, { ...w.base, time_start: '10:00', students: [student.id] });
    await aLesson(t, w.admin, { ...w.base, time_start: '12:00', duration_minutes: 30 });
    const stats = await get(w, `/api/schedule/utilization/stats?filialId=${w.filial.id}`);
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({ filialId: w.filial.id, totalLessons: 2, totalMinutes: 90, totalStudents: 1 });
    expect(stats.body.byDay).toHaveLength(7);
    expect(stats.body.byDay[0]).toEqual({ day_of_week: 1, lessons: 2, minutes: 90, students: 1 });
    expect((await get(w, '/api/schedule/utilization/stats?filialId=999')).body.totalLessons).toBe(0);
  });
});

describe('schedule: generated lesson names (weekday, time range, type, teacher initials, subject)', () => {
  it.each([
    ['Группа', 'гр.'],
    ['Групповое', 'гр.'],
    ['Индивидуальное', 'инд.'],
    ['Пробное', 'проб'],
    ['VIP', 'vip'],
    ['Дистанционное индивидуальное', 'дист. инд.'],
    ['Дистанционное', 'дист.'],
    ['Мастер-класс', 'Маст.'],
    ['', ''],
  ])('when the group type is "%s", then the abbreviation is "%s"', (name, abbreviation) => {
    expect(groupTypeAbbreviation(name)).toBe(abbreviation);
  });

  it('when parts are missing, then they are left out', () => {
    expect(generateLessonName({ day_of_week: 7, start: 9 * 60, duration_minutes: 45, subject: 'Химия' })).toBe('Вс 09:00-09:45 Химия');
    expect(
      generateLessonName({
        day_of_week: 2,
        start: 16 * 60,
        duration_minutes: 90,
        groupTypeName: 'Индивидуальное',
        teacher: { second_name: 'Иванова', first_name: 'Мария', last_name: null },
        subject: 'Английский',
      }),
    ).toBe('Вт 16:00-17:30 инд. Иванова М. Английский');
  });

  it('when a lesson is created in a group of type "Индивидуальное" without a name, then the name carries "инд."', async () => {
    const w = await aWorld(t);
    const single = await aGroupType(t, w.admin, 'Индивидуальное', 1);
    const lesson = await aLesson(t, w.admin, {
      ...w.base,
      day_of_week: 6,
      time_start: '11:30',
      duration_minutes: 45,
      group_type_id: single.id,
    });
    expect(lesson.name).toBe('Сб 11:30-12:15 инд. Петров П. П. Физика');
  });
});
