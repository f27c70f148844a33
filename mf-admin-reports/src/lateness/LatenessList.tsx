import { observer } from 'mobx-react-lite';
import type { TeacherLateness } from '@diary/common';
import { appDeps } from '@diary/web-kit';

import { DateFilter, RecordListScreen, RecordPersonFilter, useRecordScreen } from '../record-screens';
import { latenessColumns } from './lateness-columns';
import { LatenessForm } from './LatenessForm';
import { LATENESS_TEXTS, LatenessStore } from './LatenessStore';

/** /admin/teacher-lateness (docs/product/screens.md "Teacher lateness page"), paged by the API. */
export const LatenessList = observer(function LatenessList() {
  const screen = useRecordScreen<TeacherLateness, LatenessStore>(() => new LatenessStore(appDeps));
  const { store } = screen;
  return (
    <RecordListScreen
      screen={screen}
      texts={LATENESS_TEXTS}
      viewsLabel="Опоздания: актуальные или архив"
      columns={latenessColumns}
      renderForm={(row, close) => <LatenessForm store={store} lateness={row} onClose={close} />}
      filters={
        <>
          <RecordPersonFilter store={store} field="userId" label="Учитель" people="teachers" />
          <DateFilter label="Дата инцидента" value={store.filters.date} onChange={(value) => store.setFilter('date', value)} />
        </>
      }
    />
  );
});
