import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { TextField } from '@mui/material';
import { fullName, type TeacherLateness } from '@diary/common';
import { FormDialog, PersonField, type FieldErrors } from '../staff-kit';
import { emptyLatenessForm, latenessToForm, validateLateness, type LatenessField, type LatenessFormValues } from './lateness-form-model';
import { LATENESS_TEXTS, type LatenessStore } from './LatenessStore';

interface LatenessFormProps {
  store: LatenessStore;
  lateness?: TeacherLateness;
  onClose: () => void;
}

/** 'Добавить запись' / edit (SPEC §2 "Teacher lateness page", §5 "Lateness"). */
export const LatenessForm = observer(function LatenessForm({ store, lateness, onClose }: LatenessFormProps) {
  const { lookups } = store;
  const [values, setValues] = useState<LatenessFormValues>(() => (lateness ? latenessToForm(lateness) : emptyLatenessForm()));
  const [errors, setErrors] = useState<FieldErrors<LatenessField>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const own = lateness && { id: lateness.userId, fullName: fullName(lateness.user) };
  const teachers = own && !lookups.teachers.some((t) => t.id === own.id) ? [own, ...lookups.teachers] : lookups.teachers;

  function set<K extends LatenessField>(field: K, value: LatenessFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined, ...(field === 'plannedTime' ? { actualTime: undefined } : {}) }));
  }

  async function submit() {
    setMessage(null);
    const validation = validateLateness(values);
    if (!validation.ok) {
      setErrors(validation.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    const result = await store.save(validation.payload, lateness?.id);
    if (result.ok) {
      onClose();
      return;
    }
    setErrors(result.fieldErrors);
    setMessage(result.message);
    setSaving(false);
  }

  const timeField = (field: 'plannedTime' | 'actualTime', label: string) => (
    <TextField
      name={field}
      type="time"
      label={label}
      required
      value={values[field]}
      onChange={(e) => set(field, e.target.value)}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
    />
  );

  return (
    <FormDialog
      title={lateness ? LATENESS_TEXTS.editTitle : LATENESS_TEXTS.createTitle}
      submitLabel={lateness ? LATENESS_TEXTS.save : LATENESS_TEXTS.create}
      message={message}
      saving={saving}
      onSubmit={() => void submit()}
      onCancel={onClose}
    >
      <PersonField name="teacher" label="Учитель" options={teachers} loading={lookups.loading} value={values.userId} onChange={(id) => set('userId', id)} error={errors.userId} />
      <TextField
        name="incidentDate"
        type="date"
        label="Дата инцидента"
        required
        value={values.incidentDate}
        onChange={(e) => set('incidentDate', e.target.value)}
        error={Boolean(errors.incidentDate)}
        helperText={errors.incidentDate}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {timeField('plannedTime', 'Плановое время')}
      {timeField('actualTime', 'Фактическое время')}
    </FormDialog>
  );
});
