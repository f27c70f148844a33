import { schoolYearOf } from '@diary/common';
import { bearer, useTestApp, type TestUser } from './harness';
import { insertAchievement, people, type People } from './factory';

const t = useTestApp();

async function report(token: string, query: Record<string, string | number> = {}) {
  const response = await t.http().get('/api/achivements/monthly-reports').query(query).set(bearer(token));
  expect(response.status).toBe(200);
  return response.body as {
    students: { studentId: number; studentInitials: string; months: number[] }[];
    total: number;
    totalPages: number;
  };
}

const months = (entries: Record<number, number>) => Array.from({ length: 12 }, (_, i) => entries[i + 1] ?? 0);

/**
 * School year 2024 = 1 September 2024 … 31 August 2025; month 1 = September … 12 = August.
 *   teacher      → student       2024-09-02, 2024-09-20 (Sep ×2), 2025-08-31 (Aug); 2024-08-31 (school year 2023);
 *                                 2024-10-05 archived (never counted)
 *   teacher      → otherStudent  2025-01-15 (Jan)
 *   otherTeacher → student       2024-10-10 (Oct)
 *   otherTeacher → third         2024-12-01 (Dec)
 */
async function dataset(p: People): Promise<TestUser> {
  const third = await t.createUser({ roles: ['STUDENT'], second_name: 'Андреев', first_name: 'Пётр', last_name: null });
  for (const lessonDate of ['2024-09-02', '2024-09-20', '2025-08-31', '2024-08-31'])
    await insertAchievement(t, p.teacher, p.student, { lessonDate });
  await insertAchievement(t, p.teacher, p.student, { lessonDate: '2024-10-05', isArchived: true });
  await insertAchievement(t, p.teacher, p.otherStudent, { lessonDate: '2025-01-15' });
  await insertAchievement(t, p.otherTeacher, p.student, { lessonDate: '2024-10-10' });
  await insertAchievement(t, p.otherTeacher, third, { lessonDate: '2024-12-01' });
  return third;
}

describe('GET /api/achivements/monthly-reports', () => {
  it('when a teacher and a school year are chosen, then their students by surname with 12 month counts, September first', async () => {
    const p = await people(t);
    await dataset(p);

    expect(await report(p.admin.token, { teacherId: p.teacher.id, year: 2024 })).toEqual({
      students: [
        { studentId: p.otherStudent.id, studentInitials: 'Кузнецова О. И.', months: months({ 5: 1 }) },
        { studentId: p.student.id, studentInitials: 'Сидоров С. С.', months: months({ 1: 2, 12: 1 }) },
      ],
      total: 2,
      totalPages: 1,
    });
  });

  it('when no teacher is chosen, then every teacher’s achievements count', async () => {
    const p = await people(t);
    const third = await dataset(p);

    expect(await report(p.moderator.token, { year: 2024 })).toEqual({
      students: [
        { studentId: third.id, studentInitials: 'Андреев П.', months: months({ 4: 1 }) },
        { studentId: p.otherStudent.id, studentInitials: 'Кузнецова О. И.', months: months({ 5: 1 }) },
        { studentId: p.student.id, studentInitials: 'Сидоров С. С.', months: months({ 1: 2, 2: 1, 12: 1 }) },
      ],
      total: 3,
      totalPages: 1,
    });
  });

  it('when the previous school year is asked, then 31 August 2024 belongs to it (August column)', async () => {
    const p = await people(t);
    await dataset(p);
    expect(await report(p.admin.token, { year: 2023 })).toEqual({
      students: [{ studentId: p.student.id, studentInitials: 'Сидоров С. С.', months: months({ 12: 1 }) }],
      total: 1,
      totalPages: 1,
    });
  });

  it('when paged, then that page, the total and the page count', async () => {
    const p = await people(t);
    await dataset(p);
    const page = await report(p.admin.token, { year: 2024, page: 2, limit: 2 });
    expect(page.students.map((s) => s.studentId)).toEqual([p.student.id]);
    expect(page).toMatchObject({ total: 3, totalPages: 2 });
    expect((await report(p.admin.token, { year: 2024, limit: -1 })).students).toHaveLength(3);
  });

  it('when a student search is given, then students whose name contains it, case-insensitively', async () => {
    const p = await people(t);
    await dataset(p);
    const bySurname = await report(p.admin.token, { year: 2024, studentSearch: 'кузн' });
    expect(bySurname.students.map((s) => s.studentId)).toEqual([p.otherStudent.id]);
    expect(bySurname).toMatchObject({ total: 1, totalPages: 1 });
    expect((await report(p.admin.token, { year: 2024, studentSearch: 'СЕМЁН' })).students.map((s) => s.studentId)).toEqual([p.student.id]);
  });

  it('when a TEACHER asks, then only their own achievements count, whatever teacherId they send', async () => {
    const p = await people(t);
    const third = await dataset(p);
    const own = await report(p.otherTeacher.token, { year: 2024, teacherId: p.teacher.id });
    expect(own.students).toEqual([
      { studentId: third.id, studentInitials: 'Андреев П.', months: months({ 4: 1 }) },
      { studentId: p.student.id, studentInitials: 'Сидоров С. С.', months: months({ 2: 1 }) },
    ]);
  });

  it('when nothing matches, then an empty page with total 0', async () => {
    const p = await people(t);
    await dataset(p);
    expect(await report(p.admin.token, { year: 2020 })).toEqual({ students: [], total: 0, totalPages: 0 });
  });

  it('when the year is left out, then the current school year', async () => {
    const p = await people(t);
    const now = new Date();
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    await insertAchievement(t, p.teacher, p.student, { lessonDate: today });
    const page = await report(p.admin.token);
    expect(page.total).toBe(1);
    expect(page.students[0]?.months.reduce((a, b) => a + b, 0)).toBe(1);
    expect(schoolYearOf(today)).toBe(schoolYearOf(now));
  });

  it('when the counts change through the API (new date, archive, delete), then the report follows', async () => {
    const p = await people(t);
    const id = await insertAchievement(t, p.teacher, p.student, { lessonDate: '2024-09-02' });
    const body = { id, studentId: p.student.id, lessonDate: '2025-03-03', lessonTheme: 'Т', checkType: 'Контрольная', subject: 'Физика' };
    await t.http().put('/api/achivements/update').set(bearer(p.teacher.token)).send(body);
    expect((await report(p.teacher.token, { year: 2024 })).students[0]?.months).toEqual(months({ 7: 1 }));
    await t.http().put(`/api/achivements/${id}`).set(bearer(p.teacher.token));
    expect(await report(p.teacher.token, { year: 2024 })).toEqual({ students: [], total: 0, totalPages: 0 });
  });

  it.each([{ year: 'прошлый' }, { year: 1999 }, { limit: -5 }, { page: 0 }, { teacherId: 'x' }])('when %j, then 400', async (query) => {
    const { admin } = await people(t);
    const response = await t.http().get('/api/achivements/monthly-reports').query(query).set(bearer(admin.token));
    expect(response.status).toBe(400);
  });
});
