import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import { NO_CONNECTION_MESSAGE } from '@diary/common';
import { ACHIEVEMENT_TEXTS, StudentSearch, StudentSearchField, usePageTitle, type StudentOption } from '@diary/web-kit';
import { http } from 'mf_auth/session';
import { useTeacherArea } from '../stores';
import { DIFFICULTY_TEXTS, validateDifficulty } from './difficulty-model';

type Notice = { severity: 'success' | 'warning' | 'error'; text: string } | null;

/** /teacher/create-report: 'СООБЩИТЬ О ТРУДНОСТЯХ' (docs/product/screens.md "Difficulties"). */
export const DifficultyForm = observer(function DifficultyForm() {
  const area = useTeacherArea();
  usePageTitle('Сообщить о трудностях');
  const [search] = useState(() => new StudentSearch(http));
  useEffect(() => () => search.cancel(), [search]);
  const [student, setStudent] = useState<StudentOption | null>(null);
  const [studentText, setStudentText] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<{ student?: string; notes?: string }>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    let known: StudentOption | null;
    try {
      // a name typed and not picked is looked up among the students on the server
      known = await search.resolve(student, studentText);
    } catch {
      setNotice({ severity: 'error', text: NO_CONNECTION_MESSAGE });
      return;
    }
    const validation = validateDifficulty(known ? [known] : [], student, studentText, notes);
    if (!validation.ok) {
      setErrors(validation.errors);
      if (validation.alert) setNotice({ severity: 'warning', text: validation.alert });
      return;
    }
    setErrors({});
    setSending(true);
    const sent = await area.createDifficulty(validation.payload);
    setSending(false);
    if (sent) {
      setNotice({ severity: 'success', text: DIFFICULTY_TEXTS.sent });
      setStudent(null);
      setStudentText('');
      setNotes('');
    }
  }

  return (
    <Paper sx={{ p: 3, maxWidth: 720 }}>
      <Box component="form" noValidate aria-labelledby="difficulty-title" onSubmit={(e: FormEvent) => void submit(e)}>
        <Typography id="difficulty-title" variant="h5" component="h1" sx={{ mb: 2 }}>
          {DIFFICULTY_TEXTS.title}
        </Typography>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {notice && <Alert severity={notice.severity}>{notice.text}</Alert>}
          <StudentSearchField
            search={search}
            name="student"
            label={ACHIEVEMENT_TEXTS.studentLabel}
            placeholder={ACHIEVEMENT_TEXTS.studentLabel}
            required
            value={student}
            inputValue={studentText}
            onChange={(next) => {
              setStudent(next);
              setErrors((e) => ({ ...e, student: undefined }));
            }}
            onInputChange={(text) => {
              setStudentText(text);
              setErrors((e) => ({ ...e, student: undefined }));
            }}
            error={Boolean(errors.student)}
            helperText={errors.student !== notice?.text ? errors.student : undefined}
          />
          <TextField
            name="notes"
            label={DIFFICULTY_TEXTS.problem}
            required
            multiline
            minRows={4}
            value={notes}
            onChange={(e) => {
              setNotes(e.target.value);
              setErrors((current) => ({ ...current, notes: undefined }));
            }}
            error={Boolean(errors.notes)}
            helperText={errors.notes}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={sending}>
              {DIFFICULTY_TEXTS.submit}
            </Button>
          </Box>
        </Box>
      </Box>
    </Paper>
  );
});
