import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import type { TeacherLateness } from '@diary/common';
import { PageHeader, toast } from '@diary/common/ui';
import { http, session } from 'mf_auth/session';
import { DateFilter, RecordPageActions, RecordPersonFilter, RecordTable, useRecordScreen } from '../record-screens';
import { latenessColumns } from './lateness-columns';
import { LatenessForm } from './LatenessForm';
import { LATENESS_TEXTS, LatenessStore } from './LatenessStore';

/** /admin/teacher-lateness (docs/product/screens.md "Teacher lateness page"), paged by the API. */
export const LatenessList = observer(function LatenessList() {
  const { store, confirmDialog, editing, handlers, create, closeForm } = useRecordScreen<TeacherLateness, LatenessStore>(
    () => new LatenessStore({ http, viewer: session, notify: toast }),
  );
  const columns = useMemo(() => latenessColumns(handlers), [handlers]);

  return (
    <>
      <PageHeader
        title={LATENESS_TEXTS.title}
        actions={<RecordPageActions store={store} createLabel={LATENESS_TEXTS.create} onCreate={create} />}
      />
      <RecordTable
        store={store}
        title={LATENESS_TEXTS.title}
        viewsLabel="Опоздания: актуальные или архив"
        columns={columns}
        filters={
          <>
            <RecordPersonFilter store={store} field="userId" label="Учитель" people="teachers" />
            <DateFilter label="Дата инцидента" value={store.filters.date} onChange={(value) => store.setFilter('date', value)} />
          </>
        }
      />
      {editing && <LatenessForm store={store} lateness={editing.row} onClose={closeForm} />}
      {confirmDialog}
    </>
  );
});
