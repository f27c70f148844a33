import { cabinetSchema, filialSchema, type Filial, type RequestOf } from '@diary/common';
import { issuesToFieldErrors, type FieldErrors } from '@diary/web-kit';

export type FilialField = 'name' | 'city' | 'address' | 'time_start' | 'time_end' | 'work_schedule';
export const FILIAL_FIELDS: readonly FilialField[] = ['name', 'city', 'address', 'time_start', 'time_end', 'work_schedule'];

export type FilialFormValues = Record<FilialField, string>;

export const EMPTY_FILIAL_FORM: FilialFormValues = {
  name: '',
  city: '',
  address: '',
  time_start: '',
  time_end: '',
  work_schedule: '',
};

/** The branch's info of either spelling. */
export const infoOf = (filial: Filial) => filial.info ?? filial.filialInfo ?? null;

export function filialToForm(filial: Filial): FilialFormValues {
  const info = infoOf(filial);
  return {
    name: filial.name,
    city: info?.city ?? '',
    address: info?.street ?? '',
    time_start: info?.time_start ?? '',
    time_end: info?.time_end ?? '',
    work_schedule: info?.work_schedule ?? '',
  };
}

/** What POST /filials and PUT /filials/:id take: the texts as typed, trimmed (blank clears). */
export type FilialPayloadInput = FilialFormValues;
export type FilialPayload = { kind: 'create'; input: FilialPayloadInput } | { kind: 'update'; id: number; input: FilialPayloadInput };

export type FilialValidation = { ok: true; payload: FilialPayload } | { ok: false; errors: FieldErrors<FilialField> };

/** docs/product/rules.md "Branch": only the name is required ('Название филиала обязательно'). */
export function validateFilialForm(values: FilialFormValues, editingId?: number): FilialValidation {
  const parsed = filialSchema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: issuesToFieldErrors(parsed.error.issues, FILIAL_FIELDS) };
  const input = Object.fromEntries(FILIAL_FIELDS.map((f) => [f, values[f].trim()])) as FilialPayloadInput;
  return { ok: true, payload: editingId == null ? { kind: 'create', input } : { kind: 'update', id: editingId, input } };
}

// ——— cabinet ———

export type CabinetField = 'name' | 'quantity' | 'color';
export const CABINET_FIELDS: readonly CabinetField[] = ['name', 'quantity', 'color'];
export type CabinetFormValues = Record<CabinetField, string>;
export const EMPTY_CABINET_FORM: CabinetFormValues = { name: '', quantity: '1', color: '#007bff' };

export type CabinetPayload = RequestOf<typeof cabinetSchema>;

export type CabinetValidation = { ok: true; payload: CabinetPayload } | { ok: false; errors: FieldErrors<CabinetField> };

/** docs/product/rules.md "Cabinet": a name not blank, capacity 1–100 (1 when empty), a colour. */
export function validateCabinetForm(values: CabinetFormValues, filialId: number): CabinetValidation {
  const parsed = cabinetSchema.safeParse({ ...values, filial_id: filialId });
  if (!parsed.success) return { ok: false, errors: issuesToFieldErrors(parsed.error.issues, CABINET_FIELDS) };
  return { ok: true, payload: parsed.data };
}
