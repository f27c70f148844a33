import { useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Tab, Tabs } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  appDeps,
  type Confirm,
  DateField,
  DownloadExcelButton,
  FiltersBar,
  ListTable,
  PageHeader,
  StudentBalanceView,
  useListScreen,
  ViewDialog,
} from '@diary/web-kit';

import { StudentPicker } from '../shared';
import { debtorColumns, paymentColumns } from './payment-columns';
import { PaymentForm } from './PaymentForm';
import { PAYMENT_TEXTS } from './payment-texts';
import { PaymentsStore, type PaymentsView } from './PaymentsStore';

/** 'Оплаты': the filters (student, period) and the payments, newest first, paged by the API. */
const PaymentsList = observer(function PaymentsList({ store, confirm }: { store: PaymentsStore; confirm: Confirm }) {
  const canRemove = store.rights.remove;
  const columns = useMemo(
    () => paymentColumns(canRemove ? (payment) => void store.remove(payment, confirm) : null),
    [store, confirm, canRemove],
  );
  const { filters } = store;
  return (
    <>
      <FiltersBar>
        <StudentPicker
          label={PAYMENT_TEXTS.student}
          placeholder={PAYMENT_TEXTS.studentPlaceholder}
          size="small"
          sx={{ minWidth: 280 }}
          value={filters.studentId}
          onChange={(id) => store.setFilter('studentId', id)}
        />
        {(['from', 'to'] as const).map((end) => (
          <DateField
            key={end}
            size="small"
            label={PAYMENT_TEXTS[end]}
            value={filters[end]}
            onChange={(e) => store.setFilter(end, e.target.value)}
            sx={{ width: 170 }}
          />
        ))}
      </FiltersBar>
      <ListTable
        aria-label={PAYMENT_TEXTS.table}
        list={store.list}
        columns={columns}
        onRetry={() => void store.list.load()}
        emptyText={PAYMENT_TEXTS.empty}
      />
    </>
  );
});

/** 'Должники': the students below zero, the largest debt first; a name opens the balance. */
const DebtorsList = observer(function DebtorsList({ store }: { store: PaymentsStore }) {
  const columns = useMemo(() => debtorColumns((id) => store.openBalance(id)), [store]);
  return (
    <ListTable
      aria-label={PAYMENT_TEXTS.debtorsTable}
      list={store.debtors}
      columns={columns}
      onRetry={() => void store.debtors.load()}
      emptyText={PAYMENT_TEXTS.noDebtors}
    />
  );
});

/** /admin/payments 'Оплаты' (docs/product/beyond.md §7, ADMIN and MODERATOR). */
export const PaymentsScreen = observer(function PaymentsScreen() {
  const { store, confirm, confirmDialog } = useListScreen(() => new PaymentsStore(appDeps));
  const [recording, setRecording] = useState(false);
  const { rights } = store;

  return (
    <>
      <PageHeader
        title={PAYMENT_TEXTS.title}
        actions={
          <>
            {rights.create && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setRecording(true)}>
                {PAYMENT_TEXTS.record}
              </Button>
            )}
            {rights.export && <DownloadExcelButton getFile={() => store.exportFile()} fileName={store.exportFileName} />}
          </>
        }
      />
      <Tabs
        value={store.view}
        onChange={(_event, view: PaymentsView) => store.setView(view)}
        aria-label={PAYMENT_TEXTS.views}
        sx={{ mb: 2 }}
      >
        <Tab value="payments" label={PAYMENT_TEXTS.paymentsView} />
        <Tab
          value="debtors"
          label={store.debtors.loaded ? `${PAYMENT_TEXTS.debtorsView} (${store.debtors.total})` : PAYMENT_TEXTS.debtorsView}
        />
      </Tabs>
      {store.view === 'payments' ? <PaymentsList store={store} confirm={confirm} /> : <DebtorsList store={store} />}
      {recording && <PaymentForm store={store} onClose={() => setRecording(false)} />}
      {store.balance.studentId !== null && (
        <ViewDialog title={PAYMENT_TEXTS.balanceTitle(store.openedStudentName)} onClose={() => store.closeBalance()}>
          <StudentBalanceView store={store.balance} />
        </ViewDialog>
      )}
      {confirmDialog}
    </>
  );
});
