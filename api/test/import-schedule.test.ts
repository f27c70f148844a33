import { count } from 'drizzle-orm';
import { CLASH_MESSAGES, SCHEDULE_IMPORT_COLUMNS, TIMETABLE_MESSAGES as M } from '@diary/common';
import { schedules } from '../src/db/schema';
import { SCHEDULE_IMPORT_MESSAGES as T } from '../src/modules/import/schedule-import';
import { bearer, useTestApp, type TestUser } from './harness';
import { aLesson, anXlsx, aStudent, aWorld, download, sheetRows, uploadImport, type World } from './factory';

const t = useTestApp();

const HEADER = [...SCHEDULE_IMPORT_COLUMNS];
const lessonCount = async () => (await t.db.select({ n: count() }).from(schedules))[0]?.n ?? 0;

interface Cast {
  world: World;
  anna: TestUser;
  boris: TestUser;
}

async function aCast(): Promise<Cast> {
  const world = await aWorld(t);
  const anna = await t.createUser({ roles: ['STUDENT'], username: 'anna', second_name: 'Антонова', first_name: 'Анна', last_name: null });
  const boris = await t.createUser({ roles: ['STUDENT'], username: 'boris', second_name: 'Борисов', first_name: 'Борис', last_name: null });
  return { world, anna, boris };
}

/** A row of the file: Центральный, Кабинет 1, Monday 10:00, the 90-minute service, the first class, Физика — unless overridden. */
function row(world: World, cells: Partial<Record<(typeof SCHEDULE_IMPORT_COLUMNS)[number], unknown>> = {}): unknown[] {
  const base: Record<string, unknown> = {
    Филиал: world.filial.name,
    Кабинет: 'Кабинет 1',
    'День недели': 'Понедельник',
    Начало: '10:00',
    Услуга: world.service.name,
    Класс: world.klass.name,
    Предмет: 'Физика',
    Ученики: null,
    Преподаватель: null,
    ...cells,
  };
  return HEADER.map((column) => base[column] ?? null);
}

const fileOf = (rows: unknown[][]) => anXlsx([HEADER, ...(rows as never[][])]);

describe('GET /api/import/schedule/template.xlsx', () => {
  it('when an ADMIN downloads it, then the sheet "data" has the nine columns in order', async () => {
    const { world } = await aCast();
    const response = await download(t, world.admin, '/api/import/schedule/template.xlsx');
    expect(response.status).toBe(200);
    const { names, rows } = await sheetRows(response.body as Buffer);
    expect(names).toEqual(['data', 'Пояснения']);
    expect(rows).toEqual([HEADER]);
  });
});

describe('POST /api/import/schedule', () => {
  it('when names match nothing or values are wrong, then a dry run answers each at its row and column, and writes nothing', async () => {
    const { world } = await aCast();
    const file = await fileOf([
      row(world, { Ученики: 'anna, boris' }),
      row(world, { Филиал: 'Южный' }),
      row(world, { Кабинет: 'Кабинет 9', 'День недели': 'Понедельничек', Начало: '10:07' }),
      row(world, { Услуга: 'Массаж', Класс: 'Нет такого', Предмет: 'Астрология' }),
      row(world, { 'День недели': 'Вторник', Ученики: 'anna, nobody', Преподаватель: 'ghost' }),
      row(world, { 'День недели': 'Среда', Начало: null }),
    ]);

    const response = await uploadImport(t, world.admin, 'schedule', file, { dryRun: true });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      rows: 6,
      valid: 1,
      errors: [
        { row: 3, column: 'Филиал', message: T.filialNotFound('Южный') },
        { row: 4, column: 'Кабинет', message: T.cabinetNotFound('Кабинет 9', world.filial.name) },
        { row: 4, column: 'День недели', message: T.weekday },
        { row: 4, column: 'Начало', message: M.timeStartStep },
        { row: 5, column: 'Услуга', message: T.serviceNotFound('Массаж') },
        { row: 5, column: 'Класс', message: T.classNotFound('Нет такого') },
        { row: 5, column: 'Предмет', message: T.subjectNotFound('Астрология') },
        { row: 6, column: 'Ученики', message: T.studentNotFound('nobody') },
        { row: 6, column: 'Преподаватель', message: T.teacherNotFound('ghost') },
        { row: 7, column: 'Начало', message: M.timeStartRequired },
      ],
    });
    expect(await lessonCount()).toBe(0);
  });

  it('when rows of the file clash with each other by cabinet, teacher or student, then each later row gets its clash', async () => {
    const { world, anna } = await aCast();
    const file = await fileOf([
      row(world, { Ученики: 'anna' }),
      // The same cabinet, half an hour later, another class (another teacher).
      row(world, { Начало: '10:30', Класс: world.otherClass.name }),
      // Another cabinet, the first class: its teacher is busy.
      row(world, { Кабинет: 'Кабинет 2', Начало: '11:00' }),
      // Another cabinet and class, anna again.
      row(world, { Кабинет: 'Кабинет 2', Начало: '09:00', Класс: world.otherClass.name, Ученики: 'anna' }),
      // Touching ends are allowed.
      row(world, { Начало: '11:30', Ученики: 'anna' }),
    ]);

    const response = await uploadImport(t, world.admin, 'schedule', file, { dryRun: true });

    const annaName = `${anna.second_name} ${anna.first_name[0]}.`;
    expect(response.body).toEqual({
      rows: 5,
      valid: 2,
      errors: [
        { row: 3, column: 'Кабинет', message: M.timeConflict },
        { row: 4, column: 'Преподаватель', message: CLASH_MESSAGES.teacher('Петров П. П.') },
        { row: 5, column: 'Ученики', message: CLASH_MESSAGES.student(annaName) },
      ],
    });
    expect(await lessonCount()).toBe(0);
  });

  it('when a row clashes with a lesson already there, then the write is refused as a whole and nothing is created', async () => {
    const { world } = await aCast();
    await aLesson(t, world.admin, { ...world.base, time_start: '10:00' });
    const file = await fileOf([row(world, { 'День недели': 'Вторник' }), row(world, { Начало: '09:00', Класс: world.otherClass.name })]);

    const response = await uploadImport(t, world.admin, 'schedule', file);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Файл содержит ошибки',
      code: 'VALIDATION',
      errors: [{ row: 3, column: 'Кабинет', message: M.timeConflict }],
    });
    expect(await lessonCount()).toBe(1);
  });

  it("when every row is good, then 201 with the count; times typed as Excel times are taken, the class's only teacher teaches", async () => {
    const { world, anna, boris } = await aCast();
    const nine = new Date(Date.UTC(1899, 11, 30, 9, 0));
    const file = await fileOf([
      row(world, { Начало: 0.5, Ученики: 'anna; boris' }),
      row(world, { 'День недели': 'пт', Начало: nine, Кабинет: 'кабинет 2', Преподаватель: world.teacher.username }),
    ]);

    const response = await uploadImport(t, world.admin, 'schedule', file);

    expect(response.status).toBe(201);
    expect(response.body).toEqual({ created: 2 });
    const week = await t.http().get(`/api/schedule/teacher/${world.teacher.id}/week`).set(bearer(world.admin));
    expect(week.status).toBe(200);
    expect(week.body['1']).toHaveLength(1);
    expect(week.body['1'][0]).toMatchObject({ time_start: '12:00', subject: 'Физика' });
    expect(week.body['5'][0]).toMatchObject({ time_start: '09:00', cabinet: { id: world.otherCabinet.id, name: 'Кабинет 2' } });
    for (const student of [anna, boris]) {
      const studentWeek = await t.http().get(`/api/schedule/student/${student.id}/week`).set(bearer(world.admin));
      expect(studentWeek.body['1']).toHaveLength(1);
    }
  });

  it("when a named teacher is not one of the class's, then that row says so in the teacher's column", async () => {
    const { world } = await aCast();
    const stranger = await aStudent(t, 'Чужой');
    const file = await fileOf([row(world, { Преподаватель: stranger.username })]);
    const response = await uploadImport(t, world.admin, 'schedule', file, { dryRun: true });
    expect(response.body).toEqual({ rows: 1, valid: 0, errors: [{ row: 2, column: 'Преподаватель', message: M.teacherNotFound }] });
  });
});
