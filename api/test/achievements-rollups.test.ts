import { sql } from 'drizzle-orm';
import { bearer, useTestApp } from './harness';
import { achievementBody, people, rollupsAndRebuilt } from './factory';

const t = useTestApp();

async function query<T>(text: string): Promise<T[]> {
  const result = (await t.db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return result.rows;
}

const total = async (token: string, q: Record<string, string | number> = {}) =>
  (await t.http().get('/api/achivements').query(q).set(bearer(token))).body.total as number;

describe('roll-ups kept by the triggers', () => {
  it('when reports are created, edited (date, points, student, subject, archive state) and deleted, then every roll-up equals a rebuild and every total is right', async () => {
    const { admin, teacher, otherTeacher, student, otherStudent } = await people(t);
    const post = (token: string, body: object) => t.http().post('/api/achivements/create').set(bearer(token)).send(body);
    const put = (token: string, body: object) => t.http().put('/api/achivements/update').set(bearer(token)).send(body);

    const a = (await post(teacher.token, achievementBody(student, { lessonDate: '2024-09-01', points: 7, maxPoints: 10 }))).body;
    const b = (await post(teacher.token, achievementBody(otherStudent, { lessonDate: '2024-09-01', points: 1, maxPoints: 3 }))).body;
    const c = (await post(otherTeacher.token, achievementBody(student, { lessonDate: '2025-08-31', points: null, maxPoints: null }))).body;
    const d = (await post(admin.token, achievementBody(student, { userId: otherTeacher.id, lessonDate: '2025-03-03' }))).body;
    expect(await total(admin.token)).toBe(4);
    expect(await total(admin.token, { teacherId: teacher.id })).toBe(2);

    // a new date (into another school year), new points, another student and subject
    expect(
      (
        await put(
          teacher.token,
          achievementBody(otherStudent, { id: a.id, lessonDate: '2023-12-31', points: 2, maxPoints: 4, subject: 'Химия' }),
        )
      ).status,
    ).toBe(200);
    // ungraded → graded, and graded → ungraded
    expect((await put(otherTeacher.token, achievementBody(student, { id: c.id, points: 5, maxPoints: 5 }))).status).toBe(200);
    expect((await put(teacher.token, achievementBody(otherStudent, { id: b.id, points: null, maxPoints: null }))).status).toBe(200);
    // topic only: the trigger has nothing to change
    expect((await put(admin.token, achievementBody(student, { id: d.id, lessonDate: '2025-03-03', lessonTheme: 'Другая' }))).status).toBe(
      200,
    );
    // archive; an update sent with isArchived false leaves it archived (only the archive action moves
    // it); back out of the archive in the database (no call un-archives), archive again, delete
    expect((await t.http().put(`/api/achivements/${d.id}`).set(bearer(admin.token))).status).toBe(200);
    expect(await total(admin.token)).toBe(3);
    expect(await total(admin.token, { is_archived: 1 })).toBe(1);
    expect(
      (await put(admin.token, achievementBody(student, { id: d.id, lessonDate: '2025-03-03', isArchived: false }))).body.isArchived,
    ).toBe(true);
    expect(await total(admin.token, { is_archived: 1 })).toBe(1);
    await query(`update achievements set is_archived = false where id = ${Number(d.id)}`);
    expect(await total(admin.token, { is_archived: 1 })).toBe(0);
    expect((await t.http().put(`/api/achivements/${b.id}`).set(bearer(teacher.token))).status).toBe(200);
    expect((await t.http().delete(`/api/achivements/${b.id}`).set(bearer(admin.token))).status).toBe(200);
    expect((await t.http().delete(`/api/achivements/${c.id}`).set(bearer(admin.token))).status).toBe(200);

    expect(await total(admin.token)).toBe(2);
    expect(await total(admin.token, { teacherId: teacher.id })).toBe(1);
    expect(await total(admin.token, { teacherId: otherTeacher.id })).toBe(1);
    expect(await total(admin.token, { is_archived: 1 })).toBe(0);
    expect(await total(admin.token, { subject: 'Химия' })).toBe(1);
    expect(await total(admin.token, { dateFrom: '2024-01-01' })).toBe(1);

    const { kept, rebuilt } = await rollupsAndRebuilt(t.db);
    expect(kept).toEqual(rebuilt);

    // what is left, by hand: a (teacher, otherStudent, 2023-12-31, Химия, 2/4) and d (otherTeacher, student, 2025-03-03, Физика, 7/10)
    expect(await query('select user_id, is_archived, n from achievement_counts order by user_id')).toEqual([
      { user_id: teacher.id, is_archived: false, n: 1 },
      { user_id: otherTeacher.id, is_archived: false, n: 1 },
    ]);
    expect(
      await query('select day::text, subject, n, graded, ratio_sum::float8 as ratio from achievement_day_totals order by day'),
    ).toEqual([
      { day: '2023-12-31', subject: 'Химия', n: 1, graded: 1, ratio: 0.5 },
      { day: '2025-03-03', subject: 'Физика', n: 1, graded: 1, ratio: 0.7 },
    ]);
    expect(await query('select day::text, n, graded, ratio_sum::float8 as ratio from achievement_days order by day')).toEqual([
      { day: '2023-12-31', n: 1, graded: 1, ratio: 0.5 },
      { day: '2025-03-03', n: 1, graded: 1, ratio: 0.7 },
    ]);
    expect(await query('select school_year, student_id, months, total from achievement_student_years order by school_year')).toEqual([
      { school_year: 2023, student_id: otherStudent.id, months: [0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0], total: 1 },
      { school_year: 2024, student_id: student.id, months: [0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0], total: 1 },
    ]);
  });

  it('when many random writes happen, then the roll-ups still equal a rebuild', async () => {
    const { admin, teacher, otherTeacher, student, otherStudent } = await people(t);
    const teachers = [teacher, otherTeacher];
    const students = [student, otherStudent];
    const ids: number[] = [];
    // a fixed linear congruential sequence: the same writes on every run
    let seed = 42;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const body = () => {
      const max = next(4) === 0 ? null : next(20);
      return achievementBody(students[next(2)]!, {
        lessonDate: `202${4 + next(2)}-0${1 + next(9)}-1${next(9)}`,
        subject: ['Физика', 'Химия', 'Математика'][next(3)],
        checkType: next(2) ? 'Контрольная' : 'Пробный экзамен',
        maxPoints: max,
        points: max === null ? null : next(max + 1),
      });
    };
    for (let i = 0; i < 40; i += 1) {
      const action = ids.length < 5 ? 0 : next(4);
      if (action === 0) {
        const response = await t
          .http()
          .post('/api/achivements/create')
          .set(bearer(admin.token))
          .send({ ...body(), userId: teachers[next(2)]!.id });
        expect(response.status).toBe(201);
        ids.push(response.body.id);
      } else if (action === 1) {
        const id = ids[next(ids.length)]!;
        const sent = { ...body(), id, isArchived: next(3) === 0 };
        const response = await t.http().put('/api/achivements/update').set(bearer(admin.token)).send(sent);
        expect(response.status).toBe(200);
        // the update leaves the archive state alone: moved in the database, so the triggers still see both ways
        await query(`update achievements set is_archived = ${sent.isArchived} where id = ${Number(id)}`);
      } else if (action === 2) {
        expect(
          (
            await t
              .http()
              .put(`/api/achivements/${ids[next(ids.length)]}`)
              .set(bearer(admin.token))
          ).status,
        ).toBe(200);
      } else {
        const [id] = ids.splice(next(ids.length), 1);
        expect((await t.http().delete(`/api/achivements/${id}`).set(bearer(admin.token))).status).toBe(200);
      }
    }
    const { kept, rebuilt } = await rollupsAndRebuilt(t.db);
    expect(kept).toEqual(rebuilt);
    const [exact] = await query<{ n: number }>('select count(*)::int as n from achievements where not is_archived');
    expect(await total(admin.token)).toBe(exact?.n);
  });
});
