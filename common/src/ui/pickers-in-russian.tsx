import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { ruRU } from '@mui/x-date-pickers/locales';
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
