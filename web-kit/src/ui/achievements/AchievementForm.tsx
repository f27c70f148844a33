import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  IconButton,
  MenuItem,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { http } from 'mf_auth/session';
import { CHECK_TYPES, NO_CONNECTION_MESSAGE } from '@diary/common/constants/domain';
import { PlainSearchField } from '../PlainSearchField';
import { StudentSearch, StudentSearchField } from '../students';
import { LessonDateField } from './LessonDateField';
import {
  achievementToForm,
  defaultAchievementValues,
  validateAchievementForm,
  type AchievementFormValues,
  type AchievementValidation,
} from './form-model';
import { ACHIEVEMENT_TEXTS } from './texts';
import type { Achievement, AchievementFieldErrors, AchievementPayload, AchievementSaveResult } from './types';

const PLAIN_TEXTAREA = { input: { inputComponent: 'textarea' as const } };

export interface AchievementFormProps {
  /** Edit mode: the achievement to change; its fields stay disabled until the edit icon is pressed. */
  achievement?: Achievement;
  /** The student picker's search on the server; by default the form's own over the session's client. */
  studentSearch?: StudentSearch;
  /** Suggestions for 'Предмет'. */
  subjects: readonly string[];
  /** Create mode: the teacher's own subject, the default of 'Предмет'. */
  ownSubject?: string | null;
  onSubmit: (payload: AchievementPayload) => Promise<AchievementSaveResult>;
  /** The id given to the title, for a dialog's aria-labelledby. */
  titleId?: string;
  /** Buttons beside the submit one (a dialog's 'Отмена'). */
  extraActions?: ReactNode;
  /** The title's heading level: h1 on a page of its own, h2 in a dialog. */
  titleComponent?: 'h1' | 'h2';
}

type Notice = { severity: 'warning' | 'error'; text: string } | null;

/**
 * The achievement form of docs/product/screens.md and docs/product/rules.md, titled 'Дневник достижений': creates ('Создать', then
 * resets) or edits ('Сохранить'). Mount it anew for each achievement edited.
 */
export function AchievementForm({
  achievement,
  studentSearch,
  subjects,
  ownSubject,
  onSubmit,
  titleId,
  extraActions,
  titleComponent = 'h2',
}: AchievementFormProps) {
  const editMode = achievement != null;
  const fallbackId = useId();
  const headingId = titleId ?? fallbackId;
  const [search] = useState(() => studentSearch ?? new StudentSearch(http));
  useEffect(() => () => search.cancel(), [search]);
  const initial = () => (achievement ? achievementToForm(achievement, []) : defaultAchievementValues(ownSubject));
  const [values, setValues] = useState<AchievementFormValues>(initial);
  const [errors, setErrors] = useState<AchievementFieldErrors>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [unlocked, setUnlocked] = useState(!editMode);
  const [saving, setSaving] = useState(false);
  // the check loads the schema first time: a second click meanwhile must not send the form twice
  const submitting = useRef(false);
  const disabled = !unlocked || saving;

  function set<K extends keyof AchievementFormValues>(field: K, value: AchievementFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'student' || field === 'studentText') setErrors((current) => ({ ...current, student: undefined }));
    else setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    try {
      await checkAndSend();
    } finally {
      submitting.current = false;
    }
  }

  async function checkAndSend() {
    setNotice(null);
    let validation: AchievementValidation;
    try {
      // a name typed and not picked is looked up among the students (on the server when need be)
      const student = await search.resolve(values.student, values.studentText);
      validation = await validateAchievementForm(values, student ? [student] : []);
    } catch {
      // the check's code could not be fetched: nothing was sent
      setNotice({ severity: 'error', text: NO_CONNECTION_MESSAGE });
      return;
    }
    if (!validation.ok) {
      setErrors(validation.errors);
      if (validation.alert) setNotice({ severity: 'warning', text: validation.alert });
      return;
    }
    setErrors({});
    setSaving(true);
    const result = await onSubmit(validation.payload);
    setSaving(false);
    if (result.ok) {
      if (!editMode) setValues(defaultAchievementValues(ownSubject));
      return;
    }
    setErrors(result.fieldErrors ?? {});
    if (result.message) setNotice({ severity: 'error', text: result.message });
  }

  // a message already shown in the alert only marks its field
  const helper = (field: keyof AchievementFieldErrors) => (errors[field] && errors[field] !== notice?.text ? errors[field] : undefined);
  const subjectField = { name: 'subject', label: 'Предмет', required: true, error: Boolean(errors.subject), helperText: helper('subject') };
  const numberProps = { htmlInput: { min: 0, step: 'any', inputMode: 'decimal' as const } };

  return (
    <Box component="form" noValidate onSubmit={(e: FormEvent) => void submit(e)} aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography id={headingId} variant="h5" component={titleComponent} sx={{ flexGrow: 1 }}>
          {ACHIEVEMENT_TEXTS.formTitle}
        </Typography>
        {editMode && (
          <Tooltip title="Редактировать">
            <span>
              <IconButton
                aria-label="Редактировать"
                aria-pressed={unlocked}
                color={unlocked ? 'primary' : 'default'}
                onClick={() => setUnlocked((v) => !v)}
                disabled={saving}
              >
                <EditIcon />
              </IconButton>
            </span>
          </Tooltip>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {notice && <Alert severity={notice.severity}>{notice.text}</Alert>}
        <StudentSearchField
          search={search}
          name="student"
          label={ACHIEVEMENT_TEXTS.studentLabel}
          placeholder={ACHIEVEMENT_TEXTS.studentLabel}
          required
          value={values.student}
          inputValue={values.studentText}
          onChange={(student) => set('student', student)}
          onInputChange={(text) => set('studentText', text)}
          disabled={disabled}
          error={Boolean(errors.student)}
          helperText={helper('student')}
        />
        <LessonDateField
          name="lessonDate"
          label="Дата урока"
          required
          value={values.lessonDate}
          onChange={(e) => set('lessonDate', e.target.value)}
          disabled={disabled}
          error={Boolean(errors.lessonDate)}
          helperText={helper('lessonDate')}
        />
        <TextField
          name="lessonTheme"
          label="Тема урока"
          required
          value={values.lessonTheme}
          onChange={(e) => set('lessonTheme', e.target.value)}
          disabled={disabled}
          error={Boolean(errors.lessonTheme)}
          helperText={helper('lessonTheme')}
        />
        <TextField
          select
          name="checkType"
          label="Тип проверки"
          required
          value={values.checkType}
          onChange={(e) => set('checkType', e.target.value)}
          disabled={disabled}
          error={Boolean(errors.checkType)}
          helperText={helper('checkType')}
        >
          {CHECK_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {type}
            </MenuItem>
          ))}
        </TextField>
        <PlainSearchField {...subjectField} disabled={disabled} text={values.subject} freeSolo>
          <Autocomplete
            freeSolo
            options={subjects}
            inputValue={values.subject}
            onInputChange={(_event, text) => set('subject', text)}
            disabled={disabled}
            renderInput={(params) => <TextField {...params} {...subjectField} />}
          />
        </PlainSearchField>
        <FormControlLabel
          control={<Checkbox checked={values.ungraded} onChange={(e) => set('ungraded', e.target.checked)} disabled={disabled} />}
          label={ACHIEVEMENT_TEXTS.ungraded}
        />
        {!values.ungraded && (
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <TextField
              name="maxPoints"
              type="number"
              label="Максимальный балл"
              required
              value={values.maxPoints}
              onChange={(e) => set('maxPoints', e.target.value)}
              disabled={disabled}
              error={Boolean(errors.maxPoints)}
              helperText={helper('maxPoints')}
              slotProps={numberProps}
              sx={{ flex: '1 1 200px' }}
            />
            <TextField
              name="points"
              type="number"
              label="Набранные баллы"
              required
              value={values.points}
              onChange={(e) => set('points', e.target.value)}
              disabled={disabled}
              error={Boolean(errors.points)}
              helperText={helper('points')}
              slotProps={numberProps}
              sx={{ flex: '1 1 200px' }}
            />
          </Box>
        )}
        <TextField
          name="notes"
          label="Комментарий"
          // a plain textarea of three rows: MUI's own (TextareaAutosize, even with `rows`) measures
          // itself as it mounts, making the browser lay out the whole first screen in the middle of
          // its first render
          multiline
          rows={3}
          slotProps={PLAIN_TEXTAREA}
          value={values.notes}
          onChange={(e) => set('notes', e.target.value)}
          disabled={disabled}
          error={Boolean(errors.notes)}
          helperText={helper('notes')}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
          {extraActions}
          <Button type="submit" variant="contained" disabled={disabled}>
            {editMode ? ACHIEVEMENT_TEXTS.save : ACHIEVEMENT_TEXTS.create}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
