import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { formatMonth } from '@diary/common';
import { TeacherMonthView, type TeacherSalaryStore } from '@diary/common/ui';
import { SALARY_TEXTS } from './salary-texts';

interface TeacherMonthDialogProps {
  store: TeacherSalaryStore;
  /** The name the month's table showed, until the teacher's own answer names them. */
  name: string;
  onClose: () => void;
}

/** A teacher's row opened: their held lessons of the month, each with its rate and amount, and 'Итого'. */
export const TeacherMonthDialog = observer(function TeacherMonthDialog({ store, name, onClose }: TeacherMonthDialogProps) {
  const titleId = useId();
  const shownName = store.salary?.teacher.fullName ?? name;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {shownName} — {formatMonth(store.month)}
      </DialogTitle>
      <DialogContent>
        <TeacherMonthView store={store} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{SALARY_TEXTS.dialogClose}</Button>
      </DialogActions>
    </Dialog>
  );
});
