import {
  DEFAULT_GROUP_TYPE_PLACES,
  GROUP_TYPE_PLACES_INVALID,
  UNLIMITED_PLACES,
  groupTypeSchema,
  type GroupType,
  type GroupTypeInput,
} from '@diary/common';
import { issuesToFieldErrors, type FieldErrors } from '@diary/web-kit';
import type { GroupTypeField } from './GroupTypesStore';

export interface GroupTypeFormValues {
  name: string;
  unlimited: boolean;
  /** As typed; ignored while `unlimited` is ticked. */
  places: string;
}

export const EMPTY_GROUP_TYPE_FORM: GroupTypeFormValues = {
  name: '',
  unlimited: false,
  places: String(DEFAULT_GROUP_TYPE_PLACES),
};

/** Edit mode: an unlimited type ticks the box and offers the default number again. */
export function groupTypeToForm(type: GroupType): GroupTypeFormValues {
  const unlimited = type.total_places === UNLIMITED_PLACES;
  return {
    name: type.name,
    unlimited,
    places: String(unlimited ? DEFAULT_GROUP_TYPE_PLACES : type.total_places),
  };
}

export type GroupTypeValidation = { ok: true; input: GroupTypeInput } | { ok: false; errors: FieldErrors<GroupTypeField> };

/**
 * docs/product/rules.md: a name; places a whole number of at least 1 unless 'Неограниченное количество
 * учеников' is ticked, which sends 0. The common schema holds the rules and messages; 0 is
 * valid there (it means unlimited), so the form refuses it when the box is not ticked.
 */
export function validateGroupTypeForm(values: GroupTypeFormValues): GroupTypeValidation {
  const places = values.places.trim();
  const parsed = groupTypeSchema.safeParse({
    name: values.name,
    total_places: values.unlimited ? UNLIMITED_PLACES : places,
  });
  const errors = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues, ['name', 'total_places'] as const);
  if (!values.unlimited && !errors.total_places && (places === '' || Number(places) < 1)) {
    errors.total_places = GROUP_TYPE_PLACES_INVALID;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}
