import { useState } from 'react';
import { TextField } from '@mui/material';
import { CABINET_CAPACITY_MAX, CABINET_CAPACITY_MIN } from '@diary/common';
import { FormDialog, type FieldErrors, type SaveResult } from '@diary/common/ui';
import {
  EMPTY_CABINET_FORM,
  validateCabinetForm,
  type CabinetField,
  type CabinetFormValues,
  type CabinetPayload,
} from './filial-form-model';

export interface CabinetFormProps {
  filialId: number;
  onSubmit: (payload: CabinetPayload) => Promise<SaveResult<CabinetField>>;
  onCancel: () => void;
}

/** 'Создать кабинет' (SPEC §2 "Branch page", §5 "Cabinet"). */
export function CabinetForm({ filialId, onSubmit, onCancel }: CabinetFormProps) {
  const [values, setValues] = useState<CabinetFormValues>(EMPTY_CABINET_FORM);
  const [errors, setErrors] = useState<FieldErrors<CabinetField>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function set(field: CabinetField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit() {
    setMessage(null);
    const validation = validateCabinetForm(values, filialId);
    if (!validation.ok) {
      setErrors(validation.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    const result = await onSubmit(validation.payload);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      setMessage(result.message);
    }
    setSaving(false);
  }

  return (
    <FormDialog
      title="Создать кабинет"
      submitLabel={saving ? 'Создание...' : 'Создать кабинет'}
      message={message}
      saving={saving}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      <TextField
        name="name"
        label="Название кабинета"
        required
        autoFocus
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        error={Boolean(errors.name)}
        helperText={errors.name}
      />
      <TextField
        name="quantity"
        label="Вместимость"
        type="number"
        value={values.quantity}
        onChange={(e) => set('quantity', e.target.value)}
        error={Boolean(errors.quantity)}
        helperText={errors.quantity}
        slotProps={{ htmlInput: { min: CABINET_CAPACITY_MIN, max: CABINET_CAPACITY_MAX, step: 1 } }}
      />
      <TextField
        name="color"
        label="Цвет"
        type="color"
        value={values.color}
        onChange={(e) => set('color', e.target.value)}
        error={Boolean(errors.color)}
        helperText={errors.color}
        sx={{ maxWidth: 160 }}
      />
    </FormDialog>
  );
}
