import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { Tab, Tabs } from '@mui/material';
import type { Complaint } from '@diary/common';
import { appDeps, PageHeader, SearchField } from '@diary/web-kit';

import { FeedbackList, FEEDBACK_TEXTS } from '../feedback';
import { DateFilter, RecordPageActions, RecordPersonFilter, RecordTable, useRecordScreen } from '../record-screens';
import { complaintColumns } from './complaint-columns';
import { ComplaintForm } from './ComplaintForm';
import { COMPLAINT_TEXTS, ComplaintsStore } from './ComplaintsStore';

type Section = 'complaints' | 'feedback';

/** /admin/complaints (docs/product/screens.md "Complaints admin page"), with the students' feedback beside it (`?tab=feedback`). */
export const ComplaintList = observer(function ComplaintList() {
  const [params, setParams] = useSearchParams();
  const section: Section = params.get('tab') === 'feedback' ? 'feedback' : 'complaints';
  const { store, confirmDialog, editing, handlers, create, closeForm } = useRecordScreen<Complaint, ComplaintsStore>(
    () => new ComplaintsStore(appDeps),
  );
  const { filters } = store;
  const columns = useMemo(() => complaintColumns(handlers), [handlers]);

  function showSection(next: Section) {
    // the other list's state stays in the address for the way back
    setParams(
      (current) => {
        const shown = new URLSearchParams(current);
        if (next === 'feedback') shown.set('tab', 'feedback');
        else shown.delete('tab');
        return shown;
      },
      { replace: true },
    );
  }

  return (
    <>
      <PageHeader
        title={COMPLAINT_TEXTS.title}
        actions={section === 'complaints' && <RecordPageActions store={store} createLabel={COMPLAINT_TEXTS.create} onCreate={create} />}
      />
      <Tabs
        value={section}
        onChange={(_event, next: Section) => showSection(next)}
        aria-label="Разделы жалоб"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="complaints" label="Жалобы на преподавателей" />
        <Tab value="feedback" label={FEEDBACK_TEXTS.title} />
      </Tabs>
      {section === 'feedback' ? (
        <FeedbackList />
      ) : (
        <RecordTable
          store={store}
          title={COMPLAINT_TEXTS.title}
          viewsLabel="Жалобы: актуальные или архив"
          columns={columns}
          filters={
            <>
              <RecordPersonFilter store={store} field="teacherId" label="Учитель" people="teachers" />
              <RecordPersonFilter store={store} field="studentId" label="Ученик" people="students" />
              <DateFilter label="Дата инцидента" value={filters.date} onChange={(value) => store.setFilter('date', value)} />
              <SearchField label="Комментарий" value={filters.comment} onChange={(value) => store.setFilter('comment', value)} />
            </>
          }
        />
      )}
      {editing && <ComplaintForm store={store} complaint={editing.row} onClose={closeForm} />}
      {confirmDialog}
    </>
  );
});
