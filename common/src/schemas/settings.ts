import { z } from 'zod';
import { INT32_MAX, optionalText, positiveId, queryBoolean, requiredText } from './primitives';

// ——— group types ———

export const GROUP_TYPE_NAME_REQUIRED = 'Введите название типа занятия';
export const GROUP_TYPE_PLACES_INVALID = 'Введите корректное количество мест (минимум 1)';
export const DEFAULT_GROUP_TYPE_PLACES = 10;
/** total_places 0 means an unlimited group ('Неограниченно'). */
export const UNLIMITED_PLACES = 0;

const totalPlaces = z.coerce
  .number({ error: GROUP_TYPE_PLACES_INVALID })
  .int({ error: GROUP_TYPE_PLACES_INVALID })
  .min(0, { error: GROUP_TYPE_PLACES_INVALID })
  .max(10000, { error: GROUP_TYPE_PLACES_INVALID });

export const groupTypeSchema = z.object({
  name: requiredText(GROUP_TYPE_NAME_REQUIRED).max(100, { error: 'Название не длиннее 100 символов' }),
  total_places: totalPlaces.default(DEFAULT_GROUP_TYPE_PLACES),
});
export type GroupTypeInput = z.infer<typeof groupTypeSchema>;

export const groupTypeUpdateSchema = z.object({
  name: groupTypeSchema.shape.name.optional(),
  total_places: totalPlaces.optional(),
});

// ——— services ———

export const SERVICE_MESSAGES = {
  nameRequired: 'Название услуги обязательно',
  groupTypeRequired: 'Тип группы обязателен',
  durationRequired: 'Длительность обязательна',
  priceRequired: 'Стоимость обязательна',
  durationInvalid: 'Длительность должна быть положительным числом',
  priceInvalid: 'Стоимость должна быть положительным числом',
} as const;

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Money as an exact decimal string with at most two digits after the point ('1500', '1499.90'). */
export function parsePrice(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().replace(',', '.') : '';
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(text)) return null;
  return Number(text) > 0 ? text : null;
}

function parseDuration(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 && number <= 24 * 60 ? number : null;
}

/**
 * The service form's rules, checked in docs/product/rules.md's order: name, group type, duration, price
 * must be there first; then duration and price must be positive.
 */
function serviceRules(partial: boolean) {
  return z
    .object({
      name: z.unknown().optional(),
      group_type_id: z.unknown().optional(),
      duration_minutes: z.unknown().optional(),
      price: z.unknown().optional(),
    })
    .transform((input, ctx) => {
      const present = (key: keyof typeof input) => !(partial && input[key] === undefined);
      const required: [keyof typeof input, string][] = [
        ['name', SERVICE_MESSAGES.nameRequired],
        ['group_type_id', SERVICE_MESSAGES.groupTypeRequired],
        ['duration_minutes', SERVICE_MESSAGES.durationRequired],
        ['price', SERVICE_MESSAGES.priceRequired],
      ];
      for (const [key, message] of required) {
        if (present(key) && blank(input[key])) ctx.addIssue({ code: 'custom', path: [key], message });
      }
      const duration = blank(input.duration_minutes) ? null : parseDuration(input.duration_minutes);
      if (present('duration_minutes') && !blank(input.duration_minutes) && duration === null) {
        ctx.addIssue({ code: 'custom', path: ['duration_minutes'], message: SERVICE_MESSAGES.durationInvalid });
      }
      const price = blank(input.price) ? null : parsePrice(input.price);
      if (present('price') && !blank(input.price) && price === null) {
        ctx.addIssue({ code: 'custom', path: ['price'], message: SERVICE_MESSAGES.priceInvalid });
      }
      const groupTypeId = positiveId.safeParse(input.group_type_id);
      if (present('group_type_id') && !blank(input.group_type_id) && !groupTypeId.success) {
        ctx.addIssue({ code: 'custom', path: ['group_type_id'], message: SERVICE_MESSAGES.groupTypeRequired });
      }
      const name = typeof input.name === 'string' ? input.name.trim() : undefined;
      if (present('name') && !blank(input.name) && (name === undefined || name.length > 200)) {
        ctx.addIssue({ code: 'custom', path: ['name'], message: 'Название услуги не длиннее 200 символов' });
      }
      return {
        name,
        group_type_id: groupTypeId.success ? groupTypeId.data : undefined,
        duration_minutes: duration ?? undefined,
        price: price ?? undefined,
      };
    });
}

/** POST /services: every field required. The parsed price is an exact decimal string. */
export const serviceSchema = serviceRules(false).transform(
  // Every field is there once the rules pass (an issue otherwise), so none is undefined.
  (value) => value as { [K in keyof typeof value]-?: NonNullable<(typeof value)[K]> },
);
export type ServiceInput = z.infer<typeof serviceSchema>;

/** PUT /services/:id: the fields sent are checked by the same rules. */
export const serviceUpdateSchema = serviceRules(true);

/** A duration filter in minutes: compared with an integer column, so within PostgreSQL's integer. */
const durationFilter = (name: string) =>
  z.coerce
    .number({ error: `${name} должен быть числом` })
    .int({ error: `${name} должен быть целым числом` })
    .min(0, { error: `${name} не может быть отрицательным` })
    .max(INT32_MAX, { error: `${name} слишком большой` })
    .optional();

export const servicesListQuery = z.object({
  isArchived: queryBoolean.optional(),
  includeGroupType: queryBoolean.optional(),
  group_type_id: positiveId.optional(),
  min_price: z.coerce.number({ error: 'min_price должен быть числом' }).min(0).optional(),
  max_price: z.coerce.number({ error: 'max_price должен быть числом' }).min(0).optional(),
  min_duration: durationFilter('min_duration'),
  max_duration: durationFilter('max_duration'),
  q: optionalText.optional(),
});

export const serviceGetQuery = z.object({ includeGroupType: queryBoolean.optional() });

export interface GroupType {
  id: number;
  name: string;
  total_places: number;
  createdAt: string;
}

export interface Service {
  id: number;
  name: string;
  group_type_id: number;
  groupType?: GroupType | null;
  duration_minutes: number;
  /** Roubles, an exact decimal. */
  price: number;
  isArchived: boolean;
  createdAt: string;
}
