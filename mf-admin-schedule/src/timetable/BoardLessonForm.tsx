import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Autocomplete, Box, FormControlLabel, FormGroup, FormLabel, MenuItem, Switch, TextField, Typography } from '@mui/material';
import { LESSON_STATUSES, LESSON_STATUS_LABELS, type Cabinet, type Lesson } from '@diary/common';
import { FormDialog, type FieldErrors, type SaveResult } from '@diary/common/ui';
import { weekdayName } from '../lessons/lesson-texts';
import type { BoardChoicesStore } from './BoardChoicesStore';
import {
  boardLessonToForm,
  emptyBoardForm,
  toggleStatus,
  validateBoardForm,
  type BoardField,
  type BoardFormValues,
  type BoardPayload,
} from './board-form-model';

export interface BoardLessonFormProps {
  /** The slot's cabinet, chosen to begin with. */
  cabinetId: number;
  /** The branch's cabinets, to choose from. */
  cabinets: readonly Cabinet[];
  day: number;
  /** A cabinet's lessons that day. */
  lessonsOf: (cabinetId: number) => readonly Lesson[];
  lesson?: Lesson;
  /** A new lesson's start (the slot's first free time). */
  defaultStart?: string;
  choices: BoardChoicesStore;
  onSubmit: (payload: BoardPayload) => Promise<SaveResult<BoardField>>;
  onCancel: () => void;
}

/** 'Добавить занятие' / 'Редактировать занятие' on the board (SPEC §2 "Timetable lesson form"). */
export const BoardLessonForm = observer(function BoardLessonForm({
  cabinetId,
  cabinets,
  day,
  lessonsOf,
  lesson,
  defaultStart,
  choices,
  onSubmit,
  onCancel,
}: BoardLessonFormProps) {
  const [values, setValues] = useState<BoardFormValues>(() => (lesson ? boardLessonToForm(lesson) : emptyBoardForm(cabinetId, defaultStart)));
  const [errors, setErrors] = useState<FieldErrors<BoardField>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const editing = lesson != null;
  const chosenClass = choices.classes.find((c) => String(c.id) === values.class_id);
  // while the classes load, an edited lesson's own class still offers its subjects
  const subjects = chosenClass?.subjects ?? (lesson && String(lesson.class_id) === values.class_id ? (lesson.class?.subjects ?? []) : []);

  function set<K extends keyof BoardFormValues>(field: K, value: BoardFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== 'students' && field !== 'status') setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit() {
    setMessage(null);
    const validation = validateBoardForm(values, { day, lessonsOf, services: choices.services, editingId: lesson?.id });
    if (!validation.ok) {
      setErrors(validation.errors);
      setMessage(validation.message);
      return;
    }
    setErrors({});
    setSaving(true);
    const result = await onSubmit(validation.payload);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      setMessage(result.message);
      setSaving(false);
    }
  }

  const empty = choices.loaded && (choices.classes.length === 0 || choices.services.length === 0 || choices.students.length === 0);
  const text = (field: BoardField) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
    error: Boolean(errors[field]),
    helperText: errors[field],
  });

  return (
    <FormDialog
      title={editing ? 'Редактировать занятие' : 'Добавить занятие'}
      submitLabel={saving ? (editing ? 'Обновление...' : 'Создание...') : editing ? 'Обновить занятие' : 'Создать занятие'}
      message={message}
      saving={saving || choices.isLoading || empty}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      <Typography color="text.secondary">{weekdayName(day)}</Typography>
      <TextField select label="Кабинет" required {...text('cabinet_id')}>
        {cabinets.map((cabinet) => (
          <MenuItem key={cabinet.id} value={String(cabinet.id)}>
            {cabinet.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="Время начала" type="time" required {...text('time_start')} slotProps={{ htmlInput: { step: 300 }, inputLabel: { shrink: true } }} />
      <TextField label="Краткое название" {...text('short_title')} />
      <TextField select label="Услуга (длительность)" required {...text('service_id')}>
        {choices.services.length === 0 && (
          <MenuItem value="" disabled>
            {choices.isLoading ? 'Загрузка...' : 'Нет услуг'}
          </MenuItem>
        )}
        {choices.services.map((service) => (
          <MenuItem key={service.id} value={String(service.id)}>
            {service.name} ({service.duration_minutes} мин)
          </MenuItem>
        ))}
      </TextField>
      {choices.loaded && choices.services.length === 0 && <Alert severity="info">Нет доступных услуг. Сначала создайте услугу.</Alert>}
      <TextField
        select
        label="Класс"
        required
        {...text('class_id')}
        onChange={(e) => {
          const next = choices.classes.find((c) => String(c.id) === e.target.value);
          setValues((current) => ({
            ...current,
            class_id: e.target.value,
            subject: next?.subjects.length === 1 ? next.subjects[0]!.name : next?.subjects.some((s) => s.name === current.subject) ? current.subject : '',
          }));
          setErrors((current) => ({ ...current, class_id: undefined, subject: undefined }));
        }}
      >
        {choices.classes.length === 0 && (
          <MenuItem value="" disabled>
            {choices.isLoading ? 'Загрузка...' : 'Нет классов'}
          </MenuItem>
        )}
        {choices.classes.map((cls) => (
          <MenuItem key={cls.id} value={String(cls.id)}>
            {cls.name}
          </MenuItem>
        ))}
      </TextField>
      {choices.loaded && choices.classes.length === 0 && <Alert severity="info">Нет доступных классов. Сначала создайте класс.</Alert>}
      <TextField select label="Предмет" required disabled={subjects.length === 0} {...text('subject')}>
        {subjects.map((subject) => (
          <MenuItem key={subject.id} value={subject.name}>
            {subject.name}
          </MenuItem>
        ))}
      </TextField>
      {!values.class_id && (
        <Typography variant="body2" color="text.secondary">
          Сначала выберите класс, чтобы увидеть доступные предметы
        </Typography>
      )}
      <TextField label="Комментарий" multiline minRows={2} {...text('comment')} />
      <Autocomplete
        multiple
        options={choices.students}
        loading={choices.isLoading}
        loadingText="Загрузка..."
        noOptionsText="Нет учеников"
        getOptionLabel={(s) => [s.first_name, s.second_name].filter(Boolean).join(' ')}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        value={values.students.map((id) => choices.students.find((s) => s.id === id)).filter((s) => s != null)}
        onChange={(_e, chosen) => set('students', chosen.map((s) => s.id))}
        renderInput={(params) => <TextField {...params} label="Ученики" />}
      />
      {choices.loaded && choices.students.length === 0 && <Alert severity="info">Нет учеников.</Alert>}
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend">Статус</FormLabel>
        <FormGroup row>
          {LESSON_STATUSES.map((status) => (
            <FormControlLabel
              key={status}
              label={LESSON_STATUS_LABELS[status]}
              control={<Switch checked={values.status === status} onChange={() => set('status', toggleStatus(values.status, status))} />}
            />
          ))}
        </FormGroup>
      </Box>
    </FormDialog>
  );
});
