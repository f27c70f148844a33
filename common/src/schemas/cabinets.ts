import { z } from 'zod';
import { queryBoolean, requiredText } from './primitives';
import {
  CABINET_CAPACITY_MAX,
  CABINET_CAPACITY_MIN,
  DEFAULT_CABINET_CAPACITY,
  DEFAULT_CABINET_COLOR,
  TIMETABLE_MESSAGES as M,
} from './timetable';
import { duration, filialIdFilter, lessonStart, positiveId, requiredId, weekday } from './timetable-fields';
import type { Lesson } from './lessons';

const capacity = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce
    .number({ error: M.cabinetCapacity })
    .int({ error: M.cabinetCapacity })
    .min(CABINET_CAPACITY_MIN, { error: M.cabinetCapacity })
    .max(CABINET_CAPACITY_MAX, { error: M.cabinetCapacity })
    .optional(),
);
const color = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .string({ error: M.cabinetColor })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: M.cabinetColor })
    .transform((value) => value.toLowerCase())
    .optional(),
);
const cabinetName = requiredText(M.cabinetNameRequired).max(100, { error: 'Название не длиннее 100 символов' });

/** POST /cabinets: capacity falls back to 1 and colour to #007bff when empty. */
export const cabinetSchema = z.object({
  name: cabinetName,
  filial_id: requiredId(M.filialRequired),
  quantity: capacity.transform((value) => value ?? DEFAULT_CABINET_CAPACITY),
  color: color.transform((value) => value ?? DEFAULT_CABINET_COLOR),
});
export type CabinetInput = z.infer<typeof cabinetSchema>;

export const cabinetUpdateSchema = z.object({
  name: cabinetName.optional(),
  filial_id: positiveId.optional(),
  quantity: capacity,
  color,
});
export type CabinetUpdateInput = z.infer<typeof cabinetUpdateSchema>;

export const cabinetsListQuery = z.object({
  isArchived: queryBoolean.optional(),
  includeFilial: queryBoolean.optional(),
  includeSchedules: queryBoolean.optional(),
  name: z.string().trim().optional(),
  ...filialIdFilter,
});
export const cabinetGetQuery = z.object({ includeRelations: queryBoolean.optional() });
export const filialIdParams = z.object({ filialId: positiveId });
export const filialStatsQuery = z.object(filialIdFilter);

/** docs/product/data.md's availability query: a day, a start and a duration, optionally leaving one lesson out. */
const slotQuery = {
  dayOfWeek: weekday,
  timeStart: lessonStart,
  durationMinutes: duration,
  excludeScheduleId: positiveId.optional(),
};
export const availabilityQuery = z.object(slotQuery);
export const availableCabinetsQuery = z.object({ ...slotQuery, ...filialIdFilter });

// ——— what the API answers ———

export interface CabinetRef {
  id: number;
  name: string;
  filial_id: number;
  quantity: number;
  color: string;
  isArchived: boolean;
}

export interface Cabinet extends CabinetRef {
  createdAt: string;
  filial?: { id: number; name: string; isArchived: boolean } | null;
  schedules?: Lesson[];
}
