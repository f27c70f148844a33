import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { MenuItem, TextField } from '@mui/material';
import type { Compensation } from '@diary/common';
import { FormDialog, PersonField, type FieldErrors } from '../staff-kit';
import {
  compensationToForm,
  validateCompensation,
  type CompensationField,
  type CompensationFormValues,
} from './compensation-form-model';
import { COMPENSATION_TEXTS, type CompensationsStore } from './CompensationsStore';

interface CompensationFormProps {
  store: CompensationsStore;
  /** The compensation being edited; none to create one. */
  compensation?: Compensation;
  onClose: () => void;
}

/** 'Создать компенсацию' / 'Редактировать компенсацию' (SPEC §2, §5 "Compensation"). */
export const CompensationForm = observer(function CompensationForm({ store, compensation, onClose }: CompensationFormProps) {
  const { lookups } = store;
  const [values, setValues] = useState<CompensationFormValues>(() => (compensation ? compensationToForm(compensation) : store.newForm()));
  const [errors, setErrors] = useState<FieldErrors<CompensationField>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // the teachers' list can arrive after the form opened: then the default teacher too
  const [touchedTeacher, setTouchedTeacher] = useState(false);
  const teacherId = compensation || touchedTeacher ? values.teacherId : (values.teacherId ?? store.defaultTeacherId);

  // the edited row's own people and subject stay choosable even when the lists lack them
  const teachers = withOwn(lookups.teachers, compensation && { id: compensation.teacherId, fullName: personName(compensation.teacher) });
  const students = withOwn(lookups.students, compensation && { id: compensation.studentId, fullName: personName(compensation.student) });
  const subjects = withOwn(lookups.subjects, compensation?.subject);

  function set<K extends CompensationField>(field: K, value: CompensationFormValues[K]) {
    if (field === 'teacherId') setTouchedTeacher(true);
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit() {
    setMessage(null);
    const validation = validateCompensation({ ...values, teacherId });
    if (!validation.ok) {
      setErrors(validation.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    const result = await store.save(validation.payload, compensation?.id);
    if (result.ok) {
      onClose();
      return;
    }
    setErrors(result.fieldErrors);
    setMessage(result.message);
    setSaving(false);
  }

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
        onChange={(id) => set('teacherId', id)}
        error={errors.teacherId}
      />
      <PersonField
        name="student"
        label="Ученик"
        options={students}
        loading={lookups.loading}
        value={values.studentId}
        onChange={(id) => set('studentId', id)}
        error={errors.studentId}
      />
      <TextField
        select
        name="subject"
        label="Предмет"
        required
        value={values.subjectId == null ? '' : String(values.subjectId)}
        onChange={(e) => set('subjectId', e.target.value ? Number(e.target.value) : null)}
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
      <TextField
        name="eventDate"
        type="date"
        label="Дата случившегося"
        required
        value={values.eventDate}
        onChange={(e) => set('eventDate', e.target.value)}
        error={Boolean(errors.eventDate)}
        helperText={errors.eventDate}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        name="comment"
        label="Комментарий"
        multiline
        minRows={3}
        value={values.comment}
        onChange={(e) => set('comment', e.target.value)}
        error={Boolean(errors.comment)}
        helperText={errors.comment}
      />
    </FormDialog>
  );
});

function personName(person: { first_name: string; second_name: string; last_name: string | null }) {
  return [person.second_name, person.first_name, person.last_name].filter(Boolean).join(' ');
}

function withOwn<T extends { id: number }>(list: readonly T[], own: T | undefined | null | false): T[] {
  return own && !list.some((item) => item.id === own.id) ? [own, ...list] : [...list];
}
