import { observer } from 'mobx-react-lite';
import { TextField } from '@mui/material';
import { fullName, type TeacherLateness } from '@diary/common';
import { DateField } from '@diary/common/ui';
import { closeOnSuccess, FormDialog, PersonField, useDialogForm, withOwn } from '../staff-kit';
import {
  emptyLatenessForm,
  latenessToForm,
  validateLateness,
  type LatenessField,
  type LatenessFormValues,
  type LatenessPayload,
} from './lateness-form-model';
import { LATENESS_TEXTS, type LatenessStore } from './LatenessStore';

interface LatenessFormProps {
  store: LatenessStore;
  lateness?: TeacherLateness;
  onClose: () => void;
}

/** 'Добавить запись' / edit (docs/product/screens.md "Teacher lateness page", docs/product/rules.md "Lateness"). */
export const LatenessForm = observer(function LatenessForm({ store, lateness, onClose }: LatenessFormProps) {
  const { lookups } = store;
  const { values, errors, message, saving, change, bind, submit } = useDialogForm<LatenessFormValues, LatenessField, LatenessPayload>({
    initial: () => (lateness ? latenessToForm(lateness) : emptyLatenessForm()),
    validate: validateLateness,
    onSubmit: closeOnSuccess((payload: LatenessPayload) => store.save(payload, lateness?.id), onClose),
  });

  const teachers = withOwn(lookups.teachers, lateness && { id: lateness.userId, fullName: fullName(lateness.user) });

  const timeField = (field: 'plannedTime' | 'actualTime', label: string) => (
    <TextField
      {...bind(field)}
      // the actual time is checked against the planned one: a new planned time clears both
      onChange={(e) => change({ [field]: e.target.value }, field === 'plannedTime' ? ['plannedTime', 'actualTime'] : [field])}
      type="time"
      label={label}
      required
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
      <PersonField
        name="teacher"
        label="Учитель"
        options={teachers}
        loading={lookups.loading}
        value={values.userId}
        onChange={(id) => change({ userId: id }, ['userId'])}
        error={errors.userId}
      />
      <DateField {...bind('incidentDate')} label="Дата инцидента" required />
      {timeField('plannedTime', 'Плановое время')}
      {timeField('actualTime', 'Фактическое время')}
    </FormDialog>
  );
});
