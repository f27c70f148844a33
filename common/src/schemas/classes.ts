import { z } from 'zod';
import { type PersonRef, queryBoolean } from './primitives';
import { TIMETABLE_MESSAGES as M } from './timetable';
import { clearableText, positiveId, requiredId, uniqueIds } from './timetable-fields';
import type { Lesson } from './lessons';

const academicYear = clearableText(20);

/** POST /classes: at least one subject and one teacher; the name is generated when not given. */
export const classSchema = z.object({
  name: clearableText(300),
  academic_year: academicYear,
  subject_ids: uniqueIds(M.classRequiredFields),
  teacher_ids: uniqueIds(M.classRequiredFields),
});
export type ClassInput = z.infer<typeof classSchema>;

export const classUpdateSchema = z.object({
  name: clearableText(300),
  academic_year: academicYear,
  subject_ids: uniqueIds(M.classRequiredFields).optional(),
  teacher_ids: uniqueIds(M.classRequiredFields).optional(),
});
export type ClassUpdateInput = z.infer<typeof classUpdateSchema>;

export const classesListQuery = z.object({
  includeSubjects: queryBoolean.optional(),
  name: z.string().trim().optional(),
  academic_year: z.string().trim().optional(),
  teacherId: positiveId.optional(),
});
export const classTeacherSchema = z.object({ teacherId: requiredId(M.teacherRequired) });
export const classTeacherParams = z.object({ id: positiveId, teacherId: positiveId });

export interface ClassNameParts {
  teachers: { second_name: string }[];
  subjects: { name: string }[];
  academic_year?: string | null;
}

/** docs/product/rules.md: teacher surnames, then subject names, then the academic year; parts joined ' | ', names ', '. */
export function generateClassName({ teachers, subjects, academic_year }: ClassNameParts): string {
  return [teachers.map((t) => t.second_name.trim()).join(', '), subjects.map((s) => s.name.trim()).join(', '), academic_year?.trim()]
    .filter(Boolean)
    .join(' | ');
}

// ——— what the API answers ———

export interface ClassRef {
  id: number;
  name: string;
  teachers: PersonRef[];
  subjects: { id: number; name: string }[];
}

export interface ClassItem extends ClassRef {
  academic_year: string | null;
  /** Its lessons that are not archived. */
  schedules: Lesson[];
  createdAt: string;
}
