import { observer } from 'mobx-react-lite';
import { Alert, ListSubheader, MenuItem, TextField } from '@mui/material';
import { LESSON_STATUSES, LESSON_STATUS_LABELS, type Cabinet, type ClassRef, type Lesson } from '@diary/common';
import { useDialogForm } from '@diary/web-kit';
import type { ClashCheckStore } from './ClashCheckStore';
import { ClashWarning } from './ClashWarning';
import {
  emptyLessonForm,
  lessonClashRequest,
  lessonNamePreview,
  lessonToForm,
  placesOf,
  validateLessonForm,
  type LessonFormValues,
  type LessonPayload,
} from './lesson-form-model';
import { emptyChoice, LessonFormDialog, TeacherField, TimeStartField, teacherChoices, WeekdayField } from './lesson-form-parts';
import type { LessonChoicesStore } from './LessonChoicesStore';
import type { LessonSaveResult } from './lesson-requests';

export interface LessonFormProps {
  cls: Pick<ClassRef, 'id' | 'teachers' | 'subjects'>;
  lesson?: Lesson;
  choices: LessonChoicesStore;
  /** Warns, before saving, of what the lesson would clash with. */
  clashCheck: ClashCheckStore;
  onSubmit: (payload: LessonPayload) => Promise<LessonSaveResult>;
  onCancel: () => void;
}

/** Cabinets grouped by branch for the select. */
function cabinetGroups(cabinets: readonly Cabinet[]) {
  const groups = new Map<string, Cabinet[]>();
  for (const cabinet of cabinets) {
    const key = cabinet.filial?.name ?? 'Без филиала';
    groups.set(key, [...(groups.get(key) ?? []), cabinet]);
  }
  return [...groups];
}

/** The class-page lesson form (docs/product/screens.md "Lesson create/edit form"). */
export const LessonForm = observer(function LessonForm({ cls, lesson, choices, clashCheck, onSubmit, onCancel }: LessonFormProps) {
  const context = { cls, groupTypes: choices.groupTypes };
  // the edited lesson's own subject and cabinet stay choosable
  const subjects =
    lesson && !cls.subjects.some((s) => s.name === lesson.subject) ? [...cls.subjects, { id: -1, name: lesson.subject }] : cls.subjects;
  const cabinets =
    lesson?.cabinet && !choices.cabinets.some((c) => c.id === lesson.cabinet_id)
      ? [...choices.cabinets, { ...lesson.cabinet, createdAt: '' }]
      : choices.cabinets;
  const form = useDialogForm({
    initial: () => (lesson ? lessonToForm(lesson) : emptyLessonForm(cls)),
    validate: (values: LessonFormValues) => validateLessonForm(values, context, lesson?.id),
    onSubmit,
  });
  const { values } = form;
  const teachers = teacherChoices(cls.teachers, lesson?.teacher);

  return (
    <LessonFormDialog
      editing={lesson != null}
      saving={form.saving}
      message={form.message}
      onSubmit={() => void form.submit()}
      onCancel={onCancel}
    >
      {choices.status.error && <Alert severity="error">{choices.status.error}</Alert>}
      <WeekdayField {...form.bind('day_of_week')} />
      <TextField select label="Предмет" required disabled={subjects.length === 1 && !lesson} {...form.bind('subject')}>
        {subjects.length === 0 && (
          <MenuItem value="" disabled>
            Не указаны
          </MenuItem>
        )}
        {subjects.map((subject) => (
          <MenuItem key={subject.name} value={subject.name}>
            {subject.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Тип занятия" required {...form.bind('group_type_id')}>
        {choices.groupTypes.length === 0 && emptyChoice(choices.status.isLoading, 'Нет типов занятий')}
        {choices.groupTypes.map((type) => (
          <MenuItem key={type.id} value={String(type.id)}>
            {type.name}
          </MenuItem>
        ))}
      </TextField>
      <TimeStartField {...form.bind('time_start')} />
      <TextField
        label="Длительность (мин)"
        type="number"
        required
        placeholder="90"
        {...form.bind('duration_minutes')}
        slotProps={{ htmlInput: { min: 1, step: 5 } }}
      />
      <TextField select label="Кабинет" required {...form.bind('cabinet_id')}>
        {cabinets.length === 0 && emptyChoice(choices.status.isLoading, 'Нет кабинетов')}
        {cabinetGroups(cabinets).flatMap(([filial, list]) => [
          <ListSubheader key={`f-${filial}`}>{filial}</ListSubheader>,
          ...list.map((cabinet) => (
            <MenuItem key={cabinet.id} value={String(cabinet.id)}>
              {cabinet.name}
            </MenuItem>
          )),
        ])}
      </TextField>
      <TeacherField teachers={teachers} {...form.bind('teacher_id')} />
      <TextField
        label="Название"
        value={lessonNamePreview(values, context)}
        slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
      />
      <TextField
        select
        label="Статус"
        {...form.bind('status')}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">Не указан</MenuItem>
        {LESSON_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {LESSON_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Количество мест"
        value={placesOf(values, choices.groupTypes)}
        slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
      />
      <ClashWarning
        check={clashCheck}
        request={lessonClashRequest(values, lesson)}
        people={{ teachers, students: lesson?.students ?? [] }}
      />
    </LessonFormDialog>
  );
});
