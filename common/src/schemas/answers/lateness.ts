import { z } from 'zod';
import type { TeacherLateness, TeacherLatenessPage } from '../lateness';
import { answerOf, calendarDay, count, personAnswer, recordId, timeOfDay, timestamp } from './shared';

export const latenessAnswer = answerOf<TeacherLateness>()(
  z.strictObject({
    id: recordId,
    userId: recordId,
    incidentDate: calendarDay,
    plannedTime: timeOfDay,
    actualTime: timeOfDay,
    delay: z.number().int().positive(),
    isArchived: z.boolean(),
    createdAt: timestamp,
    user: personAnswer,
  }),
);

/** GET /teacher-lateness: the page under the names the centre gave it. */
export const latenessPageAnswer = answerOf<TeacherLatenessPage>()(
  z.strictObject({ teacherLateness: z.array(latenessAnswer), total: count, page: count, limit: z.number().int(), totalPages: count }),
);
