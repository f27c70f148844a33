import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Autocomplete, Box, Button, Paper, TextField, Typography } from '@mui/material';
import { toIsoDate, type Complaint, type UserListEntry } from '@diary/common';
import { renderPersonOption, type StudentOption } from '@diary/common/ui';
import { errorMessage, http as sessionHttp, type HttpClient } from 'mf_auth/session';
import { STUDENT_COMPLAINT_TEXTS as TEXTS, validateStudentComplaint, type StudentComplaintField } from './complaint-model';

type Notice = { severity: 'success' | 'error'; text: string } | null;

interface StudentComplaintFormProps {
  /** Tests pass a fake API. */
  http?: Pick<HttpClient, 'get' | 'post'>;
}

/**
 * /student/create-complaint 'Отправить жалобу' (SPEC §1, §2 "Complaint form page"): the teacher
 * (typeahead over GET users/teachers), the incident date and the problem, sent to POST complaint.
 * The student is the one signed in: the API records them, whatever the body says.
 */
export function StudentComplaintForm({ http = sessionHttp }: StudentComplaintFormProps) {
  const [teachers, setTeachers] = useState<StudentOption[]>([]);
  const [loading, setLoading] = useState(true);
  const [teacher, setTeacher] = useState<StudentOption | null>(null);
  const [teacherText, setTeacherText] = useState('');
  const [incidentDate, setIncidentDate] = useState(() => toIsoDate(new Date()));
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Partial<Record<StudentComplaintField, string>>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let current = true;
    http
      .get<UserListEntry[]>('users/teachers')
      .then((list) => current && setTeachers(list.map(({ id, fullName }) => ({ id, fullName }))))
      .catch(() => current && setNotice({ severity: 'error', text: TEXTS.teachersFailed }))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [http]);

  const clear = (field: StudentComplaintField) => setErrors((e) => ({ ...e, [field]: undefined }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const validation = validateStudentComplaint(teachers, teacher, teacherText, incidentDate, comment);
    if (!validation.ok) {
      setErrors(validation.errors);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await http.post<Complaint>('complaint', validation.payload);
    } catch (error) {
      setNotice({ severity: 'error', text: errorMessage(error, TEXTS.failed) });
      setSending(false);
      return;
    }
    setSending(false);
    setNotice({ severity: 'success', text: TEXTS.sent });
    setTeacher(null);
    setTeacherText('');
    setIncidentDate(toIsoDate(new Date()));
    setComment('');
  }

  return (
    <Paper sx={{ p: 3, maxWidth: 720 }}>
      <Box component="form" noValidate aria-labelledby="student-complaint-title" onSubmit={(e: FormEvent) => void submit(e)}>
        <Typography id="student-complaint-title" variant="h5" component="h1" sx={{ mb: 2 }}>
          {TEXTS.title}
        </Typography>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {notice && (
            <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
              {notice.text}
            </Alert>
          )}
          <Autocomplete<StudentOption, false, false, true>
            freeSolo
            options={teachers}
            loading={loading}
            loadingText="Загрузка..."
            value={teacher}
            inputValue={teacherText}
            getOptionLabel={(option) => (typeof option === 'string' ? option : option.fullName)}
            isOptionEqualToValue={(option, selected) => typeof selected !== 'string' && option.id === selected.id}
            onChange={(_event, next) => {
              setTeacher(typeof next === 'string' || next == null ? null : next);
              clear('teacher');
            }}
            onInputChange={(_event, text) => {
              setTeacherText(text);
              clear('teacher');
            }}
            renderOption={renderPersonOption}
            renderInput={(params) => (
              <TextField
                {...params}
                name="teacher"
                label={TEXTS.teacherLabel}
                placeholder={TEXTS.teacherPlaceholder}
                required
                error={Boolean(errors.teacher)}
                helperText={errors.teacher}
              />
            )}
          />
          <TextField
            name="incidentDate"
            type="date"
            label={TEXTS.incidentDate}
            required
            value={incidentDate}
            onChange={(e) => {
              setIncidentDate(e.target.value);
              clear('incidentDate');
            }}
            error={Boolean(errors.incidentDate)}
            helperText={errors.incidentDate}
            slotProps={{ inputLabel: { shrink: true } }}
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
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={sending}>
              {TEXTS.submit}
            </Button>
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}
