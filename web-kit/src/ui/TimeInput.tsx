import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { PickersInRussian, textFieldOf, usePickerText, type PickerFieldProps } from './picker-fields';

/** What the field shows and takes when typed: 24-hour time, whatever the browser's language. */
export const TIME_INPUT_FORMAT = 'HH:mm';

/** `value` and `onChange` in 'HH:MM'. */
export interface TimeInputProps extends PickerFieldProps {
  /** The minutes the picker offers, every `minutesStep` (5: the timetable's step); any minute can still be typed. */
  minutesStep?: number;
}

/** A day without a clock change: the time alone is what the field holds. */
const onAnyDay = (time: string) => dayjs(`2000-01-01T${time}`);
const toTime = (time: Dayjs | null) => (time?.isValid() ? time.format(TIME_INPUT_FORMAT) : '');

/**
 * The portal's time input: MUI's TimePicker in 24-hour time and Russian ('14:30', чч:мм, the list of
 * hours and minutes to pick from), bound like a text field to an 'HH:MM' string; never a native
 * `type="time"` input, which shows AM/PM in an English browser.
 */
export function TimeInput({ minutesStep = 1, ...props }: TimeInputProps) {
  const { shown, change } = usePickerText(props, toTime, onAnyDay);
  return (
    <PickersInRussian>
      <TimePicker
        label={props.label}
        value={shown}
        ampm={false}
        format={TIME_INPUT_FORMAT}
        timeSteps={{ minutes: minutesStep }}
        disabled={props.disabled}
        onChange={change}
        slotProps={{ textField: textFieldOf(props) }}
      />
    </PickersInRussian>
  );
}
