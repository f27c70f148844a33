import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { ArchiveTabs, DataTable, toast, useConfirm } from '@diary/common/ui';
import { http, session } from 'mf_auth/session';
import { feedbackColumns } from './feedback-columns';
import { FEEDBACK_TEXTS, FeedbackStore } from './FeedbackStore';

/** The students' feedback on /admin/complaints: read, open the file, archive and restore. */
export const FeedbackSection = observer(function FeedbackSection() {
  const [store] = useState(() => new FeedbackStore({ http, viewer: session, notify: toast }));
  const [confirm, confirmDialog] = useConfirm();

  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);

  const { rights, list } = store;
  const columns = useMemo(
    () =>
      feedbackColumns({
        onDownload: (f) => void store.download(f),
        downloading: store.downloading,
        onArchive: rights.archive ? (f) => void store.archive(f, confirm) : undefined,
        onRestore: rights.restore ? (f) => void store.restore(f) : undefined,
      }),
    [store, confirm, store.downloading, rights.archive, rights.restore],
  );

  return (
    <>
      <ArchiveTabs
        label="Обратная связь: актуальная или архив"
        activeLabel="Актуальные"
        value={store.view}
        onChange={(view) => store.setView(view)}
      />
      <DataTable
        aria-label={FEEDBACK_TEXTS.title}
        rows={store.rows}
        columns={columns}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => void store.load()}
        emptyText={store.emptyText}
        initialSort={[{ field: 'createdAt', sort: 'desc' }]}
      />
      {confirmDialog}
    </>
  );
});
