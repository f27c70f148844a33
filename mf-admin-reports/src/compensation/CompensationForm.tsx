import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { MenuItem, TextField } from '@mui/material';
import { fullName, type Compensation } from '@diary/common';
import { closeOnSuccess, DateField, useDialogForm } from '@diary/web-kit';
import { PersonField, RecordFormDialog, withOwn } from '../record-screens';
import {
  compensationToForm,
  validateCompensation,
  type CompensationField,
  type CompensationFormValues,
  type CompensationPayload,
} from './compensation-form-model';
import { COMPENSATION_TEXTS, type CompensationsStore } from './CompensationsStore';

interface CompensationFormProps {
  store: CompensationsStore;
  /** The compensation being edited; none to create one. */
  compensation?: Compensation;
  onClose: () => void;
}

/** 'Создать компенсацию' / 'Редактировать компенсацию' (docs/product/screens.md and docs/product/rules.md "Compensation"). */
export const CompensationForm = observer(function CompensationForm({ store, compensation, onClose }: CompensationFormProps) {
  const { lookups } = store;
  // the teachers' list can arrive after the form opened: then the default teacher too
  const [touchedTeacher, setTouchedTeacher] = useState(false);
  const form = useDialogForm<CompensationFormValues, CompensationField, CompensationPayload>({
    initial: () => (compensation ? compensationToForm(compensation) : store.newForm()),
    validate: (current) => validateCompensation({ ...current, teacherId }),
    onSubmit: closeOnSuccess((payload: CompensationPayload) => store.save(payload, compensation?.id), onClose),
  });
  const { values, errors, change, bind } = form;
  const teacherId: number | null = compensation || touchedTeacher ? values.teacherId : (values.teacherId ?? store.defaultTeacherId);
  // the edited row's own subject stays choosable even when the list lacks it
  const subjects = withOwn(lookups.subjects, compensation?.subject);

  return (
    <RecordFormDialog editing={compensation != null} texts={COMPENSATION_TEXTS} form={form} onClose={onClose}>
      <PersonField
        role="teacher"
        choices={lookups}
        own={compensation && { id: compensation.teacherId, fullName: fullName(compensation.teacher) }}
        value={teacherId}
        onChange={(id) => {
          setTouchedTeacher(true);
          change({ teacherId: id }, ['teacherId']);
        }}
        error={errors.teacherId}
      />
      <PersonField
        role="student"
        choices={lookups}
        own={compensation && { id: compensation.studentId, fullName: fullName(compensation.student) }}
        value={values.studentId}
        onChange={(id) => change({ studentId: id }, ['studentId'])}
        error={errors.studentId}
      />
      <TextField
        select
        name="subject"
        label="Предмет"
        required
        value={values.subjectId == null ? '' : String(values.subjectId)}
        onChange={(e) => change({ subjectId: e.target.value ? Number(e.target.value) : null }, ['subjectId'])}
        error={Boolean(errors.subjectId)}
        helperText={errors.subjectId}
      >
        {subjects.length === 0 && (
          <MenuItem value="" disabled>
            {lookups.loading ? 'Загрузка...' : 'Нет предметов'}
          </MenuItem>
        )}
        {subjects.map((s) => (
          <MenuItem key={s.id} value={String(s.id)}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      <DateField {...bind('eventDate')} label="Дата случившегося" required />
      <TextField {...bind('comment')} label="Комментарий" multiline minRows={3} />
    </RecordFormDialog>
  );
});
