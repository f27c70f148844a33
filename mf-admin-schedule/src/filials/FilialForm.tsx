import type { ComponentProps } from 'react';
import { TextField } from '@mui/material';
import type { Filial } from '@diary/common';
import { FormDialog, TimeInput, useDialogForm, type SaveResult } from '@diary/web-kit';
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

/** The branch form (docs/product/screens.md "Branches page", docs/product/rules.md "Branch"). */
export function FilialForm({ filial, onSubmit, onCancel }: FilialFormProps) {
  const editing = filial != null;
  const form = useDialogForm({
    initial: () => (filial ? filialToForm(filial) : EMPTY_FILIAL_FORM),
    validate: (values: FilialFormValues) => validateFilialForm(values, filial?.id),
    onSubmit,
  });

  const field = (name: FilialField, label: string, extra: Partial<ComponentProps<typeof TextField>> = {}) => (
    <TextField label={label} {...form.bind(name)} {...extra} />
  );

  return (
    <FormDialog
      title={editing ? 'Редактировать филиал' : 'Добавить филиал'}
      submitLabel={editing ? 'Сохранить изменения' : 'Добавить филиал'}
      message={form.message}
      saving={form.saving}
      onSubmit={() => void form.submit()}
      onCancel={onCancel}
    >
      {field('name', 'Название', { required: true, autoFocus: true })}
      {field('city', 'Город')}
      {field('address', 'Адрес')}
      <TimeInput label="Время открытия" minutesStep={5} {...form.bind('time_start')} />
      <TimeInput label="Время закрытия" minutesStep={5} {...form.bind('time_end')} />
      {field('work_schedule', 'График работы', { placeholder: 'пн-пт 9:00-18:00, сб 10:00-15:00' })}
    </FormDialog>
  );
}
