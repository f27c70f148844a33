import { observer } from 'mobx-react-lite';
import { MenuItem, TextField } from '@mui/material';
import { PAY_RATE_KIND_LABELS, PAY_RATE_KINDS, type PayRate } from '@diary/common';
import { closeOnSuccess, FormDialog, useDialogForm } from '@diary/web-kit';
import { PersonAutocomplete } from '../shared';
import {
  emptyPayRateForm,
  payRateToForm,
  validatePayRate,
  type PayRateField,
  type PayRateFormValues,
  type PayRatePayload,
} from './pay-rate-form-model';
import type { PayRatesStore } from './PayRatesStore';
import { RATE_TEXTS } from './salary-texts';

const ALL_TEACHERS = 0;

interface PayRateFormProps {
  rates: PayRatesStore;
  rate?: PayRate;
  onClose: () => void;
}

/** 'Новая ставка' / 'Изменить ставку': the teacher and the service (either 'Все'), the kind and the amount. */
export const PayRateForm = observer(function PayRateForm({ rates, rate, onClose }: PayRateFormProps) {
  const form = useDialogForm<PayRateFormValues, PayRateField, PayRatePayload>({
    initial: () => (rate ? payRateToForm(rate) : emptyPayRateForm()),
    validate: validatePayRate,
    onSubmit: closeOnSuccess((payload: PayRatePayload) => rates.save(payload, rate?.id), onClose),
  });
  const { values, errors, change, bind } = form;
  // 'Все' is a choice of its own (id 0 here, null in the form); a teacher no longer listed stays choosable
  const listed = values.teacherId === null || rates.teachers.some((t) => t.id === values.teacherId);
  const teachers = [
    { id: ALL_TEACHERS, fullName: RATE_TEXTS.all },
    ...rates.teachers,
    ...(listed ? [] : [{ id: values.teacherId!, fullName: rates.teacherName(values.teacherId) }]),
  ];

  return (
    <FormDialog
      title={rate ? RATE_TEXTS.editTitle : RATE_TEXTS.createTitle}
      submitLabel={rate ? RATE_TEXTS.save : RATE_TEXTS.create}
      message={form.message}
      saving={form.saving}
      onSubmit={() => void form.submit()}
      onCancel={onClose}
    >
      <PersonAutocomplete
        options={teachers}
        value={values.teacherId ?? ALL_TEACHERS}
        onChange={(id) => change({ teacherId: id || null }, ['teacherId'])}
        input={{ name: 'teacherId', label: RATE_TEXTS.teacher, error: Boolean(errors.teacherId), helperText: errors.teacherId }}
      />
      <TextField
        select
        name="serviceId"
        label={RATE_TEXTS.service}
        value={values.serviceId === null ? '' : String(values.serviceId)}
        onChange={(e) => change({ serviceId: e.target.value ? Number(e.target.value) : null }, ['serviceId'])}
        error={Boolean(errors.serviceId)}
        helperText={errors.serviceId}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{RATE_TEXTS.all}</MenuItem>
        {values.serviceId !== null && !rates.services.some((s) => s.id === values.serviceId) && (
          <MenuItem value={String(values.serviceId)}>{rates.serviceName(values.serviceId)}</MenuItem>
        )}
        {rates.services.map((service) => (
          <MenuItem key={service.id} value={String(service.id)}>
            {service.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...bind('kind')} select label={RATE_TEXTS.kind} required>
        {PAY_RATE_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {PAY_RATE_KIND_LABELS[kind]}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...bind('amount')} label={RATE_TEXTS.amount} required slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
    </FormDialog>
  );
});
