import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { Button, Tab, Tabs } from '@mui/material';
import type { Complaint } from '@diary/common';
import { ArchiveTabs, DataTable, FiltersBar, PageHeader, SearchField, toast } from '@diary/common/ui';
import { http, session } from 'mf_auth/session';
import { FeedbackSection, FEEDBACK_TEXTS } from '../feedback';
import { PersonFilter } from '../shared';
import { DateFilter, RecordPageActions, useRecordScreen } from '../staff-kit';
import { complaintColumns } from './complaint-columns';
import { ComplaintForm } from './ComplaintForm';
import { COMPLAINT_TEXTS, ComplaintsStore } from './ComplaintsStore';

type Section = 'complaints' | 'feedback';

/** /admin/complaints (docs/product/screens.md "Complaints admin page"), with the students' feedback beside it (`?tab=feedback`). */
export const ComplaintsPage = observer(function ComplaintsPage() {
  const [params, setParams] = useSearchParams();
  const section: Section = params.get('tab') === 'feedback' ? 'feedback' : 'complaints';
  const { store, confirmDialog, editing, handlers, create, closeForm } = useRecordScreen<Complaint, ComplaintsStore>(
    () => new ComplaintsStore({ http, viewer: session, notify: toast }),
  );
  const { list, lookups, filters } = store;
  const columns = useMemo(() => complaintColumns(handlers), [handlers]);

  return (
    <>
      <PageHeader
        title={COMPLAINT_TEXTS.title}
        actions={section === 'complaints' && <RecordPageActions store={store} createLabel={COMPLAINT_TEXTS.create} onCreate={create} />}
      />
      <Tabs
        value={section}
        onChange={(_event, next: Section) => setParams(next === 'feedback' ? { tab: 'feedback' } : {}, { replace: true })}
        aria-label="Разделы жалоб"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="complaints" label="Жалобы на преподавателей" />
        <Tab value="feedback" label={FEEDBACK_TEXTS.title} />
      </Tabs>
      {section === 'feedback' ? (
        <FeedbackSection />
      ) : (
        <>
          <ArchiveTabs
            label="Жалобы: актуальные или архив"
            activeLabel="Актуальные"
            value={store.view}
            onChange={(view) => store.setView(view)}
          />
          <FiltersBar>
            <PersonFilter
              label="Учитель"
              options={lookups.teachers}
              value={filters.teacherId}
              loading={lookups.loading}
              onChange={(id) => store.setFilter('teacherId', id)}
            />
            <PersonFilter
              label="Ученик"
              options={lookups.students}
              value={filters.studentId}
              loading={lookups.loading}
              onChange={(id) => store.setFilter('studentId', id)}
            />
            <DateFilter label="Дата инцидента" value={filters.date} onChange={(value) => store.setFilter('date', value)} />
            <SearchField label="Комментарий" value={filters.comment} onChange={(value) => store.setFilter('comment', value)} />
            {store.hasFilters && <Button onClick={() => store.clearFilters()}>Сбросить фильтры</Button>}
          </FiltersBar>
          <DataTable
            aria-label={COMPLAINT_TEXTS.title}
            rows={store.rows}
            columns={columns}
            loading={list.isLoading}
            error={list.error}
            onRetry={() => void store.load()}
            emptyText={store.emptyText}
            initialSort={[{ field: 'createdAt', sort: 'desc' }]}
          />
        </>
      )}
      {editing && <ComplaintForm store={store} complaint={editing.row} onClose={closeForm} />}
      {confirmDialog}
    </>
  );
});
