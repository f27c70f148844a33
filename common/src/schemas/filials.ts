import { z } from 'zod';
import { queryBoolean, requiredText } from './primitives';
import { TIMETABLE_MESSAGES as M } from './timetable';
import { clearableText, optionalTime, positiveId, requiredId, weekday } from './timetable-fields';
import type { Cabinet } from './cabinets';

const filialInfoFields = {
  city: clearableText(100),
  street: clearableText(300),
  /** The form's "address": another name for street. */
  address: clearableText(300),
  time_start: optionalTime,
  time_end: optionalTime,
  work_schedule: clearableText(300),
};

interface InfoFields {
  city?: string | null;
  street?: string | null;
  address?: string | null;
  time_start?: number | null;
  time_end?: number | null;
  work_schedule?: string | null;
}

function checkHours(value: InfoFields, ctx: z.RefinementCtx) {
  if (typeof value.time_start === 'number' && typeof value.time_end === 'number' && value.time_end <= value.time_start) {
    ctx.addIssue({ code: 'custom', path: ['time_end'], message: M.closingBeforeOpening });
  }
}

/** street, whichever name it came under (address wins when both are sent). */
function withStreet<T extends InfoFields>({ address, ...rest }: T) {
  return { ...rest, street: address !== undefined ? address : rest.street };
}

const filialName = requiredText(M.filialNameRequired).max(200, { error: 'Название не длиннее 200 символов' });

/** POST /filials: the name and, optionally, the info (created only when one of its fields is filled). */
export const filialSchema = z
  .object({ name: filialName, ...filialInfoFields })
  .superRefine(checkHours)
  .transform(withStreet);
export type FilialInput = z.infer<typeof filialSchema>;

/** PUT /filials/:id: the fields sent. */
export const filialUpdateSchema = z
  .object({ name: filialName.optional(), ...filialInfoFields })
  .superRefine(checkHours)
  .transform(withStreet);
export type FilialUpdateInput = z.infer<typeof filialUpdateSchema>;

/** PUT /filials/:id/info: the info fields sent. */
export const filialInfoUpdateSchema = z.object(filialInfoFields).superRefine(checkHours).transform(withStreet);
export type FilialInfoUpdateInput = z.infer<typeof filialInfoUpdateSchema>;

/** POST /filials/info: the info of a branch that has none yet. */
export const filialInfoSchema = z
  .object({ filial_id: requiredId(M.filialRequired), ...filialInfoFields })
  .superRefine(checkHours)
  .transform(withStreet);
export type FilialInfoInput = z.infer<typeof filialInfoSchema>;

export const filialsListQuery = z.object({
  name: z.string().trim().optional(),
  city: z.string().trim().optional(),
  isArchived: queryBoolean.optional(),
  includeInfo: queryBoolean.optional(),
  includeCabinets: queryBoolean.optional(),
});
export const filialGetQuery = z.object({ includeRelations: queryBoolean.optional() });
export const cityParams = z.object({ city: z.string().trim().min(1, { error: 'Укажите город' }) });
export const isWorkingQuery = z.object({ time: optionalTime });
export const dayParams = z.object({ day: weekday });
export const idDayParams = z.object({ id: positiveId, day: weekday });

// ——— what the API answers ———

export interface FilialInfo {
  id: number;
  filial_id: number;
  city: string | null;
  street: string | null;
  /** HH:MM or null */
  time_start: string | null;
  time_end: string | null;
  work_schedule: string | null;
  createdAt: string;
}

export interface Filial {
  id: number;
  name: string;
  isArchived: boolean;
  /** Not archived. */
  active: boolean;
  createdAt: string;
  /** The branch's info (null when none); also answered as filialInfo. */
  info?: FilialInfo | null;
  filialInfo?: FilialInfo | null;
  cabinets?: Cabinet[];
}
