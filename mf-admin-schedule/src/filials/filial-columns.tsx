import { Box, Button, Chip } from '@mui/material';
import ArchiveIcon from '@mui/icons-material/Archive';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import EditIcon from '@mui/icons-material/Edit';
import RestoreIcon from '@mui/icons-material/Restore';
import type { Filial } from '@diary/common';
import type { DataColumn } from '@diary/web-kit';
import { RowAction } from '@diary/web-kit';
import { infoOf } from './filial-form-model';
import { ACTION_LABELS, ARCHIVED_STATUS, workingHoursText, type ArchiveView } from './filial-text';

export interface FilialRowHandlers {
  onView: (filial: Filial) => void;
  onEdit: (filial: Filial) => void;
  onArchive: (filial: Filial) => void;
  onRestore: (filial: Filial) => void;
  onForceDelete: (filial: Filial) => void;
}

/** Active rows: 'Изменить' and 'Архивировать'; archived rows: 'Восстановить' and 'Удалить навсегда'. */
function ManageActions({ filial, view, handlers }: { filial: Filial; view: ArchiveView; handlers: FilialRowHandlers }) {
  if (view === 'archived') {
    return (
      <>
        <RowAction
          title={ACTION_LABELS.restore}
          label={`${ACTION_LABELS.restore} ${filial.name}`}
          color="primary"
          icon={<RestoreIcon fontSize="small" />}
          onClick={() => handlers.onRestore(filial)}
        />
        <RowAction
          title={ACTION_LABELS.forceDelete}
          label={`${ACTION_LABELS.forceDelete} ${filial.name}`}
          color="error"
          icon={<DeleteForeverIcon fontSize="small" />}
          onClick={() => handlers.onForceDelete(filial)}
        />
      </>
    );
  }
  return (
    <>
      <RowAction
        title={ACTION_LABELS.edit}
        label={`${ACTION_LABELS.edit} ${filial.name}`}
        icon={<EditIcon fontSize="small" />}
        onClick={() => handlers.onEdit(filial)}
      />
      <RowAction
        title={ACTION_LABELS.archive}
        label={`${ACTION_LABELS.archive} ${filial.name}`}
        color="error"
        icon={<ArchiveIcon fontSize="small" />}
        onClick={() => handlers.onArchive(filial)}
      />
    </>
  );
}

/** docs/product/screens.md: Название, Город, Адрес, Время работы, Дата создания, Действия; the archive adds 'Статус'. */
export function filialColumns(manage: boolean, view: ArchiveView, handlers: FilialRowHandlers): DataColumn<Filial>[] {
  const columns: DataColumn<Filial>[] = [
    { field: 'name', headerName: 'Название', flex: 1.5 },
    { field: 'city', headerName: 'Город', value: (f) => infoOf(f)?.city ?? '', flex: 1 },
    { field: 'address', headerName: 'Адрес', value: (f) => infoOf(f)?.street ?? '', flex: 1.5 },
    { field: 'hours', headerName: 'Время работы', value: workingHoursText, width: 150 },
    { field: 'createdAt', headerName: 'Дата создания', type: 'date', width: 140 },
  ];
  if (view === 'archived') {
    columns.push({
      field: 'status',
      headerName: 'Статус',
      value: () => ARCHIVED_STATUS,
      render: () => <Chip size="small" label={ARCHIVED_STATUS} />,
      width: 140,
    });
  }
  columns.push({
    field: 'actions',
    headerName: 'Действия',
    type: 'actions',
    width: manage ? 220 : 130,
    render: (filial) => (
      <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', height: '100%' }}>
        <Button size="small" onClick={() => handlers.onView(filial)} aria-label={`${ACTION_LABELS.view} ${filial.name}`}>
          {ACTION_LABELS.view}
        </Button>
        {manage && <ManageActions filial={filial} view={view} handlers={handlers} />}
      </Box>
    ),
  });
  return columns;
}
