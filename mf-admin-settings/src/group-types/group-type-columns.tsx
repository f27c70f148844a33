import { observer } from 'mobx-react-lite';
import { Box } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { UNLIMITED_PLACES, type GroupType } from '@diary/common';
import type { DataColumn } from '@diary/web-kit';
import { RowAction } from '@diary/web-kit';
import type { GroupTypesStore } from './GroupTypesStore';

export const UNLIMITED_PLACES_TEXT = 'Неограниченно';

/** docs/product/constants.md: 0 places is 'Неограниченно'. */
export function placesText(totalPlaces: number): string {
  return totalPlaces === UNLIMITED_PLACES ? UNLIMITED_PLACES_TEXT : String(totalPlaces);
}

export interface GroupTypeRowHandlers {
  onEdit: (type: GroupType) => void;
  onDelete: (type: GroupType) => void;
}

const GroupTypeRowActions = observer(function GroupTypeRowActions({
  type,
  store,
  onEdit,
  onDelete,
}: GroupTypeRowHandlers & { type: GroupType; store: GroupTypesStore }) {
  if (!store.canManage) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <RowAction title="Изменить" label={`Изменить ${type.name}`} icon={<EditIcon fontSize="small" />} onClick={() => onEdit(type)} />
      <RowAction
        title="Удалить"
        label={`Удалить ${type.name}`}
        color="error"
        icon={<DeleteIcon fontSize="small" />}
        onClick={() => onDelete(type)}
      />
    </Box>
  );
});

/** docs/product/screens.md: ID, Название, Всего мест, Дата создания, Действия (the last for the ADMIN). */
export function groupTypeColumns(store: GroupTypesStore, handlers: GroupTypeRowHandlers): DataColumn<GroupType>[] {
  const columns: DataColumn<GroupType>[] = [
    { field: 'id', headerName: 'ID', type: 'number', width: 90 },
    { field: 'name', headerName: 'Название', flex: 2 },
    {
      field: 'total_places',
      headerName: 'Всего мест',
      // unlimited sorts after every number
      value: (type) => (type.total_places === UNLIMITED_PLACES ? Number.MAX_SAFE_INTEGER : type.total_places),
      render: (type) => placesText(type.total_places),
      width: 150,
    },
    { field: 'createdAt', headerName: 'Дата создания', type: 'date', width: 150 },
  ];
  if (store.canManage) {
    columns.push({
      field: 'actions',
      headerName: 'Действия',
      type: 'actions',
      width: 120,
      render: (type) => <GroupTypeRowActions type={type} store={store} {...handlers} />,
    });
  }
  return columns;
}
