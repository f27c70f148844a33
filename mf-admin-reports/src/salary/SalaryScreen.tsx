import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Tab, Tabs } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { formatMonth } from '@diary/common';
import {
  appDeps,
  type Confirm,
  DataTable,
  DownloadExcelButton,
  FiltersBar,
  MONEY_TEXTS,
  MonthField,
  MonthTotal,
  PageHeader,
  TeacherMonthView,
  useListScreen,
  ViewDialog,
} from '@diary/web-kit';

import { RatesView } from './RatesView';
import { salaryColumns } from './salary-columns';
import { SALARY_TEXTS } from './salary-texts';
import { SalaryStore, type SalaryView } from './SalaryStore';

/** 'Закрыть месяц' (asked first) or 'Открыть месяц', once the month's state is known. */
const MonthSwitch = observer(function MonthSwitch({ store, confirm }: { store: SalaryStore; confirm: Confirm }) {
  const { salary } = store;
  if (!salary) return null;
  return salary.closed ? (
    <Button variant="outlined" startIcon={<LockOpenIcon />} disabled={store.switching} onClick={() => void store.setClosed(false, confirm)}>
      {SALARY_TEXTS.reopen}
    </Button>
  ) : (
    <Button variant="contained" startIcon={<LockIcon />} disabled={store.switching} onClick={() => void store.setClosed(true, confirm)}>
      {SALARY_TEXTS.close}
    </Button>
  );
});

/** The month's teachers, 'Итого' and whether the month is closed; a teacher's row opens their lessons. */
const TeachersView = observer(function TeachersView({ store }: { store: SalaryStore }) {
  const columns = useMemo(() => salaryColumns((id) => store.openTeacher(id)), [store]);
  const { salary } = store;
  return (
    <>
      {salary && <MonthTotal amount={salary.total} closed={salary.closed} />}
      <DataTable
        aria-label={SALARY_TEXTS.teachersTable}
        rows={store.rows}
        columns={columns}
        loading={store.status.isLoading}
        error={store.status.error}
        onRetry={() => void store.loadMonth()}
        emptyText={MONEY_TEXTS.noHeldLessons}
      />
    </>
  );
});

/** /admin/salary 'Начисление зарплаты' (docs/product/beyond.md §6, ADMIN). */
export const SalaryScreen = observer(function SalaryScreen() {
  const { store, confirm, confirmDialog } = useListScreen(() => new SalaryStore(appDeps));

  return (
    <>
      <PageHeader
        title={SALARY_TEXTS.title}
        actions={
          <>
            <MonthSwitch store={store} confirm={confirm} />
            <DownloadExcelButton getFile={() => store.exportFile()} fileName={store.exportFileName} />
          </>
        }
      />
      <FiltersBar>
        <MonthField label={MONEY_TEXTS.month} value={store.month} onChange={(month) => store.setMonth(month)} />
      </FiltersBar>
      <Tabs value={store.view} onChange={(_event, view: SalaryView) => store.setView(view)} aria-label={SALARY_TEXTS.views} sx={{ mb: 2 }}>
        <Tab value="teachers" label={SALARY_TEXTS.teachersView} />
        <Tab value="rates" label={SALARY_TEXTS.ratesView} />
      </Tabs>
      {store.view === 'teachers' ? <TeachersView store={store} /> : <RatesView rates={store.rates} confirm={confirm} />}
      {store.teacher.teacherId !== null && (
        <ViewDialog
          title={SALARY_TEXTS.teacherMonthTitle(store.openedTeacherName, formatMonth(store.teacher.month))}
          maxWidth="lg"
          onClose={() => store.closeTeacher()}
        >
          <TeacherMonthView store={store.teacher} />
        </ViewDialog>
      )}
      {confirmDialog}
    </>
  );
});
