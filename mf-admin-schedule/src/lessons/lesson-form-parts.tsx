import type { ReactNode } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { LESSON_TIME_STEP_MINUTES, TEACHER_NOT_ASSIGNED, WEEKDAYS, fullName, type Cabinet, type PersonRef } from '@diary/common';
import { FormDialog, TimeInput, type BoundField } from '@diary/web-kit';

interface LessonFormDialogProps {
  editing: boolean;
  saving: boolean;
  /** The submit button is off while saving and, besides, when this is set (the board's lists still loading or empty). */
  blocked?: boolean;
  message: string | null;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** The modal of both lesson forms, the class page's and the board's: their title and submit texts. */
export function LessonFormDialog({ editing, saving, blocked = false, message, onSubmit, onCancel, children }: LessonFormDialogProps) {
  return (
    <FormDialog
      title={editing ? 'Редактировать занятие' : 'Добавить занятие'}
      submitLabel={saving ? (editing ? 'Обновление...' : 'Создание...') : editing ? 'Обновить занятие' : 'Создать занятие'}
      message={message}
      saving={saving || blocked}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      {children}
    </FormDialog>
  );
}

/** 'Время начала', the picker offering the timetable's 5-minute step. */
export function TimeStartField(field: BoundField<'time_start'>) {
  return <TimeInput label="Время начала" required minutesStep={LESSON_TIME_STEP_MINUTES} {...field} />;
}

/** 'День недели', Monday to Sunday. */
export function WeekdayField(field: BoundField<'day_of_week'>) {
  return (
    <TextField select label="День недели" required {...field}>
      {WEEKDAYS.map((day) => (
        <MenuItem key={day.value} value={String(day.value)}>
          {day.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** 'Кабинет', one of a branch's cabinets. */
export function CabinetField({ cabinets, ...field }: BoundField<'cabinet_id'> & { cabinets: readonly Pick<Cabinet, 'id' | 'name'>[] }) {
  return (
    <TextField select label="Кабинет" required {...field}>
      {cabinets.map((cabinet) => (
        <MenuItem key={cabinet.id} value={String(cabinet.id)}>
          {cabinet.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The disabled item a select shows while its list is empty: 'Загрузка...' until the list has
 * come, then `emptyText`. A function, not a component: the select reads its items' own props.
 */
export function emptyChoice(loading: boolean, emptyText: string) {
  return (
    <MenuItem value="" disabled>
      {loading ? 'Загрузка...' : emptyText}
    </MenuItem>
  );
}

/**
 * 'Преподаватель': one of the lesson's class's teachers; none ('Преподаватель не назначен') is
 * offered when the class has several or none, or the lesson has none yet.
 */
export function TeacherField({ teachers, ...field }: BoundField<'teacher_id'> & { teachers: readonly PersonRef[] }) {
  const offerNone = teachers.length !== 1 || field.value === '';
  return (
    <TextField select label="Преподаватель" {...field} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
      {offerNone && <MenuItem value="">{TEACHER_NOT_ASSIGNED}</MenuItem>}
      {teachers.map((teacher) => (
        <MenuItem key={teacher.id} value={String(teacher.id)}>
          {fullName(teacher)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The teachers a lesson form offers: the class's, and the edited lesson's own when it is no longer one of them. */
export function teacherChoices(classTeachers: readonly PersonRef[], own: PersonRef | null | undefined): readonly PersonRef[] {
  return own && !classTeachers.some((t) => t.id === own.id) ? [...classTeachers, own] : classTeachers;
}
