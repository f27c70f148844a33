import { z } from 'zod';
import type { Feedback } from '../feedback';
import { answerOf, arrayOrPageAnswer, count, personAnswer, recordId, timestamp } from './shared';

export const feedbackAnswer = answerOf<Feedback>()(
  z.strictObject({
    id: recordId,
    authorId: recordId,
    studentId: recordId,
    surname: z.string(),
    note: z.string(),
    isArchived: z.boolean(),
    createdAt: timestamp,
    author: personAnswer,
    student: personAnswer,
    attachment: z.strictObject({ id: recordId, originalName: z.string(), size: count, mimeType: z.string() }).nullable(),
  }),
);
/** GET /feedback: the array, or a page with page or limit. */
export const feedbackListAnswer = arrayOrPageAnswer(feedbackAnswer);
