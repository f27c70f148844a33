import type { ReactNode } from 'react';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { Loading, usePageTitle } from '@diary/web-kit';

interface DetailLoadStateProps {
  /** The load's error; none while it is still on its way. */
  error: string | null;
  onRetry: () => void;
  onBack: () => void;
}

/** A detail page before its record has come: the spinner, or the error with 'Повторить' and 'Назад'. */
export function DetailLoadState({ error, onRetry, onBack }: DetailLoadStateProps) {
  if (!error) return <Loading />;
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity="error" action={<Button onClick={onRetry}>Повторить</Button>}>
        {error}
      </Alert>
      <Button sx={{ mt: 2 }} onClick={onBack}>
        Назад
      </Button>
    </Box>
  );
}

interface DetailHeaderProps {
  /** The record's name, the page's heading. */
  title: ReactNode;
  /** Beside the heading: a status chip, the edit and add buttons. */
  actions?: ReactNode;
  /** Under the heading: the record's details. */
  children?: ReactNode;
}

/** The card at the top of a class's or a branch's page. */
export function DetailHeader({ title, actions, children }: DetailHeaderProps) {
  usePageTitle(typeof title === 'string' ? title : null);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Paper>
  );
}

interface LoadedSectionProps {
  /** The first load is on its way (a reload keeps the content shown). */
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** What the section shows once its list has come. */
  children: ReactNode;
}

/** A section of a detail page that lists what it has loaded: the spinner, the error with 'Повторить', then the content. */
export function LoadedSection({ loading, error, onRetry, children }: LoadedSectionProps) {
  if (loading) return <Loading />;
  if (error) {
    return (
      <Alert severity="error" action={<Button onClick={onRetry}>Повторить</Button>}>
        {error}
      </Alert>
    );
  }
  return <>{children}</>;
}
