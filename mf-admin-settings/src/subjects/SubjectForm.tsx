import { useState } from 'react';
import { TextField } from '@mui/material';
import { subjectSchema, type Subject, type SubjectInput } from '@diary/common';
import { FormDialog, issuesToFieldErrors, type FieldErrors } from '@diary/common/ui';
import type { SubjectField, SubjectSaveResult } from './SubjectsStore';

export interface SubjectFormProps {
  /** The subject being renamed; none to create one. */
  subject?: Subject;
  onSubmit: (input: SubjectInput) => Promise<SubjectSaveResult>;
  onCancel: () => void;
}

/** The subject's modal (SPEC §5: name required and trimmed, 'Введите название предмета'). */
export function SubjectForm({ subject, onSubmit, onCancel }: SubjectFormProps) {
  const [name, setName] = useState(subject?.name ?? '');
  const [errors, setErrors] = useState<FieldErrors<SubjectField>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit() {
    setMessage(null);
    const parsed = subjectSchema.safeParse({ name });
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues, ['name']));
      return;
    }
    setErrors({});
    setSaving(true);
    const result = await onSubmit(parsed.data);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      setMessage(result.message);
      setSaving(false);
    }
  }

  return (
    <FormDialog
      title={subject ? 'Редактировать предмет' : 'Новый предмет'}
      submitLabel={subject ? 'Сохранить' : 'Создать'}
      message={message}
      saving={saving}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      <TextField
        name="name"
        label="Название предмета"
        required
        autoFocus
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setErrors({});
        }}
        error={Boolean(errors.name)}
        helperText={errors.name}
      />
    </FormDialog>
  );
}
