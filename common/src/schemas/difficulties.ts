// Students' difficulties: what POST /difficulty and its list and export take, and what they answer.
import { z } from 'zod';
import { DIFFICULTY_MESSAGES } from './achievement-rules';
import { pageQuery, queryBoolean, requiredText, sortOrder, type PersonRef } from './primitives';
import { optionalId, requiredId, textFilter } from './record-fields';

export const difficultySchema = z.object({
  userId: optionalId(DIFFICULTY_MESSAGES.teacherNotFound),
  studentId: requiredId(DIFFICULTY_MESSAGES.studentNotFound),
  notes: requiredText(DIFFICULTY_MESSAGES.notesRequired).max(5000, { error: DIFFICULTY_MESSAGES.notesTooLong }),
  isArchived: queryBoolean.default(false),
});
export type DifficultyInput = z.infer<typeof difficultySchema>;

export const DIFFICULTY_SORTS = ['createdAt', 'id', 'student', 'author'] as const;

const difficultyFilters = {
  archived: queryBoolean.optional(),
  teacherId: optionalId('teacherId: ожидается идентификатор'),
  studentId: optionalId('studentId: ожидается идентификатор'),
  /** Start of the student's or the teacher's surname, or part of the description. */
  q: textFilter,
};

export const difficultiesListQuery = pageQuery.extend({
  ...difficultyFilters,
  sort: z.enum(DIFFICULTY_SORTS, { error: `sort: одно из ${DIFFICULTY_SORTS.join(', ')}` }).optional(),
  order: sortOrder.optional(),
});
export type DifficultiesListQuery = z.infer<typeof difficultiesListQuery>;

export const difficultiesExportQuery = z.object(difficultyFilters);
export type DifficultiesExportQuery = z.infer<typeof difficultiesExportQuery>;

// ——— what the API answers ———

export interface Difficulty {
  id: number;
  userId: number;
  studentId: number;
  notes: string;
  isArchived: boolean;
  createdAt: string;
  student: PersonRef;
  author: PersonRef;
  studentInitials: string;
  authorInitials: string;
}
