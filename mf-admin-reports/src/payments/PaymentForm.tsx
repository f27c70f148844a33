import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { PAYMENT_COMMENT_MAX, PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@diary/common';
import { closeOnSuccess, DateField, FormDialog, useDialogForm } from '@diary/web-kit';
import { StudentPicker } from '../shared';
import { emptyPaymentForm, validatePayment, type PaymentField, type PaymentFormValues, type PaymentPayload } from './payment-form-model';
import { PAYMENT_TEXTS } from './payment-texts';
import type { PaymentsStore } from './PaymentsStore';

interface PaymentFormProps {
  store: PaymentsStore;
  onClose: () => void;
}

/**
 * 'Записать оплату': the student (searched on the server), the amount, the date (today at first, never
 * a later one), the method and a comment. The API's refusals land on their fields.
 */
export function PaymentForm({ store, onClose }: PaymentFormProps) {
  const [today] = useState(() => store.today);
  const form = useDialogForm<PaymentFormValues, PaymentField, PaymentPayload>({
    initial: () => emptyPaymentForm(today, store.filters.studentId),
    validate: (values) => validatePayment(values, today),
    onSubmit: closeOnSuccess((payload: PaymentPayload) => store.record(payload), onClose),
  });
  const { values, errors, change, bind } = form;

  return (
    <FormDialog
      title={PAYMENT_TEXTS.recordTitle}
      submitLabel={PAYMENT_TEXTS.save}
      message={form.message}
      saving={form.saving}
      onSubmit={() => void form.submit()}
      onCancel={onClose}
    >
      <StudentPicker
        name="studentId"
        label={PAYMENT_TEXTS.student}
        placeholder={PAYMENT_TEXTS.studentPlaceholder}
        required
        value={values.studentId}
        onChange={(id) => change({ studentId: id }, ['studentId'])}
        error={errors.studentId}
      />
      <TextField {...bind('amount')} label={PAYMENT_TEXTS.amount} required slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      <DateField {...bind('date')} label={PAYMENT_TEXTS.date} required disableFuture />
      <TextField {...bind('method')} select label={PAYMENT_TEXTS.method} required>
        {PAYMENT_METHODS.map((method) => (
          <MenuItem key={method} value={method}>
            {PAYMENT_METHOD_LABELS[method]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...bind('comment')}
        label={PAYMENT_TEXTS.comment}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: PAYMENT_COMMENT_MAX } }}
      />
    </FormDialog>
  );
}
