import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import type { GroupType, Service } from '@diary/common';
import { FormDialog, type FieldErrors } from '@diary/common/ui';
import {
  EMPTY_SERVICE_FORM,
  serviceToForm,
  validateServiceForm,
  type ServiceField,
  type ServiceFormValues,
  type ServicePayload,
} from './service-form-model';
import type { ServiceSaveResult } from './ServicesStore';

export interface ServiceFormProps {
  /** The service being edited; none to create one. */
  service?: Service;
  groupTypes: readonly GroupType[];
  groupTypesLoading: boolean;
  onSubmit: (payload: ServicePayload) => Promise<ServiceSaveResult>;
  onCancel: () => void;
}

const LOADING_TEXT = 'Загрузка...';

/** 'Создать услугу' / 'Редактировать услугу' (SPEC §2 "Services screen", §5 "Service"). */
export function ServiceForm({ service, groupTypes, groupTypesLoading, onSubmit, onCancel }: ServiceFormProps) {
  const editing = service != null;
  const [values, setValues] = useState<ServiceFormValues>(() => (service ? serviceToForm(service) : EMPTY_SERVICE_FORM));
  const [errors, setErrors] = useState<FieldErrors<ServiceField>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // the edited service's own type stays choosable even if the list lacks it
  const own = service?.groupType;
  const choices = own && !groupTypes.some((t) => t.id === own.id) ? [own, ...groupTypes] : groupTypes;
  const showLoading = groupTypesLoading && choices.length === 0;

  function set(field: ServiceField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit() {
    setMessage(null);
    const validation = validateServiceForm(values, service?.id);
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

  const title = editing ? 'Редактировать услугу' : 'Создать услугу';
  return (
    <FormDialog
      title={title}
      submitLabel={editing ? 'Сохранить изменения' : 'Создать услугу'}
      message={message}
      saving={saving}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      <TextField
        name="name"
        label="Название услуги"
        required
        autoFocus
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        error={Boolean(errors.name)}
        helperText={errors.name}
      />
      <TextField
        select
        name="group_type_id"
        label="Тип группы"
        required
        value={showLoading ? '' : values.group_type_id}
        onChange={(e) => set('group_type_id', e.target.value)}
        error={Boolean(errors.group_type_id)}
        helperText={errors.group_type_id}
        disabled={showLoading}
        slotProps={{
          select: { displayEmpty: showLoading, renderValue: showLoading ? () => LOADING_TEXT : undefined },
          inputLabel: showLoading ? { shrink: true } : undefined,
        }}
      >
        {choices.length === 0 && (
          <MenuItem value="" disabled>
            {groupTypesLoading ? LOADING_TEXT : 'Нет типов групп'}
          </MenuItem>
        )}
        {choices.map((type) => (
          <MenuItem key={type.id} value={String(type.id)}>
            {type.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        name="duration_minutes"
        label="Длительность (мин)"
        type="number"
        required
        value={values.duration_minutes}
        onChange={(e) => set('duration_minutes', e.target.value)}
        error={Boolean(errors.duration_minutes)}
        helperText={errors.duration_minutes}
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
      />
      <TextField
        name="price"
        label="Стоимость (руб.)"
        required
        value={values.price}
        onChange={(e) => set('price', e.target.value)}
        error={Boolean(errors.price)}
        helperText={errors.price}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </FormDialog>
  );
}
