import { useEffect } from 'react';
import { Alert } from '@mui/material';
import { STATISTICS_TEXTS } from './statistics-model';

/** The lists behind a statistics screen's filters load only for a role that may see it; the store stops with the screen. */
export function useStatisticsLists(store: { loadLists(): Promise<void>; dispose(): void }, allowed: boolean) {
  useEffect(() => {
    if (allowed) void store.loadLists();
    return () => store.dispose();
  }, [store, allowed]);
}

/** What a role without the statistics sees instead of the screen (docs/product/screens.md). */
export function StatisticsAccessDenied() {
  return (
    <Alert severity="error" role="alert">
      {STATISTICS_TEXTS.accessDenied}
    </Alert>
  );
}
