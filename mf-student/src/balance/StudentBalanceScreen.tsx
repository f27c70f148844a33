import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { appDeps, PageHeader, StudentBalanceStore, StudentBalanceView } from '@diary/web-kit';
import { session } from 'mf_auth/session';

export const STUDENT_BALANCE_TITLE = 'Баланс';

/**
 * /student/balance 'Баланс' (docs/product/beyond.md §7): the student's own balance ('Долг: …' in red
 * when they owe), what they paid and were charged, and the payments and charges newest first.
 */
export const StudentBalanceScreen = observer(function StudentBalanceScreen({ store: given }: { store?: StudentBalanceStore }) {
  const [store] = useState(() => given ?? new StudentBalanceStore(appDeps, session.user?.id ?? null));

  useEffect(() => {
    void store.fetch();
    return () => store.cancel();
  }, [store]);

  return (
    <>
      <PageHeader title={STUDENT_BALANCE_TITLE} />
      <StudentBalanceView store={store} />
    </>
  );
});
