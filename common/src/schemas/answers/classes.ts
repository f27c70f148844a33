import { z } from 'zod';
import type { ClassItem } from '../classes';
import { lessonsAnswer, subjectRefAnswer } from './lessons';
import { answerOf, personAnswer, recordId, timestamp } from './shared';

export const classAnswer = answerOf<ClassItem>()(
  z.strictObject({
    id: recordId,
    name: z.string(),
    teachers: z.array(personAnswer),
    subjects: z.array(subjectRefAnswer),
    academic_year: z.string().nullable(),
    schedules: lessonsAnswer,
    createdAt: timestamp,
  }),
);
export const classesAnswer = z.array(classAnswer);
