import { observer } from 'mobx-react-lite';
import { ROLE_DESCRIPTIONS, ROLE_VALUES } from '@diary/common';
import { FiltersBar, SearchField, SelectFilter, type SelectOption } from '@diary/web-kit';
import type { MembersStore, RoleFilter } from './MembersStore';

const ROLE_OPTIONS: SelectOption<RoleFilter>[] = [
  { value: 'all', label: 'Все роли' },
  ...ROLE_VALUES.map((role) => ({ value: role, label: ROLE_DESCRIPTIONS[role] })),
];

export const MemberFilters = observer(function MemberFilters({ store }: { store: MembersStore }) {
  return (
    <FiltersBar>
      <SearchField label="Фамилия" placeholder="Поиск по фамилии" value={store.search} onChange={(value) => store.setSearch(value)} />
      <SelectFilter label="Роль" value={store.role} options={ROLE_OPTIONS} onChange={(value) => store.setRole(value)} />
    </FiltersBar>
  );
});
