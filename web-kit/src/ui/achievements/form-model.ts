import { DEFAULT_CHECK_TYPE } from '@diary/common/constants/domain';
import { fullName, toIsoDate } from '@diary/common/format';
import { ACHIEVEMENT_MESSAGES, toCalendarDate } from '@diary/common/schemas/achievement-rules';
import { FALLBACK_SUBJECT } from './texts';
import type { Achievement, AchievementField, AchievementFieldErrors, AchievementPayload, StudentOption } from './types';

/** The form's state: numbers stay text while typed, the student is the picked option plus the typed text. */
export interface AchievementFormValues {
  student: StudentOption | null;
  studentText: string;
  lessonDate: string;
  lessonTheme: string;
  checkType: string;
  subject: string;
  maxPoints: string;
  points: string;
  ungraded: boolean;
  notes: string;
}

/** docs/product/rules.md defaults: today, 'Контрольная', the teacher's own subject or 'Физика', 0 and 0. */
export function defaultAchievementValues(ownSubject?: string | null, today: Date = new Date()): AchievementFormValues {
  return {
    student: null,
    studentText: '',
    lessonDate: toIsoDate(today),
    lessonTheme: '',
    checkType: DEFAULT_CHECK_TYPE,
    subject: ownSubject?.trim() || FALLBACK_SUBJECT,
    maxPoints: '0',
    points: '0',
    ungraded: false,
    notes: '',
  };
}

/** The student of an achievement as a picker option: from the list when it is there. */
export function achievementStudent(achievement: Achievement, students: readonly StudentOption[]): StudentOption {
  return (
    students.find((s) => s.id === achievement.studentId) ?? {
      id: achievement.studentId,
      fullName: fullName(achievement.student) || achievement.studentInitials,
    }
  );
}

/** Edit mode: the achievement's fields; an ungraded one has the checkbox ticked. */
export function achievementToForm(achievement: Achievement, students: readonly StudentOption[]): AchievementFormValues {
  const student = achievementStudent(achievement, students);
  const ungraded = achievement.points == null && achievement.maxPoints == null;
  return {
    student,
    studentText: student.fullName,
    lessonDate: toCalendarDate(achievement.lessonDate) ?? '',
    lessonTheme: achievement.lessonTheme,
    checkType: achievement.checkType,
    subject: achievement.subject,
    maxPoints: ungraded ? '0' : String(achievement.maxPoints ?? 0),
    points: ungraded ? '0' : String(achievement.points ?? 0),
    ungraded,
    notes: achievement.notes ?? '',
  };
}

const normalize = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('ru').replaceAll('ё', 'е');

/**
 * The student the form names: the picked option while the text still shows it, otherwise the
 * listed student whose full name is the typed text; null when the text names nobody on the list.
 */
export function resolveStudent(students: readonly StudentOption[], picked: StudentOption | null, text: string): StudentOption | null {
  const typed = normalize(text);
  if (!typed) return null;
  if (picked && normalize(picked.fullName) === typed) return picked;
  return students.find((s) => normalize(s.fullName) === typed) ?? null;
}

export type AchievementValidation =
  { ok: true; payload: AchievementPayload } | { ok: false; errors: AchievementFieldErrors; alert?: string };

const FORM_FIELD: Record<string, AchievementField> = {
  studentId: 'student',
  lessonDate: 'lessonDate',
  lessonTheme: 'lessonTheme',
  checkType: 'checkType',
  subject: 'subject',
  maxPoints: 'maxPoints',
  points: 'points',
  notes: 'notes',
};

/** docs/product/rules.md: these two are alerts, not just field messages. */
const ALERTS: readonly string[] = [ACHIEVEMENT_MESSAGES.studentNotFound, ACHIEVEMENT_MESSAGES.pointsAboveMax];

/**
 * docs/product/rules.md "Achievement form", by the shared achievement schema (the API validates with it too):
 * the student must come from the list (else the alert), date, topic, check type and subject are
 * required, points are numbers from 0 — or both null when 'Не оценивать ученика' is ticked — and
 * points over max points is the alert. Nothing is sent while anything is wrong.
 * The schema (and zod) loads with the first check, not with the form: the teacher's first screen is the form.
 */
export async function validateAchievementForm(
  values: AchievementFormValues,
  students: readonly StudentOption[],
): Promise<AchievementValidation> {
  // the picked student stays valid even when the list has not loaded (an edit of an old record)
  const student = resolveStudent(values.student ? [values.student, ...students] : students, values.student, values.studentText);
  if (!student) {
    return { ok: false, errors: { student: ACHIEVEMENT_MESSAGES.studentNotFound }, alert: ACHIEVEMENT_MESSAGES.studentNotFound };
  }

  // graded: an emptied score field is a mistake, not "not graded"
  const errors: AchievementFieldErrors = {};
  if (!values.ungraded) {
    if (!values.maxPoints.trim()) errors.maxPoints = ACHIEVEMENT_MESSAGES.maxPointsInvalid;
    if (!values.points.trim()) errors.points = ACHIEVEMENT_MESSAGES.pointsInvalid;
  }

  const { achievementSchema } = await import('@diary/common/schemas/achievements');
  const parsed = achievementSchema.safeParse({
    studentId: student.id,
    lessonDate: values.lessonDate,
    lessonTheme: values.lessonTheme,
    checkType: values.checkType,
    subject: values.subject,
    maxPoints: values.ungraded ? null : values.maxPoints,
    points: values.ungraded ? null : values.points,
    notes: values.notes,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FORM_FIELD[String(issue.path[0] ?? '')];
      if (field) errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) {
    const alert = Object.values(errors).find((message) => ALERTS.includes(message));
    return { ok: false, errors, ...(alert ? { alert } : {}) };
  }

  const { studentId, lessonDate, lessonTheme, checkType, subject, points, maxPoints, notes } = parsed.data;
  return { ok: true, payload: { studentId, lessonDate, lessonTheme, checkType, subject, points, maxPoints, notes } };
}
