import { TextField } from '@mui/material';
import { CABINET_CAPACITY_MAX, CABINET_CAPACITY_MIN } from '@diary/common';
import { FormDialog, useDialogForm, type SaveResult } from '@diary/web-kit';
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

/** 'Создать кабинет' (docs/product/screens.md "Branch page", docs/product/rules.md "Cabinet"). */
export function CabinetForm({ filialId, onSubmit, onCancel }: CabinetFormProps) {
  const form = useDialogForm({
    initial: EMPTY_CABINET_FORM,
    validate: (values: CabinetFormValues) => validateCabinetForm(values, filialId),
    onSubmit,
  });

  return (
    <FormDialog
      title="Создать кабинет"
      submitLabel={form.saving ? 'Создание...' : 'Создать кабинет'}
      message={form.message}
      saving={form.saving}
      onSubmit={() => void form.submit()}
      onCancel={onCancel}
    >
      <TextField label="Название кабинета" required autoFocus {...form.bind('name')} />
      <TextField
        label="Вместимость"
        type="number"
        {...form.bind('quantity')}
        slotProps={{ htmlInput: { min: CABINET_CAPACITY_MIN, max: CABINET_CAPACITY_MAX, step: 1 } }}
      />
      <TextField label="Цвет" type="color" {...form.bind('color')} sx={{ maxWidth: 160 }} />
    </FormDialog>
  );
}
