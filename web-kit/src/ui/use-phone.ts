import { useMediaQuery, useTheme } from '@mui/material';

/** A phone: below `sm` (600 px). Tables become cards, dialogs take the whole screen, the week shows one day. */
export function usePhone(): boolean {
  return useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
}
