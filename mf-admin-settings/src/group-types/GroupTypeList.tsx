import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { appDeps, closeOnSuccess, SearchListPage } from '@diary/web-kit';

import { GroupTypeForm } from './GroupTypeForm';
import { groupTypeColumns } from './group-type-columns';
import { GroupTypesStore } from './GroupTypesStore';

/** /admin/group-types 'Типы групп'. */
export const GroupTypeList = observer(function GroupTypeList() {
  const [store] = useState(() => new GroupTypesStore(appDeps));
  return (
    <SearchListPage
      store={store}
      title="Типы групп"
      addLabel="Добавить тип занятия"
      canAdd={store.canManage}
      emptyText="Нет типов групп"
      columns={groupTypeColumns}
      renderForm={(groupType, close) => (
        <GroupTypeForm
          groupType={groupType}
          onSubmit={closeOnSuccess((input) => store.save(input, groupType?.id), close)}
          onCancel={close}
        />
      )}
    />
  );
});
