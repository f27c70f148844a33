import {
  TIMETABLE_MESSAGES,
  generateClassName,
  type classSchema,
  type ClassItem,
  type RequestOf,
  type Subject,
  type UserListEntry,
} from '@diary/common';

export interface ClassFormValues {
  teacher_ids: number[];
  subject_ids: number[];
  academic_year: string;
}

export const EMPTY_CLASS_FORM: ClassFormValues = { teacher_ids: [], subject_ids: [], academic_year: '' };

export function classToForm(item: ClassItem): ClassFormValues {
  return {
    teacher_ids: item.teachers.map((t) => t.id),
    subject_ids: item.subjects.map((s) => s.id),
    academic_year: item.academic_year ?? '',
  };
}

/** What POST /classes and PATCH /classes/:id take: academic_year omitted when empty (docs/product/data.md). */
export type ClassPayloadInput = RequestOf<typeof classSchema>;

export type ClassPayload = { kind: 'create'; input: ClassPayloadInput } | { kind: 'update'; id: number; input: ClassPayloadInput };

export interface ClassChoices {
  teachers: readonly Pick<UserListEntry, 'id' | 'second_name'>[];
  subjects: readonly Pick<Subject, 'id' | 'name'>[];
}

/** The chosen entries in the order they were chosen (ids unknown to the lists are kept by the edited class). */
function chosen<T extends { id: number }>(ids: readonly number[], list: readonly T[]): T[] {
  return ids.map((id) => list.find((item) => item.id === id)).filter((item): item is T => item != null);
}

/** docs/product/rules.md: the read-only name — teacher surnames | subject names | academic year. */
export function classNameOf(values: ClassFormValues, choices: ClassChoices): string {
  return generateClassName({
    teachers: chosen(values.teacher_ids, choices.teachers),
    subjects: chosen(values.subject_ids, choices.subjects),
    academic_year: values.academic_year,
  });
}

export type ClassValidation = { ok: true; payload: ClassPayload } | { ok: false; message: string };

/** Name, at least one subject and one teacher: otherwise 'Заполните все обязательные поля'. */
export function validateClassForm(values: ClassFormValues, choices: ClassChoices, editingId?: number): ClassValidation {
  const name = classNameOf(values, choices);
  if (!name || values.subject_ids.length === 0 || values.teacher_ids.length === 0) {
    return { ok: false, message: TIMETABLE_MESSAGES.classRequiredFields };
  }
  const year = values.academic_year.trim();
  const input: ClassPayloadInput = {
    name,
    ...(year ? { academic_year: year } : {}),
    subject_ids: [...values.subject_ids],
    teacher_ids: [...values.teacher_ids],
  };
  return { ok: true, payload: editingId == null ? { kind: 'create', input } : { kind: 'update', id: editingId, input } };
}

/** 'Иванов Иван, Петров Пётр' or '' — a class's teachers, surname and first name. */
export function teacherNames(item: Pick<ClassItem, 'teachers'>): string {
  return item.teachers.map((t) => [t.second_name, t.first_name].filter(Boolean).join(' ')).join(', ');
}
