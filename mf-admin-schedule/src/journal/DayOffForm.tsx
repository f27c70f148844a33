import { MenuItem, TextField } from '@mui/material';
import type { DayOffInput } from '@diary/common';
import { DateField, FormDialog, useDialogForm, type SaveResult, type SelectOption } from '@diary/web-kit';
import { emptyDayOffForm, validateDayOff, type DayOffFormValues } from './day-off-form-model';
import type { DayOffField } from './DaysOffStore';
import { DAYS_OFF_TEXTS, JOURNAL_TEXTS } from './journal-texts';

interface DayOffFormProps {
  /** 'Все филиалы' ('') first, then the branches. */
  filialOptions: readonly SelectOption<string>[];
  onSubmit: (input: DayOffInput) => Promise<SaveResult<DayOffField>>;
  onCancel: () => void;
}

/** 'Добавить выходной': the date, one branch or every branch, and the reason. */
export function DayOffForm({ filialOptions, onSubmit, onCancel }: DayOffFormProps) {
  const { bind, submit, message, saving } = useDialogForm<DayOffFormValues, DayOffField, DayOffInput>({
    initial: emptyDayOffForm,
    validate: validateDayOff,
    onSubmit,
  });
  return (
    <FormDialog
      title={DAYS_OFF_TEXTS.add}
      submitLabel={DAYS_OFF_TEXTS.add}
      message={message}
      saving={saving}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      <DateField {...bind('date')} label="Дата" required />
      <TextField
        {...bind('filial_id')}
        select
        label={JOURNAL_TEXTS.filial}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        {filialOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...bind('reason')} label={DAYS_OFF_TEXTS.reason} required />
    </FormDialog>
  );
}
