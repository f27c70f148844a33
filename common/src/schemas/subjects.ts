import { z } from 'zod';
import { requiredText } from './primitives';

export const SUBJECT_NAME_REQUIRED = 'Введите название предмета';

export const subjectSchema = z.object({
  name: requiredText(SUBJECT_NAME_REQUIRED).max(100, { error: 'Название не длиннее 100 символов' }),
});
export type SubjectInput = z.infer<typeof subjectSchema>;
