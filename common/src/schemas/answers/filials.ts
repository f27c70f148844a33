import { z } from 'zod';
import type { Filial, FilialInfo } from '../filials';
import { cabinetsAnswer } from './cabinets';
import { answerOf, recordId, timeOfDay, timestamp } from './shared';

export const filialInfoAnswer = answerOf<FilialInfo>()(
  z.strictObject({
    id: recordId,
    filial_id: recordId,
    city: z.string().nullable(),
    street: z.string().nullable(),
    time_start: timeOfDay.nullable(),
    time_end: timeOfDay.nullable(),
    work_schedule: z.string().nullable(),
    createdAt: timestamp,
  }),
);

export const filialAnswer = answerOf<Filial>()(
  z.strictObject({
    id: recordId,
    name: z.string(),
    isArchived: z.boolean(),
    active: z.boolean(),
    createdAt: timestamp,
    info: filialInfoAnswer.nullable().optional(),
    filialInfo: filialInfoAnswer.nullable().optional(),
    cabinets: cabinetsAnswer.optional(),
  }),
);
export const filialsAnswer = z.array(filialAnswer);

/** GET /filials/:id/working-hours: 08:00–20:00 and isDefault when the branch has no hours. */
export const workingHoursAnswer = z.strictObject({
  filial_id: recordId,
  time_start: timeOfDay,
  time_end: timeOfDay,
  work_schedule: z.string().nullable(),
  isDefault: z.boolean(),
});

export const isWorkingAnswer = z.strictObject({ isWorking: z.boolean() });
