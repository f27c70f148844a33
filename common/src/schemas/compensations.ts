// Compensations: what POST/PATCH /compensation and its lists take, and what they answer.
import { z } from 'zod';
import { archived, dateFilter, includeArchived, optionalComment, optionalId, recordListPaging, requiredId } from './record-fields';
import { calendarDate, type PersonRef } from './primitives';

export const COMPENSATION_MESSAGES = {
  teacherRequired: 'Выберите учителя!',
  studentRequired: 'Выберите ученика!',
  subjectRequired: 'Выберите предмет!',
  eventDateRequired: 'Укажите дату случившегося',
  commentTooLong: 'Комментарий не длиннее 5000 символов',
  notFound: 'Компенсация не найдена',
} as const;

const compensationFields = {
  teacherId: requiredId(COMPENSATION_MESSAGES.teacherRequired),
  studentId: requiredId(COMPENSATION_MESSAGES.studentRequired),
  subjectId: requiredId(COMPENSATION_MESSAGES.subjectRequired),
  eventDate: calendarDate(COMPENSATION_MESSAGES.eventDateRequired),
  comment: optionalComment(5000, COMPENSATION_MESSAGES.commentTooLong),
};

/** POST /compensation. The teacher defaults to the caller (docs/product/permissions.md), who must then be a teacher. */
export const compensationSchema = z.object({
  ...compensationFields,
  teacherId: optionalId(COMPENSATION_MESSAGES.teacherRequired),
});
export type CompensationInput = z.infer<typeof compensationSchema>;

/** PATCH /compensation/:id: the fields sent, under the create rules; comment null or '' clears it. */
export const compensationUpdateSchema = z.object({
  teacherId: compensationFields.teacherId.optional(),
  studentId: compensationFields.studentId.optional(),
  subjectId: compensationFields.subjectId.optional(),
  eventDate: compensationFields.eventDate.optional(),
  comment: z
    .string({ error: COMPENSATION_MESSAGES.commentTooLong })
    .trim()
    .max(5000, { error: COMPENSATION_MESSAGES.commentTooLong })
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null)),
});
export type CompensationUpdate = z.infer<typeof compensationUpdateSchema>;

/** GET /compensation and its export: archived ones too with includeArchived; the screen's filters. */
export const compensationsListQuery = z.object({
  includeArchived,
  archived,
  teacherId: optionalId('teacherId: ожидается идентификатор'),
  studentId: optionalId('studentId: ожидается идентификатор'),
  subjectId: optionalId('subjectId: ожидается идентификатор'),
  dateFrom: dateFilter('dateFrom'),
  dateTo: dateFilter('dateTo'),
});
export type CompensationsListQuery = z.infer<typeof compensationsListQuery>;

export const COMPENSATION_SORTS = ['eventDate', 'createdAt'] as const;
export type CompensationSort = (typeof COMPENSATION_SORTS)[number];
/** GET /compensation: the filters, and a page when `page` or `limit` is sent. */
export const compensationsPageQuery = compensationsListQuery.extend(recordListPaging(COMPENSATION_SORTS));
export type CompensationsPageQuery = z.infer<typeof compensationsPageQuery>;

// ——— what the API answers ———

export interface SubjectRef {
  id: number;
  name: string;
}

export interface Compensation {
  id: number;
  teacherId: number;
  studentId: number;
  subjectId: number;
  /** YYYY-MM-DD */
  eventDate: string;
  comment: string | null;
  isArchived: boolean;
  createdAt: string;
  teacher: PersonRef;
  student: PersonRef;
  subject: SubjectRef;
}
