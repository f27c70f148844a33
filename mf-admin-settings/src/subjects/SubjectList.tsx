import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { appDeps, closeOnSuccess, SearchListPage } from '@diary/web-kit';

import { SubjectForm } from './SubjectForm';
import { subjectColumns } from './subject-columns';
import { SubjectsStore } from './SubjectsStore';

/** /admin/subjects 'Предметы'. */
export const SubjectList = observer(function SubjectList() {
  const [store] = useState(() => new SubjectsStore(appDeps));
  return (
    <SearchListPage
      store={store}
      title="Предметы"
      addLabel="Добавить предмет"
      canAdd={store.rights.create}
      emptyText="Нет предметов"
      columns={subjectColumns}
      renderForm={(subject, close) => (
        <SubjectForm subject={subject} onSubmit={closeOnSuccess((input) => store.save(input, subject?.id), close)} onCancel={close} />
      )}
    />
  );
});
