import { observer } from 'mobx-react-lite';
import { Box } from '@mui/material';
import ArchiveIcon from '@mui/icons-material/Archive';
import EditIcon from '@mui/icons-material/Edit';
import RestoreIcon from '@mui/icons-material/Restore';
import { formatDuration, formatPrice, type Service } from '@diary/common';
import type { DataColumn } from '@diary/web-kit';
import { RowAction } from '@diary/web-kit';
import type { ServicesStore } from './ServicesStore';
import { groupTypeName } from './service-text';

export interface ServiceRowHandlers {
  onEdit: (service: Service) => void;
  onArchive: (service: Service) => void;
  onRestore: (service: Service) => void;
}

/** Active rows: 'Изменить' and the archiving delete; archived rows: 'Восстановить'. */
const ServiceRowActions = observer(function ServiceRowActions({
  service,
  store,
  onEdit,
  onArchive,
  onRestore,
}: ServiceRowHandlers & { service: Service; store: ServicesStore }) {
  if (!store.rights.manage) return null;
  if (service.isArchived) {
    return (
      <RowAction
        title="Восстановить"
        label={`Восстановить ${service.name}`}
        icon={<RestoreIcon fontSize="small" />}
        color="primary"
        onClick={() => onRestore(service)}
      />
    );
  }
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <RowAction title="Изменить" label={`Изменить ${service.name}`} icon={<EditIcon fontSize="small" />} onClick={() => onEdit(service)} />
      <RowAction
        title="Архивировать"
        label={`Архивировать ${service.name}`}
        color="error"
        icon={<ArchiveIcon fontSize="small" />}
        onClick={() => onArchive(service)}
      />
    </Box>
  );
});

/** docs/product/screens.md: Название, Тип группы, Длительность, Стоимость, Дата создания, Действия (the ADMIN's). */
export function serviceColumns(store: ServicesStore, handlers: ServiceRowHandlers): DataColumn<Service>[] {
  const columns: DataColumn<Service>[] = [
    { field: 'name', headerName: 'Название', flex: 2 },
    { field: 'groupType', headerName: 'Тип группы', value: groupTypeName, flex: 1.2 },
    {
      field: 'duration_minutes',
      headerName: 'Длительность',
      value: (service) => service.duration_minutes,
      render: (service) => formatDuration(service.duration_minutes),
      width: 140,
    },
    {
      field: 'price',
      headerName: 'Стоимость',
      value: (service) => Number(service.price),
      render: (service) => formatPrice(service.price),
      width: 150,
      align: 'right',
    },
    { field: 'createdAt', headerName: 'Дата создания', type: 'date', width: 140 },
  ];
  if (store.rights.manage) {
    columns.push({
      field: 'actions',
      headerName: 'Действия',
      type: 'actions',
      width: 120,
      render: (service) => <ServiceRowActions service={service} store={store} {...handlers} />,
    });
  }
  return columns;
}
