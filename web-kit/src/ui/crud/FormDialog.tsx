import { useId, useLayoutEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';

interface FormDialogProps {
  title: string;
  submitLabel: string;
  /** A message for the whole form (a server error that names no field). */
  message?: string | null;
  saving?: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** The modal of a form: title, fields, 'Отмена' and the submit button. */
export function FormDialog({ title, submitLabel, message, saving = false, onSubmit, onCancel, children }: FormDialogProps) {
  const titleId = useId();
  const submitButton = useRef<HTMLButtonElement>(null);

  // The submit button, pressed from the keyboard, is disabled while the form saves, and a disabled
  // button drops the focus to the page, where Escape and Tab did nothing until MUI's focus trap took
  // it back a moment later. The dialog keeps it instead.
  useLayoutEffect(() => {
    const button = submitButton.current;
    const focused = document.activeElement;
    if (saving && button && (focused === button || focused === document.body)) button.closest<HTMLElement>('[role="dialog"]')?.focus();
  }, [saving]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
            {message && <Alert severity="error">{message}</Alert>}
            {children}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Отмена</Button>
          <Button ref={submitButton} type="submit" variant="contained" disabled={saving}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
