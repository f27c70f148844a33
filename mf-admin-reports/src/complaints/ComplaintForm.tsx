import { observer } from 'mobx-react-lite';
import { TextField } from '@mui/material';
import { fullName, type Complaint } from '@diary/common';
import { DateField } from '@diary/common/ui';
import { closeOnSuccess, FormDialog, PersonField, useDialogForm, withOwn } from '../staff-kit';
import {
  complaintToForm,
  emptyComplaintForm,
  validateComplaint,
  type ComplaintField,
  type ComplaintFormValues,
  type ComplaintPayload,
} from './complaint-form-model';
import { COMPLAINT_TEXTS, type ComplaintsStore } from './ComplaintsStore';

interface ComplaintFormProps {
  store: ComplaintsStore;
  complaint?: Complaint;
  onClose: () => void;
}

/** 'Создать жалобу' / 'Редактировать жалобу' (docs/product/screens.md and docs/product/rules.md "Complaint", admin form). */
export const ComplaintForm = observer(function ComplaintForm({ store, complaint, onClose }: ComplaintFormProps) {
  const { lookups } = store;
  // a teacher's complaint names no student: editing it need not add one
  const studentOptional = complaint != null && complaint.studentId == null;
  const { values, errors, message, saving, change, bind, submit } = useDialogForm<ComplaintFormValues, ComplaintField, ComplaintPayload>({
    initial: () => (complaint ? complaintToForm(complaint) : emptyComplaintForm()),
    validate: (current) => validateComplaint(current, studentOptional),
    onSubmit: closeOnSuccess((payload: ComplaintPayload) => store.save(payload, complaint?.id), onClose),
  });

  const teachers = withOwn(lookups.teachers, complaint && { id: complaint.teacherId, fullName: fullName(complaint.teacher) });
  const students = withOwn(lookups.students, complaint?.student && { id: complaint.student.id, fullName: fullName(complaint.student) });

  return (
    <FormDialog
      title={complaint ? COMPLAINT_TEXTS.editTitle : COMPLAINT_TEXTS.create}
      submitLabel={complaint ? COMPLAINT_TEXTS.save : COMPLAINT_TEXTS.create}
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
        value={values.teacherId}
        onChange={(id) => change({ teacherId: id }, ['teacherId'])}
        error={errors.teacherId}
      />
      <PersonField
        name="student"
        label="Ученик"
        required={!studentOptional}
        options={students}
        loading={lookups.loading}
        value={values.studentId}
        onChange={(id) => change({ studentId: id }, ['studentId'])}
        error={errors.studentId}
      />
      <DateField {...bind('incidentDate')} label="Дата инцидента" required />
      <TextField {...bind('comment')} label="Комментарий" placeholder="Опишите проблему" required multiline minRows={3} />
    </FormDialog>
  );
});
