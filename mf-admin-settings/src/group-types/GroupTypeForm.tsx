import { Checkbox, FormControlLabel, TextField } from '@mui/material';
import type { GroupType, GroupTypeInput } from '@diary/common';
import { FormDialog, useDialogForm } from '@diary/web-kit';
import { EMPTY_GROUP_TYPE_FORM, groupTypeToForm, validateGroupTypeForm } from './group-type-form-model';
import type { GroupTypeSaveResult } from './GroupTypesStore';

export interface GroupTypeFormProps {
  /** The type being edited; none to create one. */
  groupType?: GroupType;
  onSubmit: (input: GroupTypeInput) => Promise<GroupTypeSaveResult>;
  onCancel: () => void;
}

/** The modal of 'Типы групп': name, 'Неограниченное количество учеников', number of places. */
export function GroupTypeForm({ groupType, onSubmit, onCancel }: GroupTypeFormProps) {
  const form = useDialogForm({
    initial: () => (groupType ? groupTypeToForm(groupType) : EMPTY_GROUP_TYPE_FORM),
    validate: (values) => {
      const check = validateGroupTypeForm(values);
      return check.ok ? { ok: true, payload: check.input } : check;
    },
    onSubmit,
  });
  const { values, errors } = form;

  return (
    <FormDialog
      title={groupType ? 'Редактировать тип занятия' : 'Добавить тип занятия'}
      submitLabel={groupType ? 'Сохранить' : 'Создать'}
      message={form.message}
      saving={form.saving}
      onSubmit={() => void form.submit()}
      onCancel={onCancel}
    >
      <TextField label="Название" required autoFocus {...form.bind('name')} />
      <FormControlLabel
        label="Неограниченное количество учеников"
        control={
          <Checkbox
            name="unlimited"
            checked={values.unlimited}
            onChange={(e) => form.change({ unlimited: e.target.checked }, ['total_places'])}
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
        onChange={(e) => form.change({ places: e.target.value }, ['total_places'])}
        error={Boolean(errors.total_places)}
        helperText={errors.total_places}
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
      />
    </FormDialog>
  );
}
