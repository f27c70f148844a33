import { Box, Typography } from '@mui/material';
import { usePageTitle } from './use-page-title';

/** A page of the menu whose screen is not in this release yet: its title and an honest note. */
export function PendingSection({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">Этот раздел появится в следующем обновлении портала.</Typography>
    </Box>
  );
}
