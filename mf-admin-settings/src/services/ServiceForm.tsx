import { MenuItem, TextField } from '@mui/material';
import type { GroupType, Service } from '@diary/common';
import { FormDialog, useDialogForm } from '@diary/web-kit';
import { EMPTY_SERVICE_FORM, serviceToForm, validateServiceForm, type ServiceFormValues, type ServicePayload } from './service-form-model';
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

/** 'Создать услугу' / 'Редактировать услугу' (docs/product/screens.md "Services screen", docs/product/rules.md "Service"). */
export function ServiceForm({ service, groupTypes, groupTypesLoading, onSubmit, onCancel }: ServiceFormProps) {
  const editing = service != null;
  const form = useDialogForm({
    initial: () => (service ? serviceToForm(service) : EMPTY_SERVICE_FORM),
    validate: (values: ServiceFormValues) => validateServiceForm(values, service?.id),
    onSubmit,
  });
  const { values } = form;

  // the edited service's own type stays choosable even if the list lacks it
  const own = service?.groupType;
  const choices = own && !groupTypes.some((t) => t.id === own.id) ? [own, ...groupTypes] : groupTypes;
  const showLoading = groupTypesLoading && choices.length === 0;

  const title = editing ? 'Редактировать услугу' : 'Создать услугу';
  return (
    <FormDialog
      title={title}
      submitLabel={editing ? 'Сохранить изменения' : 'Создать услугу'}
      message={form.message}
      saving={form.saving}
      onSubmit={() => void form.submit()}
      onCancel={onCancel}
    >
      <TextField label="Название услуги" required autoFocus {...form.bind('name')} />
      <TextField
        select
        label="Тип группы"
        required
        {...form.bind('group_type_id')}
        value={showLoading ? '' : values.group_type_id}
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
        label="Длительность (мин)"
        type="number"
        required
        {...form.bind('duration_minutes')}
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
      />
      <TextField label="Стоимость (руб.)" required {...form.bind('price')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
    </FormDialog>
  );
}
