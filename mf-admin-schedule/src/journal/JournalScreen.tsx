import { observer } from 'mobx-react-lite';
import { Tab, Tabs } from '@mui/material';
import { appDeps, DownloadExcelButton, PageHeader, useListScreen } from '@diary/web-kit';

import { DaysOffTab } from './DaysOffTab';
import { DayTab } from './DayTab';
import { DAY_TEXTS, DAYS_OFF_TEXTS, JOURNAL_TEXTS, UNMARKED_TEXTS } from './journal-texts';
import { JournalStore, type JournalTab } from './JournalStore';
import { UnmarkedTab } from './UnmarkedTab';

/** /admin/journal 'Журнал посещаемости' (docs/product/beyond.md §3): 'День', 'Не отмечено', 'Выходные'. */
export const JournalScreen = observer(function JournalScreen() {
  const { store, confirm, confirmDialog } = useListScreen(() => new JournalStore(appDeps));
  const { unmarked } = store;
  const unmarkedLabel = unmarked.status.loaded ? `${UNMARKED_TEXTS.tab} (${unmarked.total})` : UNMARKED_TEXTS.tab;

  return (
    <>
      <PageHeader
        title={JOURNAL_TEXTS.title}
        actions={store.rights.export && <DownloadExcelButton getFile={() => store.exportFile()} fileName={store.exportFileName} />}
      />
      <Tabs value={store.tab} onChange={(_event, tab: JournalTab) => store.setTab(tab)} aria-label={JOURNAL_TEXTS.tabs} sx={{ mb: 2 }}>
        <Tab value="day" label={DAY_TEXTS.tab} />
        <Tab value="unmarked" label={unmarkedLabel} />
        <Tab value="daysOff" label={DAYS_OFF_TEXTS.tab} />
      </Tabs>
      {store.tab === 'day' && <DayTab store={store} />}
      {store.tab === 'unmarked' && <UnmarkedTab store={store} />}
      {store.tab === 'daysOff' && <DaysOffTab store={store} confirm={confirm} />}
      {confirmDialog}
    </>
  );
});
