import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import type { ClassItem } from '@diary/common';
import {
  appDeps,
  type DataColumn,
  FiltersBar,
  ListTable,
  PageHeader,
  searchBinding,
  SearchField,
  useConfirm,
  useUrlState,
} from '@diary/web-kit';

import { RowAction } from '@diary/web-kit';
import { teacherNames } from './class-form-model';
import { ClassForm } from './ClassForm';
import { ClassChoicesStore, ClassesStore } from './ClassesStore';

/** /admin/classes 'Классы'. */
export const ClassList = observer(function ClassList() {
  const [store] = useState(() => new ClassesStore(appDeps));
  const [choices] = useState(() => new ClassChoicesStore(appDeps));
  const [creating, setCreating] = useState(false);
  const [confirm, confirmDialog] = useConfirm();
  const navigate = useNavigate();
  useUrlState(searchBinding(store));

  useEffect(() => {
    void store.load();
  }, [store]);

  const canDelete = store.rights.delete;
  const columns = useMemo<DataColumn<ClassItem>[]>(
    () => [
      { field: 'name', headerName: 'Название', flex: 2 },
      { field: 'academic_year', headerName: 'Учебный год', value: (c) => c.academic_year ?? '', width: 130 },
      { field: 'teachers', headerName: 'Учитель', value: teacherNames, flex: 1.5 },
      { field: 'schedules', headerName: 'Количество занятий', value: (c) => c.schedules?.length ?? 0, width: 170, align: 'right' },
      { field: 'createdAt', headerName: 'Дата создания', type: 'date', width: 140 },
      {
        field: 'actions',
        headerName: 'Действия',
        type: 'actions',
        width: canDelete ? 170 : 120,
        render: (item) => (
          <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
            <Button size="small" aria-label={`Просмотр ${item.name}`} onClick={() => void navigate(`/admin/classes/${item.id}`)}>
              Просмотр
            </Button>
            {canDelete && (
              <RowAction
                title="Удалить"
                label={`Удалить ${item.name}`}
                color="error"
                icon={<DeleteIcon fontSize="small" />}
                onClick={() => void store.remove(item, confirm)}
              />
            )}
          </Box>
        ),
      },
    ],
    [canDelete, navigate, store, confirm],
  );

  return (
    <>
      <PageHeader
        title="Классы"
        actions={
          store.rights.create && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => {
                void choices.load();
                setCreating(true);
              }}
            >
              Создать класс
            </Button>
          )
        }
      />
      <FiltersBar>
        <SearchField label="Поиск" placeholder="Название, учебный год, учитель" value={store.search} onChange={(v) => store.setSearch(v)} />
      </FiltersBar>
      <ListTable
        aria-label="Классы"
        list={store.list}
        rows={store.filtered}
        columns={columns}
        onRetry={() => void store.load()}
        emptyText={store.search.trim() ? 'Ничего не найдено' : 'Нет классов'}
      />
      {creating && (
        <ClassForm
          choices={choices}
          onSubmit={async (payload) => {
            const result = await store.save(payload);
            if (result.ok) setCreating(false);
            return result;
          }}
          onCancel={() => setCreating(false)}
        />
      )}
      {confirmDialog}
    </>
  );
});
