import type { ReactNode } from 'react';
import { FormDialog } from '@diary/web-kit';

interface RecordFormDialogProps {
  /** True when a record is edited, false for a new one. */
  editing: boolean;
  /** The title of a new record is `createTitle` when the kind has one, else its create button's text. */
  texts: { create: string; createTitle?: string; editTitle: string; save: string };
  form: { message: string | null; saving: boolean; submit(): Promise<void> };
  onClose: () => void;
  children: ReactNode;
}

/** The modal of a record's form: 'Создать …' or 'Редактировать …', the form's message, 'Отмена' and the submit button. */
export function RecordFormDialog({ editing, texts, form, onClose, children }: RecordFormDialogProps) {
  return (
    <FormDialog
      title={editing ? texts.editTitle : (texts.createTitle ?? texts.create)}
      submitLabel={editing ? texts.save : texts.create}
      message={form.message}
      saving={form.saving}
      onSubmit={() => void form.submit()}
      onCancel={onClose}
    >
      {children}
    </FormDialog>
  );
}
