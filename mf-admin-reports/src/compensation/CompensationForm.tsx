import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { MenuItem, TextField } from '@mui/material';
import { fullName, type Compensation } from '@diary/common';
import { DateField } from '@diary/common/ui';
import { closeOnSuccess, FormDialog, PersonField, useDialogForm, withOwn } from '../staff-kit';
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
  const { values, errors, message, saving, change, bind, submit } = useDialogForm<
    CompensationFormValues,
    CompensationField,
    CompensationPayload
  >({
    initial: () => (compensation ? compensationToForm(compensation) : store.newForm()),
    validate: (current) => validateCompensation({ ...current, teacherId }),
    onSubmit: closeOnSuccess((payload: CompensationPayload) => store.save(payload, compensation?.id), onClose),
  });
  const teacherId: number | null = compensation || touchedTeacher ? values.teacherId : (values.teacherId ?? store.defaultTeacherId);

  // the edited row's own people and subject stay choosable even when the lists lack them
  const teachers = withOwn(lookups.teachers, compensation && { id: compensation.teacherId, fullName: fullName(compensation.teacher) });
  const students = withOwn(lookups.students, compensation && { id: compensation.studentId, fullName: fullName(compensation.student) });
  const subjects = withOwn(lookups.subjects, compensation?.subject);

  return (
    <FormDialog
      title={compensation ? COMPENSATION_TEXTS.editTitle : COMPENSATION_TEXTS.create}
      submitLabel={compensation ? COMPENSATION_TEXTS.save : COMPENSATION_TEXTS.create}
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
        value={teacherId}
        onChange={(id) => {
          setTouchedTeacher(true);
          change({ teacherId: id }, ['teacherId']);
        }}
        error={errors.teacherId}
      />
      <PersonField
        name="student"
        label="Ученик"
        options={students}
        loading={lookups.loading}
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
    </FormDialog>
  );
});
