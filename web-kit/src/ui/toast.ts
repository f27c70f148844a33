import { enqueueSnackbar } from 'notistack';
import { TOAST_SETTINGS } from '@diary/common/constants/domain';

/** Toasts with docs/product/constants.md durations: success 2 s, error and others 4 s. */
export const toast = {
  success: (message: string) => enqueueSnackbar(message, { variant: 'success', autoHideDuration: TOAST_SETTINGS.successDuration }),
  error: (message: string) => enqueueSnackbar(message, { variant: 'error' }),
  info: (message: string) => enqueueSnackbar(message, { variant: 'info' }),
};
