import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { TextField } from '@mui/material';
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS, AUDIT_ENTITIES, AUDIT_ENTITY_LABELS, type AuditAction, type AuditEntity } from '@diary/common';
import {
  appDeps,
  AUDIT_TEXTS,
  DateField,
  DownloadExcelButton,
  FiltersBar,
  ListTable,
  PageHeader,
  SelectFilter,
  useUrlState,
} from '@diary/web-kit';

import { PersonFilter } from '../shared';
import { auditColumns } from './audit-columns';
import { AuditStore } from './AuditStore';

const ENTITY_OPTIONS = [
  { value: '' as const, label: 'Все' },
  ...AUDIT_ENTITIES.map((entity) => ({ value: entity, label: AUDIT_ENTITY_LABELS[entity] })),
];
const ACTION_OPTIONS = [
  { value: '' as const, label: 'Все' },
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
];

/** /admin/audit 'Журнал изменений' (docs/product/beyond.md §4, ADMIN). */
export const AuditList = observer(function AuditList() {
  const [store] = useState(() => new AuditStore(appDeps));
  useUrlState(store.url);

  useEffect(() => {
    void store.load();
    void store.loadPeople();
    return () => store.dispose();
  }, [store]);

  const { filters } = store;
  return (
    <>
      <PageHeader
        title={AUDIT_TEXTS.title}
        actions={<DownloadExcelButton getFile={() => store.exportFile()} fileName={AUDIT_TEXTS.exportFile} />}
      />
      <FiltersBar>
        <SelectFilter<AuditEntity | ''>
          label="Объект"
          value={filters.entity}
          options={ENTITY_OPTIONS}
          onChange={(value) => store.setFilter('entity', value)}
          minWidth={180}
        />
        <TextField
          size="small"
          label="№ записи"
          value={filters.entityId}
          onChange={(e) => store.setFilter('entityId', e.target.value.replace(/\D/g, ''))}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: 130 }}
        />
        <PersonFilter
          label="Кто"
          options={store.people}
          value={filters.actorId}
          loading={store.peopleLoading}
          onChange={(id) => store.setFilter('actorId', id)}
        />
        <SelectFilter<AuditAction | ''>
          label="Действие"
          value={filters.action}
          options={ACTION_OPTIONS}
          onChange={(value) => store.setFilter('action', value)}
          minWidth={200}
        />
        <DateField
          size="small"
          label="С"
          value={filters.from}
          onChange={(e) => store.setFilter('from', e.target.value)}
          sx={{ width: 170 }}
        />
        <DateField size="small" label="По" value={filters.to} onChange={(e) => store.setFilter('to', e.target.value)} sx={{ width: 170 }} />
      </FiltersBar>
      <ListTable
        aria-label={AUDIT_TEXTS.title}
        list={store.list}
        columns={auditColumns}
        onRetry={() => void store.load()}
        emptyText={AUDIT_TEXTS.empty}
        autoRowHeight
        phoneCards
      />
    </>
  );
});
