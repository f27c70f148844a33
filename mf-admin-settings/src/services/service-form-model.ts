import { serviceSchema, type Service } from '@diary/common';
import { issuesToFieldErrors, type FieldErrors } from '@diary/web-kit';

export type ServiceField = 'name' | 'group_type_id' | 'duration_minutes' | 'price';
export const SERVICE_FIELDS: readonly ServiceField[] = ['name', 'group_type_id', 'duration_minutes', 'price'];

/** The form's values as typed; group_type_id is the select's value ('' for none). */
export type ServiceFormValues = Record<ServiceField, string>;

/** What POST and PUT /services take: duration an integer, price a decimal (docs/product/rules.md). */
export interface ServicePayloadInput {
  name: string;
  group_type_id: number;
  duration_minutes: number;
  price: number;
}

export type ServicePayload = { kind: 'create'; input: ServicePayloadInput } | { kind: 'update'; id: number; input: ServicePayloadInput };

export const EMPTY_SERVICE_FORM: ServiceFormValues = { name: '', group_type_id: '', duration_minutes: '', price: '' };

export function serviceToForm(service: Service): ServiceFormValues {
  return {
    name: service.name,
    group_type_id: service.group_type_id == null ? '' : String(service.group_type_id),
    duration_minutes: String(service.duration_minutes),
    price: String(service.price),
  };
}

export type ServiceValidation = { ok: true; payload: ServicePayload } | { ok: false; errors: FieldErrors<ServiceField> };

/** The common `serviceSchema` checks in docs/product/rules.md's order; each field shows its first message. */
export function validateServiceForm(values: ServiceFormValues, editingId?: number): ServiceValidation {
  const parsed = serviceSchema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: issuesToFieldErrors(parsed.error.issues, SERVICE_FIELDS) };
  const { name, group_type_id, duration_minutes, price } = parsed.data;
  const input: ServicePayloadInput = { name, group_type_id, duration_minutes, price: Number(price) };
  return { ok: true, payload: editingId == null ? { kind: 'create', input } : { kind: 'update', id: editingId, input } };
}
