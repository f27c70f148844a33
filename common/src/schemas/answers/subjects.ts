import { z } from 'zod';
import type { Subject } from '../../types';
import { answerOf, recordId, timestamp } from './shared';

export const subjectAnswer = answerOf<Subject>()(z.strictObject({ id: recordId, name: z.string(), createdAt: timestamp }));
export const subjectsAnswer = z.array(subjectAnswer);
