import { TextField } from '@mui/material';
import { subjectSchema, type Subject, type SubjectInput } from '@diary/common';
import { FormDialog, issuesToFieldErrors, useDialogForm, type FormCheck } from '@diary/web-kit';
import type { SubjectField, SubjectSaveResult } from './SubjectsStore';

export interface SubjectFormProps {
  /** The subject being renamed; none to create one. */
  subject?: Subject;
  onSubmit: (input: SubjectInput) => Promise<SubjectSaveResult>;
  onCancel: () => void;
}

function validateSubjectForm(values: { name: string }): FormCheck<SubjectField, SubjectInput> {
  const parsed = subjectSchema.safeParse(values);
  return parsed.success ? { ok: true, payload: parsed.data } : { ok: false, errors: issuesToFieldErrors(parsed.error.issues, ['name']) };
}

/** The subject's modal (docs/product/rules.md: name required and trimmed, 'Введите название предмета'). */
export function SubjectForm({ subject, onSubmit, onCancel }: SubjectFormProps) {
  const form = useDialogForm({ initial: { name: subject?.name ?? '' }, validate: validateSubjectForm, onSubmit });

  return (
    <FormDialog
      title={subject ? 'Редактировать предмет' : 'Новый предмет'}
      submitLabel={subject ? 'Сохранить' : 'Создать'}
      message={form.message}
      saving={form.saving}
      onSubmit={() => void form.submit()}
      onCancel={onCancel}
    >
      <TextField label="Название предмета" required autoFocus {...form.bind('name')} />
    </FormDialog>
  );
}
