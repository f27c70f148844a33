import { observer } from 'mobx-react-lite';
import { Autocomplete, Button, TextField } from '@mui/material';
import { FiltersBar, SearchField, SelectFilter } from '@diary/web-kit';
import { StudentFilter } from '../record-screens';
import { PersonFilter } from '../shared';
import { CHECK_TYPE_OPTIONS, type AdminAchievementsStore } from './AdminAchievementsStore';

/**
 * The admin list's filters (docs/product/screens.md): teacher, student, subject, topic and check type. They are
 * applied by the API; typing in 'Тема' waits for a pause before the list reloads.
 */
export const AchievementFilters = observer(function AchievementFilters({ store }: { store: AdminAchievementsStore }) {
  const { filters } = store;
  return (
    <FiltersBar>
      <PersonFilter
        label="Учитель"
        options={store.teachers}
        value={filters.teacherId}
        loading={store.lookupsLoading}
        onChange={(id) => store.setFilter('teacherId', id)}
      />
      <StudentFilter label="Ученик" value={filters.studentId} onChange={(id) => store.setFilter('studentId', id)} />
      <Autocomplete<string>
        options={store.subjects}
        value={filters.subject || null}
        onChange={(_event, next) => store.setFilter('subject', next ?? '')}
        noOptionsText="Не найдено"
        renderInput={(params) => <TextField {...params} label="Предмет" size="small" />}
        sx={{ minWidth: 200 }}
      />
      <SearchField label="Тема" value={filters.topic} onChange={(value) => store.setFilter('topic', value)} />
      <SelectFilter
        label="Тип проверки"
        value={filters.checkType}
        options={CHECK_TYPE_OPTIONS}
        onChange={(value) => store.setFilter('checkType', value)}
      />
      {store.hasFilters && <Button onClick={() => store.clearFilters()}>Сбросить фильтры</Button>}
    </FiltersBar>
  );
});
