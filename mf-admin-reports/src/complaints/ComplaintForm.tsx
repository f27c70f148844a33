import { observer } from 'mobx-react-lite';
import { TextField } from '@mui/material';
import { fullName, type Complaint } from '@diary/common';
import { closeOnSuccess, DateField, useDialogForm } from '@diary/web-kit';
import { PersonField, RecordFormDialog } from '../record-screens';
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
  const form = useDialogForm<ComplaintFormValues, ComplaintField, ComplaintPayload>({
    initial: () => (complaint ? complaintToForm(complaint) : emptyComplaintForm()),
    validate: (current) => validateComplaint(current, studentOptional),
    onSubmit: closeOnSuccess((payload: ComplaintPayload) => store.save(payload, complaint?.id), onClose),
  });

  const { values, errors, change, bind } = form;

  return (
    <RecordFormDialog editing={complaint != null} texts={COMPLAINT_TEXTS} form={form} onClose={onClose}>
      <PersonField
        role="teacher"
        choices={lookups}
        own={complaint && { id: complaint.teacherId, fullName: fullName(complaint.teacher) }}
        value={values.teacherId}
        onChange={(id) => change({ teacherId: id }, ['teacherId'])}
        error={errors.teacherId}
      />
      <PersonField
        role="student"
        required={!studentOptional}
        choices={lookups}
        own={complaint?.student && { id: complaint.student.id, fullName: fullName(complaint.student) }}
        value={values.studentId}
        onChange={(id) => change({ studentId: id }, ['studentId'])}
        error={errors.studentId}
      />
      <DateField {...bind('incidentDate')} label="Дата инцидента" required />
      <TextField {...bind('comment')} label="Комментарий" placeholder="Опишите проблему" required multiline minRows={3} />
    </RecordFormDialog>
  );
});
