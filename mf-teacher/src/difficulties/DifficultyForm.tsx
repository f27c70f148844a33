import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import { StudentPicker, usePageTitle, type StudentOption } from '@diary/common/ui';
import { useTeacherArea } from '../stores';
import { DIFFICULTY_TEXTS, validateDifficulty } from './difficulty-model';

type Notice = { severity: 'success' | 'warning'; text: string } | null;

/** /teacher/create-report: 'СООБЩИТЬ О ТРУДНОСТЯХ' (docs/product/screens.md "Difficulties"). */
export const DifficultyForm = observer(function DifficultyForm() {
  const area = useTeacherArea();
  usePageTitle('Сообщить о трудностях');
  const [student, setStudent] = useState<StudentOption | null>(null);
  const [studentText, setStudentText] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<{ student?: string; notes?: string }>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const validation = validateDifficulty(area.students, student, studentText, notes);
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
          <StudentPicker
            students={area.students}
            loading={area.studentsLoading}
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
            error={errors.student}
            showError={errors.student !== notice?.text}
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
