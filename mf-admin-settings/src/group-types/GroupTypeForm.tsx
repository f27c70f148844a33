import { useState } from 'react';
import { Checkbox, FormControlLabel, TextField } from '@mui/material';
import type { GroupType, GroupTypeInput } from '@diary/common';
import { FormDialog, type FieldErrors } from '@diary/common/ui';
import {
  EMPTY_GROUP_TYPE_FORM,
  groupTypeToForm,
  validateGroupTypeForm,
  type GroupTypeFormValues,
} from './group-type-form-model';
import type { GroupTypeField, GroupTypeSaveResult } from './GroupTypesStore';

export interface GroupTypeFormProps {
  /** The type being edited; none to create one. */
  groupType?: GroupType;
  onSubmit: (input: GroupTypeInput) => Promise<GroupTypeSaveResult>;
  onCancel: () => void;
}

/** The modal of 'Типы групп': name, 'Неограниченное количество учеников', number of places. */
export function GroupTypeForm({ groupType, onSubmit, onCancel }: GroupTypeFormProps) {
  const [values, setValues] = useState<GroupTypeFormValues>(() =>
    groupType ? groupTypeToForm(groupType) : EMPTY_GROUP_TYPE_FORM,
  );
  const [errors, setErrors] = useState<FieldErrors<GroupTypeField>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function set<K extends keyof GroupTypeFormValues>(key: K, value: GroupTypeFormValues[K], field: GroupTypeField) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit() {
    setMessage(null);
    const validation = validateGroupTypeForm(values);
    if (!validation.ok) {
      setErrors(validation.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    const result = await onSubmit(validation.input);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      setMessage(result.message);
      setSaving(false);
    }
  }

  return (
    <FormDialog
      title={groupType ? 'Редактировать тип занятия' : 'Добавить тип занятия'}
      submitLabel={groupType ? 'Сохранить' : 'Создать'}
      message={message}
      saving={saving}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      <TextField
        name="name"
        label="Название"
        required
        autoFocus
        value={values.name}
        onChange={(e) => set('name', e.target.value, 'name')}
        error={Boolean(errors.name)}
        helperText={errors.name}
      />
      <FormControlLabel
        label="Неограниченное количество учеников"
        control={
          <Checkbox
            name="unlimited"
            checked={values.unlimited}
            onChange={(e) => set('unlimited', e.target.checked, 'total_places')}
          />
        }
      />
      <TextField
        name="total_places"
        label="Количество мест"
        type="number"
        required={!values.unlimited}
        disabled={values.unlimited}
        value={values.places}
        onChange={(e) => set('places', e.target.value, 'total_places')}
        error={Boolean(errors.total_places)}
        helperText={errors.total_places}
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
      />
    </FormDialog>
  );
}
