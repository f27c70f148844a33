import { useId, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';

interface ViewDialogProps {
  title: string;
  maxWidth?: 'sm' | 'md' | 'lg';
  onClose: () => void;
  children: ReactNode;
}

/** The modal of a row opened to be read, not edited (a debtor's balance, a teacher's month): title, content, 'Закрыть'. */
export function ViewDialog({ title, maxWidth = 'md', onClose, children }: ViewDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Закрыть</Button>
      </DialogActions>
    </Dialog>
  );
}
