import { Box } from '@mui/material';
import ArchiveIcon from '@mui/icons-material/Archive';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { RowAction, type DataColumn } from '@diary/web-kit';

/** What a record row offers; a missing handler is an action the viewer may not take here. */
export interface RecordRowHandlers<T> {
  onEdit?: (row: T) => void;
  onArchive?: (row: T) => void;
  onRestore?: (row: T) => void;
  onDelete?: (row: T) => void;
}

interface RecordActionsOptions<T> {
  /** Names the row for screen readers and tests: 'Изменить <label>'. */
  label: (row: T) => string;
  /** The archive button's tooltip: 'Удалить (в архив)' or 'В архив' (docs/product/screens.md per screen). */
  archiveTitle: string;
  width: number;
}

/** The columns with 'Действия' (edit, archive, restore, delete) added when the viewer may take any. */
export function withRecordActions<T>(
  columns: DataColumn<T>[],
  handlers: RecordRowHandlers<T>,
  options: RecordActionsOptions<T>,
): DataColumn<T>[] {
  const { onEdit, onArchive, onRestore, onDelete } = handlers;
  if (!onEdit && !onArchive && !onRestore && !onDelete) return columns;
  const { label, archiveTitle, width } = options;
  const actions: DataColumn<T> = {
    field: 'actions',
    headerName: 'Действия',
    type: 'actions',
    width,
    render: (row) => (
      <Box sx={{ display: 'flex', gap: 0.5 }}>
        {onEdit && (
          <RowAction title="Изменить" label={`Изменить ${label(row)}`} icon={<EditIcon fontSize="small" />} onClick={() => onEdit(row)} />
        )}
        {onArchive && (
          <RowAction
            title={archiveTitle}
            label={`В архив ${label(row)}`}
            icon={<ArchiveIcon fontSize="small" />}
            onClick={() => onArchive(row)}
          />
        )}
        {onRestore && (
          <RowAction
            title="Восстановить"
            label={`Восстановить ${label(row)}`}
            icon={<UnarchiveIcon fontSize="small" />}
            onClick={() => onRestore(row)}
          />
        )}
        {onDelete && (
          <RowAction
            title="Удалить"
            label={`Удалить ${label(row)}`}
            icon={<DeleteIcon fontSize="small" />}
            color="error"
            onClick={() => onDelete(row)}
          />
        )}
      </Box>
    ),
  };
  return [...columns, actions];
}
