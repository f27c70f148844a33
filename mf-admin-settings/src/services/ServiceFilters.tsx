import { observer } from 'mobx-react-lite';
import { FiltersBar, SearchField, SelectFilter } from '@diary/web-kit';
import type { ServicesStore } from './ServicesStore';

/** Search by name and by group type (docs/product/screens.md "Services screen"). */
export const ServiceFilters = observer(function ServiceFilters({ store }: { store: ServicesStore }) {
  return (
    <FiltersBar>
      <SearchField label="Название" placeholder="Поиск по названию" value={store.search} onChange={(v) => store.setSearch(v)} />
      <SelectFilter
        label="Тип группы"
        value={store.groupTypeFilter}
        options={store.groupTypeOptions}
        onChange={(v) => store.setGroupTypeFilter(v)}
      />
    </FiltersBar>
  );
});
