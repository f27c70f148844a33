import { sql } from 'drizzle-orm';
import { EXPORT_BATCH_SIZE } from '../src/http/xlsx-stream';
import { bearer, useTestApp } from './harness';
import { download, insertAchievement, people, sheetRows } from './factory';

const t = useTestApp();

const exportOf = (token: string, query: Record<string, string | number> = {}) => download(t, token, '/api/achivements/export.xlsx', query);

const HEADERS = [
  'Учитель',
  'Ученик',
  'Дата урока',
  'Тема урока',
  'Тип проверки',
  'Макс. балл',
  'Баллы',
  'Комментарий',
  'Дата создания',
  'Предмет',
];

describe('GET /api/achivements/export.xlsx', () => {
  it('when an ADMIN downloads, then an .xlsx whose only sheet "data" has the Russian headers and one row per report, newest lesson first', async () => {
    const { admin, teacher, student, otherStudent } = await people(t);
    await insertAchievement(t, teacher, student, {
      lessonDate: '2024-09-02',
      lessonTheme: 'Законы Ньютона',
      points: 7,
      maxPoints: 10,
      notes: 'Хорошо',
    });
    await insertAchievement(t, teacher, otherStudent, {
      lessonDate: '2024-10-15',
      subject: 'Химия',
      points: null,
      maxPoints: null,
      checkType: 'Домашняя работа',
    });
    await insertAchievement(t, teacher, student, { lessonDate: '2024-11-01', isArchived: true });

    const response = await exportOf(admin.token);

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="achievements\.xlsx"; filename\*=UTF-8''/);
    const { names, rows } = await sheetRows(response.body as Buffer);
    expect(names).toEqual(['data']);
    expect(rows[0]).toEqual(HEADERS);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual([
      'Иванов Иван Иванович',
      'Кузнецова Ольга Игоревна',
      '15.10.2024',
      'Тема',
      'Домашняя работа',
      undefined,
      undefined,
      undefined,
      expect.stringMatching(/^\d\d\.\d\d\.\d{4}$/),
      'Химия',
    ]);
    expect(rows[2]).toEqual([
      'Иванов Иван Иванович',
      'Сидоров Семён Семёнович',
      '02.09.2024',
      'Законы Ньютона',
      'Контрольная',
      10,
      7,
      'Хорошо',
      expect.stringMatching(/^\d\d\.\d\d\.\d{4}$/),
      'Физика',
    ]);
  });

  it('when filtered like the list (is_archived, teacherId, subject…), then only those rows; the archive has its own file name', async () => {
    const { admin, teacher, otherTeacher, student } = await people(t);
    await insertAchievement(t, teacher, student, { lessonTheme: 'Активная' });
    await insertAchievement(t, teacher, student, { lessonTheme: 'В архиве', isArchived: true });
    await insertAchievement(t, otherTeacher, student, { lessonTheme: 'Чужая', subject: 'Химия' });

    const archived = await exportOf(admin.token, { is_archived: 1 });
    expect(archived.headers['content-disposition']).toContain('filename="achievements-archive.xlsx"');
    expect((await sheetRows(archived.body as Buffer)).rows.map((row) => row[3])).toEqual(['Тема урока', 'В архиве']);

    const byTeacher = await sheetRows((await exportOf(admin.token, { teacherId: otherTeacher.id })).body as Buffer);
    expect(byTeacher.rows.map((row) => row[3])).toEqual(['Тема урока', 'Чужая']);
    const bySubject = await sheetRows((await exportOf(admin.token, { subject: 'Физика', q: 'сидор' })).body as Buffer);
    expect(bySubject.rows.map((row) => row[3])).toEqual(['Тема урока', 'Активная']);
  });

  it('when there is nothing to export, then the sheet holds the headers only', async () => {
    const { admin } = await people(t);
    const { rows } = await sheetRows((await exportOf(admin.token)).body as Buffer);
    expect(rows).toEqual([HEADERS]);
  });

  it('when there are more rows than one database page, then every row comes once, in order, across the pages', async () => {
    const { admin, teacher, student } = await people(t);
    const count = EXPORT_BATCH_SIZE + 3;
    // many rows on few dates: the keyset must order within a date by id
    // A bulk load, as the bench seed does it: without the roll-up trigger (the export does not read roll-ups).
    await t.db.execute(sql`alter table achievements disable trigger achievements_rollups`);
    await t.db.execute(sql`
      insert into achievements (user_id, student_id, lesson_date, lesson_theme, check_type, subject, points, max_points)
      select ${teacher.id}, ${student.id}, date '2024-09-01' + (i % 7), 'Тема ' || i, 'Контрольная', 'Физика', i % 11, 10
      from generate_series(1, ${count}) as i`);
    await t.db.execute(sql`alter table achievements enable trigger achievements_rollups`);

    const { rows } = await sheetRows((await exportOf(admin.token)).body as Buffer);

    expect(rows).toHaveLength(count + 1);
    const topics = rows.slice(1).map((row) => Number(String(row[3]).slice(5)));
    expect(new Set(topics).size).toBe(count);
    // lesson date descending, then id (= i) descending
    const expected = Array.from({ length: count }, (_, k) => k + 1).sort((a, b) => (b % 7) - (a % 7) || b - a);
    expect(topics).toEqual(expected);
  }, 60_000);

  it('when anyone but an ADMIN asks, then 403; anonymous 401', async () => {
    for (const role of ['MODERATOR', 'TEACHER', 'STUDENT'] as const) {
      const response = await t
        .http()
        .get('/api/achivements/export.xlsx')
        .set(bearer(await t.loginAs(role)));
      expect(response.status).toBe(403);
      expect(response.headers['content-type']).toMatch(/application\/json/);
    }
    expect((await t.http().get('/api/achivements/export.xlsx')).status).toBe(401);
  });

  it('when a filter is malformed, then a JSON 400 (nothing streamed)', async () => {
    const { admin } = await people(t);
    const response = await t.http().get('/api/achivements/export.xlsx').query({ dateFrom: 'вчера' }).set(bearer(admin.token));
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });
});
