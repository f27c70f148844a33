import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { PickersInRussian, textFieldOf, usePickerText, type PickerFieldProps } from './picker-fields';

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
export function DateField(props: DateFieldProps) {
  const { shown, change } = usePickerText(props, toIso, (value) => dayjs(value));
  return (
    <PickersInRussian>
      <DatePicker
        label={props.label}
        value={shown}
        format={DATE_FIELD_FORMAT}
        disabled={props.disabled}
        disableFuture={props.disableFuture}
        onChange={change}
        slotProps={{ textField: textFieldOf(props) }}
      />
    </PickersInRussian>
  );
}
