import { complaintAdminSchema, toIsoDate, type Complaint, type RequestOf } from '@diary/common';
import { issuesToFieldErrors, type FieldErrors } from '@diary/web-kit';

export type ComplaintField = 'teacherId' | 'studentId' | 'incidentDate' | 'comment';
export const COMPLAINT_FIELDS: readonly ComplaintField[] = ['teacherId', 'studentId', 'incidentDate', 'comment'];

export interface ComplaintFormValues {
  teacherId: number | null;
  studentId: number | null;
  /** YYYY-MM-DD */
  incidentDate: string;
  comment: string;
}

/** What POST complaint/admin and PATCH complaint/:id take (studentId left out when a teacher's complaint has none). */
export type ComplaintPayload = Omit<RequestOf<typeof complaintAdminSchema>, 'studentId'> &
  Partial<Pick<RequestOf<typeof complaintAdminSchema>, 'studentId'>>;

export function emptyComplaintForm(today = new Date()): ComplaintFormValues {
  return { teacherId: null, studentId: null, incidentDate: toIsoDate(today), comment: '' };
}

export function complaintToForm(c: Complaint): ComplaintFormValues {
  return { teacherId: c.teacherId, studentId: c.studentId, incidentDate: c.incidentDate, comment: c.comment };
}

export type ComplaintValidation = { ok: true; payload: ComplaintPayload } | { ok: false; errors: FieldErrors<ComplaintField> };

/**
 * docs/product/rules.md "Complaint", admin form, by the shared schema: 'Выберите учителя!', 'Выберите ученика!',
 * the date and the comment. A teacher's complaint (no student) can be edited without naming one.
 */
export function validateComplaint(values: ComplaintFormValues, studentOptional = false): ComplaintValidation {
  const schema = studentOptional && values.studentId == null ? complaintAdminSchema.omit({ studentId: true }) : complaintAdminSchema;
  const parsed = schema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: issuesToFieldErrors(parsed.error.issues, COMPLAINT_FIELDS) };
  const data = parsed.data as { teacherId: number; studentId?: number; incidentDate: string; comment: string };
  return {
    ok: true,
    payload: {
      teacherId: data.teacherId,
      ...(data.studentId != null ? { studentId: data.studentId } : {}),
      incidentDate: data.incidentDate,
      comment: data.comment,
    },
  };
}
