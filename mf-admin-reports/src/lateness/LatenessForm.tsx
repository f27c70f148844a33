import { observer } from 'mobx-react-lite';
import { fullName, type TeacherLateness } from '@diary/common';
import { closeOnSuccess, DateField, TimeInput, useDialogForm } from '@diary/web-kit';
import { PersonField, RecordFormDialog } from '../record-screens';
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
  const form = useDialogForm<LatenessFormValues, LatenessField, LatenessPayload>({
    initial: () => (lateness ? latenessToForm(lateness) : emptyLatenessForm()),
    validate: validateLateness,
    onSubmit: closeOnSuccess((payload: LatenessPayload) => store.save(payload, lateness?.id), onClose),
  });

  const { values, errors, change, bind } = form;

  const timeField = (field: 'plannedTime' | 'actualTime', label: string) => (
    <TimeInput
      {...bind(field)}
      // the actual time is checked against the planned one: a new planned time clears both
      onChange={(e) => change({ [field]: e.target.value }, field === 'plannedTime' ? ['plannedTime', 'actualTime'] : [field])}
      label={label}
      required
    />
  );

  return (
    <RecordFormDialog editing={lateness != null} texts={LATENESS_TEXTS} form={form} onClose={onClose}>
      <PersonField
        role="teacher"
        choices={lookups}
        own={lateness && { id: lateness.userId, fullName: fullName(lateness.user) }}
        value={values.userId}
        onChange={(id) => change({ userId: id }, ['userId'])}
        error={errors.userId}
      />
      <DateField {...bind('incidentDate')} label="Дата инцидента" required />
      {timeField('plannedTime', 'Плановое время')}
      {timeField('actualTime', 'Фактическое время')}
    </RecordFormDialog>
  );
});
