import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Box, FormControlLabel, FormLabel, MenuItem, TextField, Typography } from '@mui/material';
import { FormGroup, Switch } from '@diary/mui-more';
import { fullName, LESSON_STATUSES, LESSON_STATUS_LABELS, type Cabinet, type Lesson } from '@diary/common';
import { StudentSearchField, useDialogForm, type SaveResult, type StudentChoice } from '@diary/web-kit';
import {
  CabinetField,
  ClashWarning,
  emptyChoice,
  LessonFormDialog,
  teacherChoices,
  TeacherField,
  TimeStartField,
  type ClashCheckStore,
  weekdayName,
} from '../lessons';
import type { BoardChoicesStore } from './BoardChoicesStore';
import {
  boardClashRequest,
  boardLessonToForm,
  classChanged,
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
  /** Warns, before saving, of what the lesson would clash with. */
  clashCheck: ClashCheckStore;
  onSubmit: (payload: BoardPayload) => Promise<SaveResult<BoardField>>;
  onCancel: () => void;
}

/** 'Добавить занятие' / 'Редактировать занятие' on the board (docs/product/screens.md "Timetable lesson form"). */
export const BoardLessonForm = observer(function BoardLessonForm({
  cabinetId,
  cabinets,
  day,
  lessonsOf,
  lesson,
  defaultStart,
  choices,
  clashCheck,
  onSubmit,
  onCancel,
}: BoardLessonFormProps) {
  const form = useDialogForm({
    initial: () => (lesson ? boardLessonToForm(lesson) : emptyBoardForm(cabinetId, defaultStart)),
    validate: (values: BoardFormValues) => validateBoardForm(values, { day, lessonsOf, services: choices.services, editingId: lesson?.id }),
    onSubmit,
  });
  const { values } = form;
  const editing = lesson != null;
  const chosenClass = choices.classes.find((c) => String(c.id) === values.class_id);
  // while the classes load, an edited lesson's own class still offers its subjects
  const ownClass = lesson && String(lesson.class_id) === values.class_id ? lesson.class : null;
  const subjects = chosenClass?.subjects ?? ownClass?.subjects ?? [];
  // the class's teachers only; the edited lesson's own stays choosable while its class is kept
  const teachers = teacherChoices(chosenClass?.teachers ?? ownClass?.teachers ?? [], ownClass ? lesson?.teacher : null);

  const empty = choices.status.loaded && (choices.classes.length === 0 || choices.services.length === 0 || !choices.hasStudents);
  // the students the form has names for: the edited lesson's, and those chosen since
  const [known, setKnown] = useState<readonly StudentChoice[]>(() =>
    (lesson?.students ?? []).map((s) => ({ ...s, fullName: fullName(s) })),
  );
  const chosenStudents = values.students.map((id) => known.find((s) => s.id === id) ?? { id, fullName: '' });

  return (
    <LessonFormDialog
      editing={editing}
      saving={form.saving}
      blocked={choices.status.isLoading || empty}
      message={form.message}
      onSubmit={() => void form.submit()}
      onCancel={onCancel}
    >
      <Typography color="text.secondary">{weekdayName(day)}</Typography>
      <CabinetField cabinets={cabinets} {...form.bind('cabinet_id')} />
      <TimeStartField {...form.bind('time_start')} />
      <TextField label="Краткое название" {...form.bind('short_title')} />
      <TextField select label="Услуга (длительность)" required {...form.bind('service_id')}>
        {choices.services.length === 0 && emptyChoice(choices.status.isLoading, 'Нет услуг')}
        {choices.services.map((service) => (
          <MenuItem key={service.id} value={String(service.id)}>
            {service.name} ({service.duration_minutes} мин)
          </MenuItem>
        ))}
      </TextField>
      {choices.status.loaded && choices.services.length === 0 && (
        <Alert severity="info">Нет доступных услуг. Сначала создайте услугу.</Alert>
      )}
      <TextField
        select
        label="Класс"
        required
        {...form.bind('class_id')}
        onChange={(e) => {
          const classId = e.target.value;
          const next = choices.classes.find((c) => String(c.id) === classId);
          form.change((current) => classChanged(current, classId, next), ['class_id', 'subject', 'teacher_id']);
        }}
      >
        {choices.classes.length === 0 && emptyChoice(choices.status.isLoading, 'Нет классов')}
        {choices.classes.map((cls) => (
          <MenuItem key={cls.id} value={String(cls.id)}>
            {cls.name}
          </MenuItem>
        ))}
      </TextField>
      {choices.status.loaded && choices.classes.length === 0 && (
        <Alert severity="info">Нет доступных классов. Сначала создайте класс.</Alert>
      )}
      <TextField select label="Предмет" required disabled={subjects.length === 0} {...form.bind('subject')}>
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
      {values.class_id && <TeacherField teachers={teachers} {...form.bind('teacher_id')} />}
      <TextField label="Комментарий" multiline minRows={2} {...form.bind('comment')} />
      <StudentSearchField
        multiple
        search={choices.studentSearch}
        label="Ученики"
        optionLabel={(s) => [s.first_name, s.second_name].filter(Boolean).join(' ') || s.fullName}
        value={chosenStudents}
        onChange={(chosen) => {
          setKnown((before) => [...before.filter((s) => !chosen.some((c) => c.id === s.id)), ...chosen]);
          form.change({ students: chosen.map((s) => s.id) }, []);
        }}
      />
      {choices.status.loaded && !choices.hasStudents && <Alert severity="info">Нет учеников.</Alert>}
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend">Статус</FormLabel>
        <FormGroup row>
          {LESSON_STATUSES.map((status) => (
            <FormControlLabel
              key={status}
              label={LESSON_STATUS_LABELS[status]}
              control={
                <Switch
                  checked={values.status === status}
                  onChange={() => form.change({ status: toggleStatus(values.status, status) }, [])}
                />
              }
            />
          ))}
        </FormGroup>
      </Box>
      <ClashWarning
        check={clashCheck}
        request={boardClashRequest(values, { day, services: choices.services, editingId: lesson?.id })}
        people={{ teachers, students: known }}
      />
    </LessonFormDialog>
  );
});
