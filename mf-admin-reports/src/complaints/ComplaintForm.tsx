import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { TextField } from '@mui/material';
import { fullName, type Complaint } from '@diary/common';
import type { PersonOption } from '../shared';
import { FormDialog, PersonField, type FieldErrors } from '../staff-kit';
import { complaintToForm, emptyComplaintForm, validateComplaint, type ComplaintField, type ComplaintFormValues } from './complaint-form-model';
import { COMPLAINT_TEXTS, type ComplaintsStore } from './ComplaintsStore';

interface ComplaintFormProps {
  store: ComplaintsStore;
  complaint?: Complaint;
  onClose: () => void;
}

/** 'Создать жалобу' / 'Редактировать жалобу' (SPEC §2, §5 "Complaint", admin form). */
export const ComplaintForm = observer(function ComplaintForm({ store, complaint, onClose }: ComplaintFormProps) {
  const { lookups } = store;
  const [values, setValues] = useState<ComplaintFormValues>(() => (complaint ? complaintToForm(complaint) : emptyComplaintForm()));
  const [errors, setErrors] = useState<FieldErrors<ComplaintField>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // a teacher's complaint names no student: editing it need not add one
  const studentOptional = complaint != null && complaint.studentId == null;

  const teachers = withOwn(lookups.teachers, complaint && { id: complaint.teacherId, fullName: fullName(complaint.teacher) });
  const students = withOwn(lookups.students, complaint?.student && { id: complaint.student.id, fullName: fullName(complaint.student) });

  function set<K extends ComplaintField>(field: K, value: ComplaintFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit() {
    setMessage(null);
    const validation = validateComplaint(values, studentOptional);
    if (!validation.ok) {
      setErrors(validation.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    const result = await store.save(validation.payload, complaint?.id);
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
      title={complaint ? COMPLAINT_TEXTS.editTitle : COMPLAINT_TEXTS.create}
      submitLabel={complaint ? COMPLAINT_TEXTS.save : COMPLAINT_TEXTS.create}
      message={message}
      saving={saving}
      onSubmit={() => void submit()}
      onCancel={onClose}
    >
      <PersonField name="teacher" label="Учитель" options={teachers} loading={lookups.loading} value={values.teacherId} onChange={(id) => set('teacherId', id)} error={errors.teacherId} />
      <PersonField
        name="student"
        label="Ученик"
        required={!studentOptional}
        options={students}
        loading={lookups.loading}
        value={values.studentId}
        onChange={(id) => set('studentId', id)}
        error={errors.studentId}
      />
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
      <TextField
        name="comment"
        label="Комментарий"
        placeholder="Опишите проблему"
        required
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

function withOwn(list: readonly PersonOption[], own: PersonOption | undefined | null | false): PersonOption[] {
  return own && !list.some((item) => item.id === own.id) ? [own, ...list] : [...list];
}
