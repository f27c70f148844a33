import { useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Autocomplete, TextField } from '@mui/material';
import type { ClassItem, Subject, UserListEntry } from '@diary/common';
import { FormDialog } from '@diary/web-kit';
import type { ClassChoicesStore, ClassSaveResult } from './ClassesStore';
import { classNameOf, classToForm, EMPTY_CLASS_FORM, validateClassForm, type ClassFormValues, type ClassPayload } from './class-form-model';

export interface ClassFormProps {
  item?: ClassItem;
  choices: ClassChoicesStore;
  onSubmit: (payload: ClassPayload) => Promise<ClassSaveResult>;
  onCancel: () => void;
}

/** The class form (docs/product/rules.md "Class form"): teachers, subjects, academic year; the name is generated. */
export const ClassForm = observer(function ClassForm({ item, choices, onSubmit, onCancel }: ClassFormProps) {
  const [values, setValues] = useState<ClassFormValues>(() => (item ? classToForm(item) : EMPTY_CLASS_FORM));
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // the edited class's own teachers and subjects stay choosable while the lists load
  const teachers = useMemo(
    () => mergeById<Pick<UserListEntry, 'id' | 'second_name' | 'first_name'>>(choices.teachers, item?.teachers ?? []),
    [choices.teachers, item],
  );
  const subjects = useMemo(() => mergeById<Pick<Subject, 'id' | 'name'>>(choices.subjects, item?.subjects ?? []), [choices.subjects, item]);
  const lists = { teachers, subjects };
  const validation = validateClassForm(values, lists, item?.id);

  async function submit() {
    if (!validation.ok) {
      setMessage(validation.message);
      return;
    }
    setMessage(null);
    setSaving(true);
    const result = await onSubmit(validation.payload);
    if (!result.ok) {
      setMessage(result.message);
      setSaving(false);
    }
  }

  return (
    <FormDialog
      title={item ? 'Редактировать класс' : 'Создать класс'}
      submitLabel={item ? 'Сохранить изменения' : 'Создать класс'}
      message={message}
      saving={saving || !validation.ok}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      {choices.status.error && <Alert severity="error">{choices.status.error}</Alert>}
      {!validation.ok && !message && <Alert severity="info">{validation.message}</Alert>}
      <TextField
        label="Название"
        value={classNameOf(values, lists)}
        slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
      />
      <Autocomplete
        multiple
        options={teachers}
        loading={choices.status.isLoading}
        loadingText="Загрузка..."
        noOptionsText="Нет преподавателей"
        getOptionLabel={(t) => [t.second_name, t.first_name].filter(Boolean).join(' ')}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        value={values.teacher_ids.map((id) => teachers.find((t) => t.id === id)).filter((t) => t != null)}
        onChange={(_e, chosen) => setValues((v) => ({ ...v, teacher_ids: chosen.map((t) => t.id) }))}
        renderInput={(params) => <TextField {...params} label="Преподаватели" required />}
      />
      <Autocomplete
        multiple
        options={subjects}
        loading={choices.status.isLoading}
        loadingText="Загрузка..."
        noOptionsText="Нет предметов"
        getOptionLabel={(s) => s.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        value={values.subject_ids.map((id) => subjects.find((s) => s.id === id)).filter((s) => s != null)}
        onChange={(_e, chosen) => setValues((v) => ({ ...v, subject_ids: chosen.map((s) => s.id) }))}
        renderInput={(params) => <TextField {...params} label="Предметы" required />}
      />
      <TextField
        label="Учебный год"
        placeholder="2023-2024"
        value={values.academic_year}
        onChange={(e) => setValues((v) => ({ ...v, academic_year: e.target.value }))}
      />
    </FormDialog>
  );
});

function mergeById<T extends { id: number }>(list: readonly T[], own: readonly T[]): T[] {
  return [...list, ...own.filter((o) => !list.some((l) => l.id === o.id))];
}
