import { useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, IconButton, MenuItem, TextField, Tooltip, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import { FEEDBACK_FILE_ACCEPT, fullName, type Feedback, type TokenUser } from '@diary/common';
import { FormCard, type FormNotice } from '@diary/web-kit';
import { errorMessage, http as sessionHttp, session, type HttpClient } from 'mf_auth/session';
import {
  FEEDBACK_FORM_TEXTS as TEXTS,
  fileError,
  fileSize,
  validateFeedback,
  type FeedbackErrors,
  type FeedbackFormValues,
} from './feedback-model';

interface FeedbackFormProps {
  /** Tests pass a fake API and user. */
  http?: Pick<HttpClient, 'upload'>;
  user?: Pick<TokenUser, 'id' | 'first_name' | 'second_name' | 'last_name'> | null;
}

/**
 * /student/create-complaint 'Обратная связь' (docs/product/screens.md): surname, the student, the text and an
 * optional file, sent as multipart to POST feedback. A student may not list other students
 * (users.listStudents), so the student is the one signed in.
 */
export function FeedbackForm({ http = sessionHttp, user = session.user }: FeedbackFormProps) {
  const studentId = user?.id ?? null;
  const empty = (): FeedbackFormValues => ({ surname: '', studentId, note: '', file: null });
  const [values, setValues] = useState<FeedbackFormValues>(empty);
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const [notice, setNotice] = useState<FormNotice>(null);
  const [sending, setSending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  function set<K extends keyof FeedbackFormValues>(field: K, value: FeedbackFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    const problem = fileError(file);
    if (problem) {
      // refused at once: the input is emptied, the message stays
      event.target.value = '';
      setValues((current) => ({ ...current, file: null }));
      setErrors((current) => ({ ...current, file: problem }));
      return;
    }
    set('file', file);
  }

  function removeFile() {
    if (fileInput.current) fileInput.current.value = '';
    set('file', null);
  }

  async function submit() {
    setNotice(null);
    const validation = validateFeedback(values);
    if (!validation.ok) {
      setErrors(validation.errors);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await http.upload<Feedback>('feedback', validation.form);
    } catch (error) {
      setNotice({ severity: 'error', text: errorMessage(error, TEXTS.failed) });
      setSending(false);
      return;
    }
    setSending(false);
    setNotice({ severity: 'success', text: TEXTS.sent });
    setValues(empty());
    if (fileInput.current) fileInput.current.value = '';
  }

  return (
    <FormCard title={TEXTS.title} submitLabel={TEXTS.submit} notice={notice} busy={sending} onSubmit={() => void submit()}>
      <TextField
        name="surname"
        label={TEXTS.surname}
        required
        value={values.surname}
        onChange={(e) => set('surname', e.target.value)}
        error={Boolean(errors.surname)}
        helperText={errors.surname}
      />
      <TextField
        select
        name="studentId"
        label={TEXTS.student}
        required
        value={values.studentId == null ? '' : String(values.studentId)}
        onChange={(e) => set('studentId', e.target.value ? Number(e.target.value) : null)}
        error={Boolean(errors.studentId)}
        helperText={errors.studentId}
      >
        {user ? (
          <MenuItem value={String(user.id)}>{fullName(user)}</MenuItem>
        ) : (
          <MenuItem value="" disabled>
            Нет учеников
          </MenuItem>
        )}
      </TextField>
      <TextField
        name="note"
        label={TEXTS.note}
        required
        multiline
        minRows={4}
        value={values.note}
        onChange={(e) => set('note', e.target.value)}
        error={Boolean(errors.note)}
        helperText={errors.note}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" startIcon={<AttachFileIcon />}>
          {TEXTS.attach}
          <input
            ref={fileInput}
            type="file"
            name="file"
            hidden
            accept={FEEDBACK_FILE_ACCEPT}
            aria-label={TEXTS.attach}
            onChange={chooseFile}
          />
        </Button>
        {values.file ? (
          <>
            <Typography variant="body2" data-testid="chosen-file">
              {values.file.name} ({fileSize(values.file.size)})
            </Typography>
            <Tooltip title={TEXTS.removeFile}>
              <IconButton size="small" aria-label={TEXTS.removeFile} onClick={removeFile}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {TEXTS.fileHint}
          </Typography>
        )}
      </Box>
      {errors.file && (
        <Typography role="alert" variant="body2" color="error">
          {errors.file}
        </Typography>
      )}
    </FormCard>
  );
}
