import { asc, eq } from 'drizzle-orm';
import type { Subject, SubjectInput } from '@diary/common';
import type { Database } from '../../db/client';
import { subjects, type SubjectRow } from '../../db/schema';
import { conflictOnUnique } from '../../db/errors';
import { notFound } from '../../errors/app-error';

export const SUBJECT_TAKEN = 'Предмет с таким названием уже существует';
export const SUBJECT_NOT_FOUND = 'Предмет не найден';

const toSubject = (row: SubjectRow): Subject => ({ id: row.id, name: row.name, createdAt: row.createdAt.toISOString() });

function found(row: SubjectRow | undefined): Subject {
  if (!row) throw notFound(SUBJECT_NOT_FOUND);
  return toSubject(row);
}

export async function listSubjects(db: Database): Promise<Subject[]> {
  const rows = await db.select().from(subjects).orderBy(asc(subjects.name), asc(subjects.id));
  return rows.map(toSubject);
}

export async function getSubject(db: Database, id: number): Promise<Subject> {
  const [row] = await db.select().from(subjects).where(eq(subjects.id, id));
  return found(row);
}

export async function createSubject(db: Database, input: SubjectInput): Promise<Subject> {
  const [row] = await db.insert(subjects).values(input).returning().catch(conflictOnUnique(SUBJECT_TAKEN));
  return found(row);
}

export async function updateSubject(db: Database, id: number, input: SubjectInput): Promise<Subject> {
  const [row] = await db.update(subjects).set(input).where(eq(subjects.id, id)).returning().catch(conflictOnUnique(SUBJECT_TAKEN));
  return found(row);
}

export async function deleteSubject(db: Database, id: number): Promise<Subject> {
  const [row] = await db.delete(subjects).where(eq(subjects.id, id)).returning();
  return found(row);
}
