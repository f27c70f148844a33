import { useMemo, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { SnackbarProvider } from 'notistack';
import { TOAST_SETTINGS } from '@diary/common/constants/domain';
import { createAppTheme } from './theme';

/**
 * Theme, Russian locale and toasts (docs/product/constants.md durations and limits). The date
 * pickers' localization lives in DateField: a provider here would not reach a remote's copy of them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const theme = useMemo(createAppTheme, []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider
        maxSnack={TOAST_SETTINGS.maxSnack}
        autoHideDuration={TOAST_SETTINGS.autoHideDuration}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {children}
      </SnackbarProvider>
    </ThemeProvider>
  );
}
