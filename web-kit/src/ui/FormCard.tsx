import { useId, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { usePageTitle } from './use-page-title';

/** What a page's form says after a send: an error is an alert, a success a status. */
export type FormNotice = { severity: 'success' | 'error'; text: string } | null;

interface FormCardProps {
  /** The page's h1, also the form's name. */
  title: string;
  submitLabel: string;
  notice?: FormNotice;
  /** Disables the submit button while sending. */
  busy?: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

/** A form on a page of its own: a card with the title, the notice, the fields and the submit button. */
export function FormCard({ title, submitLabel, notice, busy = false, onSubmit, children }: FormCardProps) {
  const titleId = useId();
  usePageTitle(title);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <Paper sx={{ p: 3, maxWidth: 720 }}>
      <Box component="form" noValidate aria-labelledby={titleId} onSubmit={submit}>
        <Typography id={titleId} variant="h5" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {notice && (
            <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
              {notice.text}
            </Alert>
          )}
          {children}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={busy}>
              {submitLabel}
            </Button>
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}
