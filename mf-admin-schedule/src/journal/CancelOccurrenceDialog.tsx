import { TextField, Typography } from '@mui/material';
import { cancelOccurrenceBody, formatDate, type Occurrence } from '@diary/common';
import { FormDialog, issuesToFieldErrors, useDialogForm, type FormCheck, type SaveResult } from '@diary/web-kit';
import { DAY_TEXTS } from './journal-texts';
import { timeText } from './occurrence-model';

interface CancelOccurrenceDialogProps {
  occurrence: Occurrence;
  onSubmit: (reason: string) => Promise<SaveResult<'reason'>>;
  onCancel: () => void;
}

function validateReason(values: { reason: string }): FormCheck<'reason', string> {
  const parsed = cancelOccurrenceBody.safeParse(values);
  return parsed.success
    ? { ok: true, payload: parsed.data.reason }
    : { ok: false, errors: issuesToFieldErrors(parsed.error.issues, ['reason']) };
}

/** 'Отменить занятие': which occurrence, and the reason (required). */
export function CancelOccurrenceDialog({ occurrence, onSubmit, onCancel }: CancelOccurrenceDialogProps) {
  const { bind, submit, message, saving } = useDialogForm({ initial: { reason: '' }, validate: validateReason, onSubmit });
  return (
    <FormDialog
      title={DAY_TEXTS.cancel}
      submitLabel={DAY_TEXTS.cancel}
      message={message}
      saving={saving}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      <Typography>
        {formatDate(occurrence.date)}, {timeText(occurrence)}: {occurrence.subject}, {occurrence.filial.name}, {occurrence.cabinet.name}
      </Typography>
      <TextField {...bind('reason')} label={DAY_TEXTS.reason} required multiline minRows={2} autoFocus />
    </FormDialog>
  );
}
