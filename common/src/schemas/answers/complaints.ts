import { z } from 'zod';
import type { Complaint } from '../complaints';
import { answerOf, arrayOrPageAnswer, calendarDay, personAnswer, recordId, timestamp } from './shared';

export const complaintAnswer = answerOf<Complaint>()(
  z.strictObject({
    id: recordId,
    teacherId: recordId,
    studentId: recordId.nullable(),
    authorId: recordId,
    incidentDate: calendarDay,
    comment: z.string(),
    isArchived: z.boolean(),
    createdAt: timestamp,
    teacher: personAnswer,
    student: personAnswer.nullable(),
    author: personAnswer,
  }),
);
export const complaintsAnswer = z.array(complaintAnswer);
/** GET /complaint: the array, or a page with page or limit. */
export const complaintListAnswer = arrayOrPageAnswer(complaintAnswer);
