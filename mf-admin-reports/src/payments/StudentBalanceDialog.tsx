import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { StudentBalanceView, type StudentBalanceStore } from '@diary/common/ui';
import { PAYMENT_TEXTS } from './payment-texts';

interface StudentBalanceDialogProps {
  store: StudentBalanceStore;
  /** The name the debtors' table showed, until the balance names the student. */
  name: string;
  onClose: () => void;
}

/** A debtor opened: the balance the student sees in 'Баланс', their payments and charges. */
export const StudentBalanceDialog = observer(function StudentBalanceDialog({ store, name, onClose }: StudentBalanceDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{PAYMENT_TEXTS.balanceTitle(store.balance?.student.fullName ?? name)}</DialogTitle>
      <DialogContent>
        <StudentBalanceView store={store} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{PAYMENT_TEXTS.dialogClose}</Button>
      </DialogActions>
    </Dialog>
  );
});
