import { Box, CircularProgress, Typography } from '@mui/material';

/** 'Загрузка...' with a spinner: the loading state of a page or a section. */
export function Loading({ text = 'Загрузка...' }: { text?: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 4, justifyContent: 'center' }}>
      <CircularProgress size={24} />
      <Typography>{text}</Typography>
    </Box>
  );
}
