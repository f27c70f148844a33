import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { appDeps, useConfirm, useUrlState } from '@diary/web-kit';

import { RecordTable } from '../record-screens';
import { feedbackColumns } from './feedback-columns';
import { FEEDBACK_TEXTS, FeedbackStore } from './FeedbackStore';

/** The students' feedback on /admin/complaints: read, open the file, archive and restore. */
export const FeedbackList = observer(function FeedbackList() {
  const [store] = useState(() => new FeedbackStore(appDeps));
  const [confirm, confirmDialog] = useConfirm();
  useUrlState(store.url);

  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);

  const { rights } = store;
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
      <RecordTable store={store} title={FEEDBACK_TEXTS.title} viewsLabel="Обратная связь: актуальная или архив" columns={columns} />
      {confirmDialog}
    </>
  );
});
