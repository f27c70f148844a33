import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { usePageTitle } from './use-page-title';

interface PageHeaderProps {
  title: string;
  /** Buttons on the right: add, export. */
  actions?: ReactNode;
}

export function PageHeader({ title, actions }: PageHeaderProps) {
  usePageTitle(title);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
    </Box>
  );
}
