// Teachers' lateness: what /teacher-lateness takes, and what it answers.
import { z } from 'zod';
import { calendarDate, pageQuery, type PersonRef, queryBoolean } from './primitives';
import { dateFilter, optionalId, requiredId, timeOfDay } from './record-fields';

export const LATENESS_MESSAGES = {
  teacherRequired: 'Выберите учителя',
  incidentDateRequired: 'Выберите дату инцидента',
  plannedTimeRequired: 'Выберите плановое время',
  actualTimeRequired: 'Выберите фактическое время',
  actualNotAfterPlanned: 'Фактическое время должно быть больше планового',
  notFound: 'Запись об опоздании не найдена',
} as const;

const latenessFields = {
  userId: requiredId(LATENESS_MESSAGES.teacherRequired),
  incidentDate: calendarDate(LATENESS_MESSAGES.incidentDateRequired),
  plannedTime: timeOfDay(LATENESS_MESSAGES.plannedTimeRequired),
  actualTime: timeOfDay(LATENESS_MESSAGES.actualTimeRequired),
};

/** null when actual (minutes) is later than planned, else the message (docs/api/contract.md: delay = actual − planned > 0). */
export function latenessTimesError(plannedMinutes: number, actualMinutes: number): string | null {
  return actualMinutes > plannedMinutes ? null : LATENESS_MESSAGES.actualNotAfterPlanned;
}

/** POST /teacher-lateness. Times are answered as minutes since midnight. */
export const latenessSchema = z.object(latenessFields).superRefine((value, ctx) => {
  const error = latenessTimesError(value.plannedTime, value.actualTime);
  if (error) ctx.addIssue({ code: 'custom', path: ['actualTime'], message: error });
});
export type LatenessInput = z.infer<typeof latenessSchema>;

/** PUT /teacher-lateness/:id: the fields sent; the server checks the times it ends up with. */
export const latenessUpdateSchema = z.object({
  userId: latenessFields.userId.optional(),
  incidentDate: latenessFields.incidentDate.optional(),
  plannedTime: latenessFields.plannedTime.optional(),
  actualTime: latenessFields.actualTime.optional(),
});
export type LatenessUpdate = z.infer<typeof latenessUpdateSchema>;

const latenessPage = {
  page: pageQuery.shape.page,
  /** docs/product/constants.md: 10 by default; 0 or -1 means all. */
  limit: pageQuery.shape.limit.unwrap().default(10),
};

const latenessFilters = {
  /** true: the archived records; default the active ones. */
  isArchive: queryBoolean.optional(),
  userId: optionalId('userId: ожидается идентификатор'),
  dateFrom: dateFilter('dateFrom'),
  dateTo: dateFilter('dateTo'),
};

export const latenessListQuery = z.object({ ...latenessPage, ...latenessFilters });
export type LatenessListQuery = z.infer<typeof latenessListQuery>;

/** GET /teacher-lateness/user/:id */
export const latenessByUserQuery = z.object({ ...latenessPage, isArchive: latenessFilters.isArchive });
export type LatenessByUserQuery = z.infer<typeof latenessByUserQuery>;

export const latenessExportQuery = z.object(latenessFilters);
export type LatenessExportQuery = z.infer<typeof latenessExportQuery>;

// ——— what the API answers ———

export interface TeacherLateness {
  id: number;
  userId: number;
  /** YYYY-MM-DD */
  incidentDate: string;
  /** HH:MM */
  plannedTime: string;
  actualTime: string;
  /** Minutes: actualTime − plannedTime. */
  delay: number;
  isArchived: boolean;
  createdAt: string;
  user: PersonRef;
}

export interface TeacherLatenessPage {
  teacherLateness: TeacherLateness[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}
