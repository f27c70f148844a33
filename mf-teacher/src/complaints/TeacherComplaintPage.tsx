import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Autocomplete, Box, Button, Paper, TextField, Typography } from '@mui/material';
import { toIsoDate } from '@diary/common';
import { renderPersonOption, type StudentOption } from '@diary/common/ui';
import { http, session } from 'mf_auth/session';
import { TEACHER_COMPLAINT_TEXTS as TEXTS, validateTeacherComplaint, type TeacherComplaintField } from './complaint-model';
import { TeacherComplaintStore } from './TeacherComplaintStore';

type Notice = { severity: 'success' | 'error'; text: string } | null;

interface TeacherComplaintPageProps {
  /** Tests pass a store with a fake API. */
  store?: TeacherComplaintStore;
}

/** /teacher/create-complaint 'Пожаловаться' (SPEC §2 "Complaint form page"). */
export const TeacherComplaintPage = observer(function TeacherComplaintPage({ store: given }: TeacherComplaintPageProps) {
  const [store] = useState(() => given ?? new TeacherComplaintStore({ http, currentUserId: () => session.user?.id ?? null }));
  const [teacher, setTeacher] = useState<StudentOption | null>(null);
  const [teacherText, setTeacherText] = useState('');
  const [incidentDate, setIncidentDate] = useState(() => toIsoDate(new Date()));
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Partial<Record<TeacherComplaintField, string>>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    void store.loadTeachers();
  }, [store]);

  const clear = (field: TeacherComplaintField) => setErrors((e) => ({ ...e, [field]: undefined }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const validation = validateTeacherComplaint(store.teachers, teacher, teacherText, incidentDate, comment);
    if (!validation.ok) {
      setErrors(validation.errors);
      return;
    }
    setErrors({});
    setSending(true);
    const sent = await store.send(validation.payload);
    setSending(false);
    if (!sent) {
      setNotice({ severity: 'error', text: TEXTS.failed });
      return;
    }
    setNotice({ severity: 'success', text: TEXTS.sent });
    setTeacher(null);
    setTeacherText('');
    setIncidentDate(toIsoDate(new Date()));
    setComment('');
  }

  return (
    <Paper sx={{ p: 3, maxWidth: 720 }}>
      <Box component="form" noValidate aria-labelledby="teacher-complaint-title" onSubmit={(e: FormEvent) => void submit(e)}>
        <Typography id="teacher-complaint-title" variant="h5" component="h1" sx={{ mb: 2 }}>
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
            options={store.teachers}
            loading={store.loading}
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
});
