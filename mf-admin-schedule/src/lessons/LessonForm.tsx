import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, ListSubheader, MenuItem, TextField } from '@mui/material';
import { LESSON_STATUSES, LESSON_STATUS_LABELS, WEEKDAYS, type Cabinet, type ClassRef, type Lesson } from '@diary/common';
import { FormDialog, type FieldErrors } from '@diary/common/ui';
import {
  emptyLessonForm,
  lessonNamePreview,
  lessonToForm,
  placesOf,
  validateLessonForm,
  type LessonField,
  type LessonFormValues,
  type LessonPayload,
} from './lesson-form-model';
import type { LessonChoicesStore, LessonSaveResult } from './LessonsKit';

export interface LessonFormProps {
  cls: Pick<ClassRef, 'id' | 'teachers' | 'subjects'>;
  lesson?: Lesson;
  choices: LessonChoicesStore;
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

/** The class-page lesson form (SPEC §2 "Lesson create/edit form"). */
export const LessonForm = observer(function LessonForm({ cls, lesson, choices, onSubmit, onCancel }: LessonFormProps) {
  const [values, setValues] = useState<LessonFormValues>(() => (lesson ? lessonToForm(lesson) : emptyLessonForm(cls)));
  const [errors, setErrors] = useState<FieldErrors<LessonField>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const context = { cls, groupTypes: choices.groupTypes };
  // the edited lesson's own subject and cabinet stay choosable
  const subjects = lesson && !cls.subjects.some((s) => s.name === lesson.subject) ? [...cls.subjects, { id: -1, name: lesson.subject }] : cls.subjects;
  const cabinets =
    lesson?.cabinet && !choices.cabinets.some((c) => c.id === lesson.cabinet_id)
      ? [...choices.cabinets, { ...lesson.cabinet, createdAt: '' }]
      : choices.cabinets;

  function set(field: LessonField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit() {
    setMessage(null);
    const validation = validateLessonForm(values, context, lesson?.id);
    if (!validation.ok) {
      setErrors(validation.errors);
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

  const common = (field: LessonField) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
    error: Boolean(errors[field]),
    helperText: errors[field],
  });

  return (
    <FormDialog
      title={lesson ? 'Редактировать занятие' : 'Добавить занятие'}
      submitLabel={saving ? (lesson ? 'Обновление...' : 'Создание...') : lesson ? 'Обновить занятие' : 'Создать занятие'}
      message={message}
      saving={saving}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      {choices.error && <Alert severity="error">{choices.error}</Alert>}
      <TextField select label="День недели" required {...common('day_of_week')}>
        {WEEKDAYS.map((day) => (
          <MenuItem key={day.value} value={String(day.value)}>
            {day.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Предмет" required disabled={subjects.length === 1 && !lesson} {...common('subject')}>
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
      <TextField select label="Тип занятия" required {...common('group_type_id')}>
        {choices.groupTypes.length === 0 && (
          <MenuItem value="" disabled>
            {choices.isLoading ? 'Загрузка...' : 'Нет типов занятий'}
          </MenuItem>
        )}
        {choices.groupTypes.map((type) => (
          <MenuItem key={type.id} value={String(type.id)}>
            {type.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Время начала"
        type="time"
        required
        placeholder="16:00"
        {...common('time_start')}
        slotProps={{ htmlInput: { step: 300 }, inputLabel: { shrink: true } }}
      />
      <TextField
        label="Длительность (мин)"
        type="number"
        required
        placeholder="90"
        {...common('duration_minutes')}
        slotProps={{ htmlInput: { min: 1, step: 5 } }}
      />
      <TextField select label="Кабинет" required {...common('cabinet_id')}>
        {cabinets.length === 0 && (
          <MenuItem value="" disabled>
            {choices.isLoading ? 'Загрузка...' : 'Нет кабинетов'}
          </MenuItem>
        )}
        {cabinetGroups(cabinets).flatMap(([filial, list]) => [
          <ListSubheader key={`f-${filial}`}>{filial}</ListSubheader>,
          ...list.map((cabinet) => (
            <MenuItem key={cabinet.id} value={String(cabinet.id)}>
              {cabinet.name}
            </MenuItem>
          )),
        ])}
      </TextField>
      <TextField label="Название" value={lessonNamePreview(values, context)} slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }} />
      <TextField select label="Статус" {...common('status')} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
        <MenuItem value="">Не указан</MenuItem>
        {LESSON_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {LESSON_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="Количество мест" value={placesOf(values, choices.groupTypes)} slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }} />
    </FormDialog>
  );
});
