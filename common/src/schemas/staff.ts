// One file over 300 lines for now: compensations, complaints, teacher lateness and feedback share its field helpers, and the kit
// (common/src/ui) imports it by path; a split per resource needs those imports moved first.
import { z } from 'zod';
import { calendarDate, type PersonRef } from './achievements';
import { idOf, optionalPageQuery, pageQuery, queryBoolean, requiredText, sortOrder } from './primitives';
import { parseTimeOfDay } from './timetable-time';

// ——— messages (docs/product/rules.md where it has them) ———

export const COMPENSATION_MESSAGES = {
  teacherRequired: 'Выберите учителя!',
  studentRequired: 'Выберите ученика!',
  subjectRequired: 'Выберите предмет!',
  eventDateRequired: 'Укажите дату случившегося',
  commentTooLong: 'Комментарий не длиннее 5000 символов',
  notFound: 'Компенсация не найдена',
} as const;

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

export const LATENESS_MESSAGES = {
  teacherRequired: 'Выберите учителя',
  incidentDateRequired: 'Выберите дату инцидента',
  plannedTimeRequired: 'Выберите плановое время',
  actualTimeRequired: 'Выберите фактическое время',
  actualNotAfterPlanned: 'Фактическое время должно быть больше планового',
  notFound: 'Запись об опоздании не найдена',
} as const;

/** Attachments of student feedback: at most this many bytes (10 MB). */
export const FEEDBACK_MAX_FILE_BYTES = 10 * 1024 * 1024;

export const FEEDBACK_MESSAGES = {
  surnameRequired: 'Укажите вашу фамилию',
  surnameTooLong: 'Фамилия не длиннее 100 символов',
  studentRequired: 'Выберите ученика!',
  noteRequired: 'Напишите обратную связь',
  noteTooLong: 'Обратная связь не длиннее 5000 символов',
  fileTooLarge: 'Файл больше 10 МБ',
  fileType: 'Недопустимый тип файла',
  oneFile: 'Можно прикрепить только один файл',
  badForm: 'Некорректная форма: ожидается multipart/form-data',
  notFound: 'Обратная связь не найдена',
  attachmentNotFound: 'Файл не найден',
} as const;

/**
 * What a feedback attachment may be: extension → the MIME types a browser sends for it.
 * The server also checks the content (magic bytes) of PDFs, images and office files.
 */
export const FEEDBACK_FILE_TYPES = {
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  pdf: ['application/pdf'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xls: ['application/vnd.ms-excel'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  odt: ['application/vnd.oasis.opendocument.text'],
  ods: ['application/vnd.oasis.opendocument.spreadsheet'],
  rtf: ['application/rtf', 'text/rtf'],
  txt: ['text/plain'],
} as const satisfies Record<string, readonly [string, ...string[]]>;
export type FeedbackFileExtension = keyof typeof FEEDBACK_FILE_TYPES;
/** For the file input's accept attribute. */
export const FEEDBACK_FILE_ACCEPT = Object.keys(FEEDBACK_FILE_TYPES)
  .map((ext) => `.${ext}`)
  .join(',');

// ——— field helpers ———

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A required id (a number or its text, as multipart sends it); missing, 0 or text → the message. */
const requiredId = (message: string) =>
  z.union([z.number(), z.string(), z.null()], { error: message }).transform((value, ctx) => {
    const id = idOf(value);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return id;
  });

/** An optional id: missing, '', null or 0 mean "none". */
const optionalId = (message: string) =>
  z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (blank(value) || value === 0 || value === '0') return undefined;
      const id = idOf(value);
      if (id === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return id;
    });

/** An optional text of a record: trimmed; blank becomes null. */
const optionalComment = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .nullish()
    .transform((value) => (value ? value : null));

/** A required time of day 'HH:MM' → minutes since midnight. */
const timeOfDay = (message: string) =>
  z.string({ error: message }).transform((value, ctx) => {
    const minutes = parseTimeOfDay(value);
    if (minutes === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return minutes;
  });

/** An optional date filter: '' means none. */
const dateFilter = (name: string) =>
  z
    .union([z.literal(''), calendarDate(`${name}: ожидается дата YYYY-MM-DD`)], { error: `${name}: ожидается дата YYYY-MM-DD` })
    .optional()
    .transform((value) => (value ? value : undefined));

const textFilter = z
  .string()
  .trim()
  .max(200, { error: 'Не длиннее 200 символов' })
  .optional()
  .transform((value) => (value ? value : undefined));

const includeArchived = queryBoolean.optional();
/** true: the archived records only, false: the active ones only; it wins over includeArchived. */
const archived = queryBoolean.optional();

/**
 * What a record list takes beyond its filters: a page (`page`, `limit`: then the answer is
 * `{items, total}`, docs/api/contract.md "General") and its order (`sort` among the given fields,
 * `order`; newest first by default, then by id).
 */
const recordListPaging = <S extends string>(sorts: readonly [S, ...S[]]) => ({
  ...optionalPageQuery,
  sort: z.enum(sorts, { error: `sort: ${sorts.join(', ')}` }).optional(),
  order: sortOrder.optional(),
});

/** GET …/teacher/:id, …/student/:id of compensations and complaints. */
export const includeArchivedQuery = z.object({ includeArchived });
export type IncludeArchivedQuery = z.infer<typeof includeArchivedQuery>;

// ——— compensations ———

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

// ——— complaints ———

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

// ——— teacher lateness ———

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

// ——— student feedback ———

/**
 * POST /feedback (multipart/form-data; the file in the field `file`, optional). The author is
 * the caller; a userId the form may send is ignored.
 */
export const feedbackSchema = z.object({
  surname: requiredText(FEEDBACK_MESSAGES.surnameRequired).max(100, { error: FEEDBACK_MESSAGES.surnameTooLong }),
  studentId: requiredId(FEEDBACK_MESSAGES.studentRequired),
  note: requiredText(FEEDBACK_MESSAGES.noteRequired).max(5000, { error: FEEDBACK_MESSAGES.noteTooLong }),
});
export type FeedbackInput = z.infer<typeof feedbackSchema>;

/** The form field that carries the file. */
export const FEEDBACK_FILE_FIELD = 'file';

export const FEEDBACK_SORTS = ['createdAt'] as const;
export type FeedbackSort = (typeof FEEDBACK_SORTS)[number];
/** GET /feedback: the filters, and a page when `page` or `limit` is sent. */
export const feedbackListQuery = z.object({
  includeArchived,
  archived,
  studentId: optionalId('studentId: ожидается идентификатор'),
  ...recordListPaging(FEEDBACK_SORTS),
});
export type FeedbackListQuery = z.infer<typeof feedbackListQuery>;

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

export interface FeedbackAttachment {
  id: number;
  /** The client's file name, sanitised; never a path. */
  originalName: string;
  size: number;
  mimeType: string;
}

export interface Feedback {
  id: number;
  /** The student who sent it. */
  authorId: number;
  studentId: number;
  surname: string;
  note: string;
  isArchived: boolean;
  createdAt: string;
  author: PersonRef;
  student: PersonRef;
  attachment: FeedbackAttachment | null;
}
