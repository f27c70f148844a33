import { useState } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { PickersInRussian, type PickerFieldProps } from './pickers-in-russian';

const ISO_DATE = 'YYYY-MM-DD';
/** What the field shows and takes when typed, whatever the browser's language. */
export const DATE_FIELD_FORMAT = 'DD.MM.YYYY';

/** `value` and `onChange` in 'YYYY-MM-DD'. */
export interface DateFieldProps extends PickerFieldProps {
  /** The calendar offers no day after today (a payment's date); a typed one is the form's to refuse. */
  disableFuture?: boolean;
}

/** A year below 1000 is one still being typed ('2' on its way to '2026'), not a date anyone means. */
const isWhole = (date: Dayjs | null): date is Dayjs => Boolean(date?.isValid() && date.year() >= 1000);
const toIso = (date: Dayjs | null) => (isWhole(date) ? date.format(ISO_DATE) : '');

/**
 * The portal's date input: MUI's DatePicker in Russian (дд.мм.гггг, the calendar from Monday),
 * bound like a text field to a 'YYYY-MM-DD' string.
 */
export function DateField({
  label,
  value,
  onChange,
  name,
  required,
  disabled,
  error,
  helperText,
  size,
  sx,
  disableFuture,
}: DateFieldProps) {
  // What is being typed: while a date is incomplete the form holds '', and the field must keep the typed digits.
  const [typed, setTyped] = useState<Dayjs | null>(null);
  const shown = typed && toIso(typed) === value ? typed : value ? dayjs(value) : null;

  return (
    <PickersInRussian>
      <DatePicker
        label={label}
        value={shown}
        format={DATE_FIELD_FORMAT}
        disabled={disabled}
        disableFuture={disableFuture}
        onChange={(next) => {
          setTyped(next);
          onChange({ target: { value: toIso(next) } });
        }}
        slotProps={{ textField: { name, required, error, helperText, size, sx } }}
      />
    </PickersInRussian>
  );
}
