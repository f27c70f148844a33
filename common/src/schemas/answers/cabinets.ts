import { z } from 'zod';
import type { Cabinet } from '../cabinets';
import { cabinetRefFields, lessonsAnswer } from './lessons';
import { answerOf, count, recordId, timestamp } from './shared';

export const cabinetAnswer = answerOf<Cabinet>()(
  z.strictObject({
    ...cabinetRefFields,
    createdAt: timestamp,
    filial: z.strictObject({ id: recordId, name: z.string(), isArchived: z.boolean() }).nullable().optional(),
    schedules: lessonsAnswer.optional(),
  }),
);
export const cabinetsAnswer = z.array(cabinetAnswer);

/** GET /cabinets/:id/availability. */
export const cabinetAvailabilityAnswer = z.strictObject({ cabinet_id: recordId, isAvailable: z.boolean(), conflicts: lessonsAnswer });

/** GET /cabinets/stats/summary. */
export const cabinetsSummaryAnswer = z.strictObject({
  filialId: recordId.nullable(),
  total: count,
  active: count,
  archived: count,
  totalCapacity: count,
  averageCapacity: z.number().nonnegative(),
});

/** GET /cabinets/utilization/stats: minutes of lessons a week against the branch's open minutes; utilization in %. */
export const cabinetsUtilizationAnswer = z.array(
  z.strictObject({
    cabinet_id: recordId,
    name: z.string(),
    filial_id: recordId,
    filialName: z.string(),
    quantity: count,
    lessons: count,
    minutes: count,
    availableMinutes: count,
    utilization: z.number().nonnegative(),
  }),
);
