import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** The row of filters above a list: SearchField, SelectFilter and the like. */
export function FiltersBar({ children }: { children: ReactNode }) {
  return (
    <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
      {children}
    </Box>
  );
}
