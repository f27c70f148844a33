import { useMemo, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { SnackbarProvider } from 'notistack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import 'dayjs/locale/ru';
import { TOAST_SETTINGS } from '../constants/domain';
import { createAppTheme } from './theme';

/** Theme, Russian locale, date pickers and toasts (docs/product/constants.md durations and limits). */
export function AppProviders({ children }: { children: ReactNode }) {
  const theme = useMemo(createAppTheme, []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="ru">
        <SnackbarProvider
          maxSnack={TOAST_SETTINGS.maxSnack}
          autoHideDuration={TOAST_SETTINGS.autoHideDuration}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          {children}
        </SnackbarProvider>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
