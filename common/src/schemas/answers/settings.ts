import { z } from 'zod';
import type { GroupType, Service } from '../settings';
import { answerOf, count, recordId, timestamp } from './shared';

export const groupTypeAnswer = answerOf<GroupType>()(
  z.strictObject({ id: recordId, name: z.string(), total_places: count, createdAt: timestamp }),
);

export const serviceAnswer = answerOf<Service>()(
  z.strictObject({
    id: recordId,
    name: z.string(),
    group_type_id: recordId,
    groupType: groupTypeAnswer.nullable().optional(),
    duration_minutes: z.number().int().positive(),
    price: z.number().nonnegative(),
    isArchived: z.boolean(),
    createdAt: timestamp,
  }),
);
export const groupTypesAnswer = z.array(groupTypeAnswer);
export const servicesAnswer = z.array(serviceAnswer);
