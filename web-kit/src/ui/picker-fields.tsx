import { useState, type ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { ruRU } from '@mui/x-date-pickers/locales';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/ru';

const RU_PICKER_TEXTS = ruRU.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * MUI's date and time pickers in Russian, whatever the browser's language: dayjs's Russian locale
 * (the week from Monday, 24-hour time) and MUI X's Russian texts. Each kit field (DateField,
 * MonthField, TimeInput) brings its own, so it works wherever it is mounted: a remote alone, a test.
 */
export function PickersInRussian({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="ru" localeText={RU_PICKER_TEXTS}>
      {children}
    </LocalizationProvider>
  );
}

/** What the kit's picker fields (DateField, TimeInput) take, bound like a text field to a string. */
export interface PickerFieldProps {
  label: string;
  /** The field's value as text, or '' for none. */
  value: string;
  /** Called with the value as text, or '' while the field is empty or holds no whole value (the shape of a text field's change). */
  onChange: (event: { target: { value: string } }) => void;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/**
 * A picker bound to the form's text: while what is typed is incomplete the form holds '' and the
 * field must keep the typed digits, so it shows what was typed as long as that still reads as the
 * form's value, else the value. `change` is the picker's onChange.
 */
export function usePickerText(
  { value, onChange }: Pick<PickerFieldProps, 'value' | 'onChange'>,
  toText: (picked: Dayjs | null) => string,
  fromText: (text: string) => Dayjs,
) {
  const [typed, setTyped] = useState<Dayjs | null>(null);
  const shown = typed && toText(typed) === value ? typed : value ? fromText(value) : null;
  const change = (next: Dayjs | null) => {
    setTyped(next);
    onChange({ target: { value: toText(next) } });
  };
  return { shown, change };
}

/** The props a picker hands to its text field. */
export const textFieldOf = ({ name, required, error, helperText, size, sx }: PickerFieldProps) => ({
  name,
  required,
  error,
  helperText,
  size,
  sx,
});
