import { formatTimeOfDay, type AuditEntity, type AuditRecord } from '@diary/common';

/*
 * The audit's changes as the API names and shows them (docs/product/beyond.md §4). The database
 * records a row's columns as they are stored (`is_archived`, `start_min: [600, 720]`), and history
 * is never rewritten: each record is translated as it is read, by the one mapping of its entity
 * below. The API's names are those of the entity's answers (common/src/schemas/answers).
 */

type Changes = AuditRecord['changes'];

/** A stored column shown under the API's name, its values converted; or null: not shown. */
type FieldRule = { name: string; value?: (stored: unknown) => unknown } | null;

const as = (name: string): FieldRule => ({ name });

/** Minutes since midnight as the API shows a time of day: 'HH:MM'. */
const timeOfDay = (name: string): FieldRule => ({
  name,
  value: (stored) => (typeof stored === 'number' ? formatTimeOfDay(stored) : stored),
});

const same = (...names: string[]) => Object.fromEntries(names.map((name) => [name, as(name)]));
/** Columns with no meaning in the API (the database does not record them either). */
const hidden = (...names: string[]) => Object.fromEntries(names.map((name) => [name, null]));
const ROW = hidden('id', 'created_at');
const ARCHIVED = { is_archived: as('isArchived') };

/**
 * Each audited entity's stored fields (its tables' columns, and the link lists the database records
 * as one field: roles, students, teachers, subjects). The database already leaves out the hidden
 * ones (a row's id, its created_at, the column naming the record, token_version, occurs_from) and
 * names a secret with no values (`password`); they are listed here too, so that nothing else ever
 * shows them. api/test/audit.test.ts holds every column of an audited table to a line here.
 */
export const AUDIT_FIELDS: Record<Exclude<AuditEntity, 'attendance'>, Record<string, FieldRule>> = {
  user: {
    ...ROW,
    ...hidden('password_hash', 'token_version'),
    ...same('username', 'first_name', 'second_name', 'last_name', 'subject', 'male', 'banned', 'roles', 'password'),
    ban_reason: as('banReason'),
  },
  achievement: {
    ...ROW,
    ...same('notes', 'points', 'subject'),
    user_id: as('userId'),
    student_id: as('studentId'),
    lesson_date: as('lessonDate'),
    lesson_theme: as('lessonTheme'),
    max_points: as('maxPoints'),
    check_type: as('checkType'),
    ...ARCHIVED,
  },
  difficulty: { ...ROW, user_id: as('userId'), student_id: as('studentId'), ...same('notes'), ...ARCHIVED },
  lesson: {
    ...ROW,
    ...hidden('occurs_from'),
    ...same(
      'name',
      'short_title',
      'subject',
      'status',
      'class_id',
      'teacher_id',
      'group_type_id',
      'service_id',
      'cabinet_id',
      'day_of_week',
      'duration_minutes',
      'total_places',
      'comment',
      'students',
    ),
    start_min: timeOfDay('time_start'),
    ...ARCHIVED,
  },
  class: { ...ROW, ...same('name', 'academic_year', 'teachers', 'subjects') },
  // the branch and its address and hours (filial_info) are one record
  filial: {
    ...ROW,
    // filial_info's link to its branch: the record's own number
    ...hidden('filial_id'),
    ...same('name', 'city', 'street', 'work_schedule'),
    time_start_min: timeOfDay('time_start'),
    time_end_min: timeOfDay('time_end'),
    ...ARCHIVED,
  },
  cabinet: { ...ROW, ...same('name', 'filial_id', 'quantity', 'color'), ...ARCHIVED },
  service: { ...ROW, ...same('name', 'group_type_id', 'duration_minutes', 'price'), ...ARCHIVED },
  groupType: { ...ROW, ...same('name', 'total_places') },
  subject: { ...ROW, ...same('name') },
  compensation: {
    ...ROW,
    teacher_id: as('teacherId'),
    student_id: as('studentId'),
    subject_id: as('subjectId'),
    event_date: as('eventDate'),
    ...same('comment'),
    ...ARCHIVED,
  },
  complaint: {
    ...ROW,
    teacher_id: as('teacherId'),
    student_id: as('studentId'),
    author_id: as('authorId'),
    incident_date: as('incidentDate'),
    ...same('comment'),
    ...ARCHIVED,
  },
  lateness: {
    ...ROW,
    user_id: as('userId'),
    incident_date: as('incidentDate'),
    planned_min: timeOfDay('plannedTime'),
    actual_min: timeOfDay('actualTime'),
    ...ARCHIVED,
  },
  dayOff: { ...ROW, ...same('date', 'filial_id', 'reason') },
  feedback: { ...ROW, author_id: as('authorId'), student_id: as('studentId'), ...same('surname', 'note'), ...ARCHIVED },
  // the centre's money (docs/product/beyond.md §6–7)
  payment: { ...ROW, student_id: as('studentId'), ...same('amount', 'date', 'method', 'comment'), created_by: as('createdBy') },
  salaryRate: { ...ROW, teacher_id: as('teacherId'), service_id: as('serviceId'), ...same('kind', 'amount') },
  // a month's record id is the month as a number (202409); its first day stands for the month: '2024-09'
  salaryMonth: {
    ...ROW,
    month: { name: 'month', value: (stored) => (typeof stored === 'string' ? stored.slice(0, 7) : stored) },
    ...same('closed'),
    closed_at: as('closedAt'),
    closed_by: as('closedBy'),
  },
};

/**
 * A record's changes under the API's names and in its units. The journal's (entity `attendance`:
 * '<date>:<student id>' a mark, '<date>:cancelled' and '<date>:reason') are written as the API
 * names them already. A field no mapping knows is shown as recorded.
 */
export function apiChanges(entity: string, changes: Changes): Changes {
  const rules = (AUDIT_FIELDS as Record<string, Record<string, FieldRule> | undefined>)[entity];
  if (!rules) return changes;
  const shown: Changes = {};
  for (const [field, [before, after]] of Object.entries(changes)) {
    const rule = Object.hasOwn(rules, field) ? rules[field] : as(field);
    if (!rule) continue;
    const value = rule.value ?? ((stored: unknown) => stored);
    shown[rule.name] = [value(before), value(after)];
  }
  return shown;
}

/** A record as the API answers it, its changes translated. */
export const apiRecord = (record: AuditRecord): AuditRecord => ({ ...record, changes: apiChanges(record.entity, record.changes) });
