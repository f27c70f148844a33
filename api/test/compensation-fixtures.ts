import ExcelJS from 'exceljs';
import type supertest from 'supertest';
import type { Role } from '@diary/common';
import { compensations, complaints, subjects, teacherLateness } from '../src/db/schema';
import { bearer, type TestApp, type TestUser } from './harness';

/** Shared data builders and helpers of the compensation, complaint, lateness and feedback tests. */

export interface StaffPeople {
  admin: TestUser;
  moderator: TestUser;
  teacher: TestUser;
  otherTeacher: TestUser;
  student: TestUser;
  otherStudent: TestUser;
}

export async function staffPeople(t: TestApp): Promise<StaffPeople> {
  return {
    admin: await t.createUser({ roles: ['ADMIN'], second_name: 'Админов', first_name: 'Анатолий', last_name: 'Петрович' }),
    moderator: await t.createUser({ roles: ['MODERATOR'], second_name: 'Модераторова', first_name: 'Мария', last_name: null }),
    teacher: await t.createUser({ roles: ['TEACHER'], second_name: 'Иванов', first_name: 'Иван', last_name: 'Иванович' }),
    otherTeacher: await t.createUser({ roles: ['TEACHER'], second_name: 'Петрова', first_name: 'Анна', last_name: 'Сергеевна' }),
    student: await t.createUser({ roles: ['STUDENT'], second_name: 'Сидоров', first_name: 'Семён', last_name: 'Семёнович' }),
    otherStudent: await t.createUser({ roles: ['STUDENT'], second_name: 'Кузнецова', first_name: 'Ольга', last_name: 'Игоревна' }),
  };
}

export const person = (user: TestUser) => ({
  id: user.id,
  first_name: user.first_name,
  second_name: user.second_name,
  last_name: user.last_name,
});

export async function aSubject(t: TestApp, name = 'Физика'): Promise<{ id: number; name: string }> {
  const [row] = await t.db.insert(subjects).values({ name }).returning({ id: subjects.id, name: subjects.name });
  if (!row) throw new Error('subject not inserted');
  return row;
}

export async function insertCompensation(
  t: TestApp,
  refs: { teacher: { id: number }; student: { id: number }; subject: { id: number } },
  options: { eventDate?: string; comment?: string | null; isArchived?: boolean } = {},
): Promise<number> {
  const [row] = await t.db
    .insert(compensations)
    .values({
      teacherId: refs.teacher.id,
      studentId: refs.student.id,
      subjectId: refs.subject.id,
      eventDate: options.eventDate ?? '2024-10-01',
      comment: options.comment === undefined ? 'Перенос урока' : options.comment,
      isArchived: options.isArchived ?? false,
    })
    .returning({ id: compensations.id });
  if (!row) throw new Error('compensation not inserted');
  return row.id;
}

export async function insertComplaint(
  t: TestApp,
  refs: { teacher: { id: number }; author: { id: number }; student?: { id: number } | null },
  options: { incidentDate?: string; comment?: string; isArchived?: boolean } = {},
): Promise<number> {
  const [row] = await t.db
    .insert(complaints)
    .values({
      teacherId: refs.teacher.id,
      authorId: refs.author.id,
      studentId: refs.student?.id ?? null,
      incidentDate: options.incidentDate ?? '2024-10-01',
      comment: options.comment ?? 'Опоздал на урок',
      isArchived: options.isArchived ?? false,
    })
    .returning({ id: complaints.id });
  if (!row) throw new Error('complaint not inserted');
  return row.id;
}

export async function insertLateness(
  t: TestApp,
  user: { id: number },
  options: { incidentDate?: string; plannedMin?: number; actualMin?: number; isArchived?: boolean } = {},
): Promise<number> {
  const [row] = await t.db
    .insert(teacherLateness)
    .values({
      userId: user.id,
      incidentDate: options.incidentDate ?? '2024-10-01',
      plannedMin: options.plannedMin ?? 9 * 60,
      actualMin: options.actualMin ?? 9 * 60 + 15,
      isArchived: options.isArchived ?? false,
    })
    .returning({ id: teacherLateness.id });
  if (!row) throw new Error('lateness not inserted');
  return row.id;
}

/** supertest: keep the body as bytes. */
export function binary(res: supertest.Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}

export async function download(t: TestApp, token: string, path: string, query: Record<string, string | number> = {}) {
  return t.http().get(path).query(query).set(bearer(token)).buffer(true).parse(binary);
}

/** The sheets' names and the rows of the sheet 'data' (each row's cells from column A). */
export async function sheetRows(body: Buffer): Promise<{ names: string[]; rows: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('data');
  if (!sheet) throw new Error('no sheet named data');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { names: workbook.worksheets.map((w) => w.name), rows };
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// ——— role × call tables ———

export const EVERYONE: readonly Role[] = ['ADMIN', 'MODERATOR', 'TEACHER', 'STUDENT'];
export const STAFF: readonly Role[] = ['ADMIN', 'MODERATOR'];
export const ADMIN_ONLY: readonly Role[] = ['ADMIN'];

export interface Call {
  name: string;
  allowed: readonly Role[];
  /** Builds what the call needs; allowed callers must then succeed (2xx). */
  prepare(
    t: TestApp,
    caller: TestUser | null,
  ): Promise<{ method: 'get' | 'post' | 'put' | 'patch' | 'delete'; path: string; body?: object }>;
}

/**
 * Registers one test per call and caller (every role, and anonymous): written out by hand
 * from docs/product/permissions.md and docs/api/contract.md "Permissions", so that a wrong PERMISSIONS entry fails here.
 */
export function describeRoleTable(title: string, t: TestApp, calls: readonly Call[]): void {
  const callers = [...EVERYONE, 'anonymous'] as const;
  const cases = calls.flatMap((call) => callers.map((caller) => [call.name, caller, call] as const));
  describe(title, () => {
    it.each(cases)('%s as %s', async (_name, callerRole, call) => {
      const caller = callerRole === 'anonymous' ? null : await t.createUser({ roles: [callerRole] });
      const { method, path, body } = await call.prepare(t, caller);
      let request = t.http()[method](path);
      if (caller) request = request.set(bearer(caller.token));
      const response = await (body ? request.send(body) : request);

      if (!caller) {
        expect(response.status).toBe(401);
        expect(response.body.code).toBe('UNAUTHENTICATED');
      } else if (call.allowed.includes(callerRole as Role)) {
        expect(response.status).toBeLessThan(300);
      } else {
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ message: 'Недостаточно прав', code: 'FORBIDDEN' });
      }
    });
  });
}
