import type { User } from '@diary/common';
import type { DataColumn } from '@diary/web-kit';
import type { MembersStore } from './MembersStore';
import { MemberRowActions, type MemberRowHandlers } from './MemberRowActions';
import { roleText } from './member-text';

/**
 * docs/product/screens.md "Users screens": last name, first name, middle name, login, role, creation date. The API
 * sorts (MEMBER_SORT_FIELDS): patronymic and role have no sort there.
 */
export function memberColumns(store: MembersStore, handlers: MemberRowHandlers): DataColumn<User>[] {
  return [
    { field: 'second_name', headerName: 'Фамилия' },
    { field: 'first_name', headerName: 'Имя' },
    { field: 'last_name', headerName: 'Отчество', sortable: false },
    { field: 'username', headerName: 'Логин' },
    { field: 'roles', headerName: 'Роль', value: roleText, flex: 1.3, sortable: false },
    { field: 'createdAt', headerName: 'Дата создания', type: 'date', width: 140 },
    {
      field: 'actions',
      headerName: 'Действия',
      type: 'actions',
      width: 140,
      render: (user) => <MemberRowActions user={user} store={store} {...handlers} />,
    },
  ];
}
