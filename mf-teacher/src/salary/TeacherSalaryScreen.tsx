import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Box } from '@mui/material';
import { appDeps, MONEY_TEXTS, MonthField, PageHeader, TeacherMonthView, TeacherSalaryStore, useUrlState } from '@diary/web-kit';
import { session } from 'mf_auth/session';

export const TEACHER_SALARY_TITLE = 'Моя зарплата';

/**
 * /teacher/salary 'Моя зарплата' (docs/product/beyond.md §6): a month of the teacher's held lessons
 * (`?month=YYYY-MM`, the current one by default) with the rate and amount of each as the API reckoned
 * them, the month's amount, and 'Месяц закрыт' once the administrator has closed it.
 */
export const TeacherSalaryScreen = observer(function TeacherSalaryScreen({ store: given }: { store?: TeacherSalaryStore }) {
  const [store] = useState(() => given ?? new TeacherSalaryStore(appDeps, session.user?.id ?? null));
  useUrlState(store.url);

  useEffect(() => {
    void store.fetch();
    return () => store.cancel();
  }, [store]);

  return (
    <>
      <PageHeader title={TEACHER_SALARY_TITLE} />
      <Box sx={{ mb: 2 }}>
        <MonthField label={MONEY_TEXTS.month} value={store.month} onChange={(month) => store.setMonth(month)} />
      </Box>
      <TeacherMonthView store={store} />
    </>
  );
});
