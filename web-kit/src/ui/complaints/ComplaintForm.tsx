import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { TextField } from '@mui/material';
import { errorMessage, http, session } from 'mf_auth/session';
import { toIsoDate } from '@diary/common/format';
import { FormCard, type FormNotice } from '../FormCard';
import { DateField } from '../DateField';
import { StudentPicker } from '../achievements/StudentPicker';
import type { StudentOption } from '../achievements/types';
import { COMPLAINT_FORM_TEXTS as TEXTS, validateComplaintForm, type ComplaintFormField, type ComplaintFormErrors } from './complaint-model';
import { ComplaintStore } from './ComplaintStore';

export interface ComplaintFormProps {
  /** The page's h1: 'Пожаловаться' (teacher), 'Жалоба на учителя' (student). */
  title: string;
  /** When the API refuses, say its own message ('Недостаточно прав'); otherwise always 'Произошла ошибка при отправке жалобы'. */
  serverMessages?: boolean;
  /** Say 'Не удалось загрузить список учителей' when the teachers do not load; otherwise it is only logged. */
  reportTeachersFailure?: boolean;
  /** Tests pass a store with a fake API. */
  store?: ComplaintStore;
}

/**
 * A complaint about a teacher (docs/product/overview.md and docs/product/screens.md "Complaint form page"): the teacher (typeahead over
 * GET users/teachers, the signed-in user left out), the incident date and the problem, sent to
 * POST complaint. The API records the one who sends it, whatever the body says.
 */
export const ComplaintForm = observer(function ComplaintForm({
  title,
  serverMessages = false,
  reportTeachersFailure = false,
  store: given,
}: ComplaintFormProps) {
  const [store] = useState(() => given ?? new ComplaintStore({ http, currentUserId: () => session.user?.id ?? null }));
  const [teacher, setTeacher] = useState<StudentOption | null>(null);
  const [teacherText, setTeacherText] = useState('');
  const [incidentDate, setIncidentDate] = useState(() => toIsoDate(new Date()));
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<ComplaintFormErrors>({});
  const [notice, setNotice] = useState<FormNotice>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let current = true;
    void store.loadTeachers().then((loaded) => {
      if (!loaded && current && reportTeachersFailure) setNotice({ severity: 'error', text: TEXTS.teachersFailed });
    });
    return () => {
      current = false;
    };
  }, [store, reportTeachersFailure]);

  const clear = (field: ComplaintFormField) => setErrors((e) => ({ ...e, [field]: undefined }));

  async function submit() {
    setNotice(null);
    const validation = validateComplaintForm(store.teachers, teacher, teacherText, incidentDate, comment);
    if (!validation.ok) {
      setErrors(validation.errors);
      return;
    }
    setErrors({});
    setSending(true);
    const result = await store.send(validation.payload);
    setSending(false);
    if (!result.ok) {
      setNotice({ severity: 'error', text: serverMessages ? errorMessage(result.error, TEXTS.failed) : TEXTS.failed });
      return;
    }
    setNotice({ severity: 'success', text: TEXTS.sent });
    setTeacher(null);
    setTeacherText('');
    setIncidentDate(toIsoDate(new Date()));
    setComment('');
  }

  return (
    <FormCard title={title} submitLabel={TEXTS.submit} notice={notice} busy={sending} onSubmit={() => void submit()}>
      <StudentPicker
        name="teacher"
        label={TEXTS.teacherLabel}
        placeholder={TEXTS.teacherPlaceholder}
        students={store.teachers}
        loading={store.loading}
        value={teacher}
        inputValue={teacherText}
        onChange={(next) => {
          setTeacher(next);
          clear('teacher');
        }}
        onInputChange={(text) => {
          setTeacherText(text);
          clear('teacher');
        }}
        error={errors.teacher}
      />
      <DateField
        name="incidentDate"
        label={TEXTS.incidentDate}
        required
        value={incidentDate}
        onChange={(e) => {
          setIncidentDate(e.target.value);
          clear('incidentDate');
        }}
        error={Boolean(errors.incidentDate)}
        helperText={errors.incidentDate}
      />
      <TextField
        name="comment"
        label={TEXTS.comment}
        placeholder={TEXTS.comment}
        required
        multiline
        minRows={4}
        value={comment}
        onChange={(e) => {
          setComment(e.target.value);
          clear('comment');
        }}
        error={Boolean(errors.comment)}
        helperText={errors.comment}
      />
    </FormCard>
  );
});
