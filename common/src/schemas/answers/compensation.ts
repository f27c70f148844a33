import { z } from 'zod';
import type { Compensation } from '../compensations';
import { subjectRefAnswer } from './lessons';
import { answerOf, arrayOrPageAnswer, calendarDay, personAnswer, recordId, timestamp } from './shared';

export const compensationAnswer = answerOf<Compensation>()(
  z.strictObject({
    id: recordId,
    teacherId: recordId,
    studentId: recordId,
    subjectId: recordId,
    eventDate: calendarDay,
    comment: z.string().nullable(),
    isArchived: z.boolean(),
    createdAt: timestamp,
    teacher: personAnswer,
    student: personAnswer,
    subject: subjectRefAnswer,
  }),
);
export const compensationsAnswer = z.array(compensationAnswer);
/** GET /compensation: the array, or a page with page or limit. */
export const compensationListAnswer = arrayOrPageAnswer(compensationAnswer);
