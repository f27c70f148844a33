import { useState, type ComponentProps } from 'react';
import { TextField } from '@mui/material';
import type { Filial } from '@diary/common';
import { FormDialog, type FieldErrors, type SaveResult } from '@diary/common/ui';
import {
  EMPTY_FILIAL_FORM,
  filialToForm,
  validateFilialForm,
  type FilialField,
  type FilialFormValues,
  type FilialPayload,
} from './filial-form-model';

export interface FilialFormProps {
  filial?: Filial;
  onSubmit: (payload: FilialPayload) => Promise<SaveResult<FilialField>>;
  onCancel: () => void;
}

/** The branch form (SPEC §2 "Branches page", §5 "Branch"). */
export function FilialForm({ filial, onSubmit, onCancel }: FilialFormProps) {
  const editing = filial != null;
  const [values, setValues] = useState<FilialFormValues>(() => (filial ? filialToForm(filial) : EMPTY_FILIAL_FORM));
  const [errors, setErrors] = useState<FieldErrors<FilialField>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function set(field: FilialField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit() {
    setMessage(null);
    const validation = validateFilialForm(values, filial?.id);
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
      setSaving(false);
    }
  }

  const field = (name: FilialField, label: string, extra: Partial<ComponentProps<typeof TextField>> = {}) => (
    <TextField
      name={name}
      label={label}
      value={values[name]}
      onChange={(e) => set(name, e.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      {...extra}
    />
  );

  return (
    <FormDialog
      title={editing ? 'Редактировать филиал' : 'Добавить филиал'}
      submitLabel={editing ? 'Сохранить изменения' : 'Добавить филиал'}
      message={message}
      saving={saving}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      {field('name', 'Название', { required: true, autoFocus: true })}
      {field('city', 'Город')}
      {field('address', 'Адрес')}
      {field('time_start', 'Время открытия', { type: 'time', slotProps: { inputLabel: { shrink: true } } })}
      {field('time_end', 'Время закрытия', { type: 'time', slotProps: { inputLabel: { shrink: true } } })}
      {field('work_schedule', 'График работы', { placeholder: 'пн-пт 9:00-18:00, сб 10:00-15:00' })}
    </FormDialog>
  );
}
