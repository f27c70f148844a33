// Complaints about teachers: what POST /complaint, /complaint/admin, PATCH and the lists take, and what they answer.
import { z } from 'zod';
import { calendarDate, type PersonRef, requiredText } from './primitives';
import { archived, dateFilter, includeArchived, optionalId, recordListPaging, requiredId, textFilter } from './record-fields';

export const COMPLAINT_MESSAGES = {
  teacherRequired: 'Выберите учителя!',
  studentRequired: 'Выберите ученика!',
  /** The teacher-side form's typeahead did not resolve to a teacher. */
  teacherNotFound: 'Учитель с таким именем не найден! Попробуйте ввести данные еще раз',
  incidentDateRequired: 'Укажите дату инцидента',
  commentRequired: 'Опишите проблему',
  commentTooLong: 'Описание проблемы не длиннее 5000 символов',
  notFound: 'Жалоба не найдена',
} as const;

const complaintBase = {
  incidentDate: calendarDate(COMPLAINT_MESSAGES.incidentDateRequired),
  comment: requiredText(COMPLAINT_MESSAGES.commentRequired).max(5000, { error: COMPLAINT_MESSAGES.commentTooLong }),
};

/** POST /complaint — a teacher about a teacher; the caller is the author. */
export const complaintTeacherSchema = z.object({
  teacherId: requiredId(COMPLAINT_MESSAGES.teacherNotFound),
  ...complaintBase,
});
export type ComplaintTeacherInput = z.infer<typeof complaintTeacherSchema>;

/** POST /complaint/admin — staff, naming the student too; the caller is the author. */
export const complaintAdminSchema = z.object({
  teacherId: requiredId(COMPLAINT_MESSAGES.teacherRequired),
  studentId: requiredId(COMPLAINT_MESSAGES.studentRequired),
  ...complaintBase,
});
export type ComplaintAdminInput = z.infer<typeof complaintAdminSchema>;

/** PATCH /complaint/:id: the fields sent, under the admin form's rules. */
export const complaintUpdateSchema = z.object({
  teacherId: complaintAdminSchema.shape.teacherId.optional(),
  studentId: complaintAdminSchema.shape.studentId.optional(),
  incidentDate: complaintBase.incidentDate.optional(),
  comment: complaintBase.comment.optional(),
});
export type ComplaintUpdate = z.infer<typeof complaintUpdateSchema>;

/** GET /complaint and its export. */
export const complaintsListQuery = z.object({
  includeArchived,
  archived,
  teacherId: optionalId('teacherId: ожидается идентификатор'),
  studentId: optionalId('studentId: ожидается идентификатор'),
  dateFrom: dateFilter('dateFrom'),
  dateTo: dateFilter('dateTo'),
  /** Part of the comment, case-insensitive. */
  q: textFilter,
});
export type ComplaintsListQuery = z.infer<typeof complaintsListQuery>;

export const COMPLAINT_SORTS = ['incidentDate', 'createdAt'] as const;
export type ComplaintSort = (typeof COMPLAINT_SORTS)[number];
/** GET /complaint: the filters, and a page when `page` or `limit` is sent (`q` filters either answer). */
export const complaintsPageQuery = complaintsListQuery.extend(recordListPaging(COMPLAINT_SORTS));
export type ComplaintsPageQuery = z.infer<typeof complaintsPageQuery>;

// ——— what the API answers ———

export interface Complaint {
  id: number;
  teacherId: number;
  /** null for a teacher's complaint (POST /complaint). */
  studentId: number | null;
  authorId: number;
  /** YYYY-MM-DD */
  incidentDate: string;
  comment: string;
  isArchived: boolean;
  createdAt: string;
  teacher: PersonRef;
  student: PersonRef | null;
  author: PersonRef;
}
