import { Box } from '@mui/material';
import ArchiveIcon from '@mui/icons-material/Archive';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { formatDate, fullName, type Compensation } from '@diary/common';
import type { DataColumn } from '@diary/common/ui';
import { RowAction } from '../shared';

export interface CompensationRowHandlers {
  onEdit?: (c: Compensation) => void;
  onArchive?: (c: Compensation) => void;
  onRestore?: (c: Compensation) => void;
  onDelete?: (c: Compensation) => void;
}

/** Names the row for screen readers and tests: the student and the date. */
export const compensationLabel = (c: Compensation) => `${fullName(c.student)} ${formatDate(c.eventDate)}`;

/** SPEC §2 "Compensations page": Учитель, Ученик, Предмет, Дата случившегося, Комментарий, Дата создания. */
export function compensationColumns(handlers: CompensationRowHandlers): DataColumn<Compensation>[] {
  const columns: DataColumn<Compensation>[] = [
    { field: 'teacher', headerName: 'Учитель', value: (c) => fullName(c.teacher), flex: 1.2 },
    { field: 'student', headerName: 'Ученик', value: (c) => fullName(c.student), flex: 1.2 },
    { field: 'subject', headerName: 'Предмет', value: (c) => c.subject?.name ?? '', flex: 0.8 },
    { field: 'eventDate', headerName: 'Дата случившегося', type: 'date', width: 150 },
    { field: 'comment', headerName: 'Комментарий', flex: 2 },
    { field: 'createdAt', headerName: 'Дата создания', type: 'date', width: 130 },
  ];
  const { onEdit, onArchive, onRestore, onDelete } = handlers;
  if (onEdit || onArchive || onRestore || onDelete) {
    columns.push({
      field: 'actions',
      headerName: 'Действия',
      type: 'actions',
      width: 120,
      render: (c) => (
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          {onEdit && <RowAction title="Изменить" label={`Изменить ${compensationLabel(c)}`} icon={<EditIcon fontSize="small" />} onClick={() => onEdit(c)} />}
          {onArchive && (
            <RowAction title="Удалить (в архив)" label={`В архив ${compensationLabel(c)}`} icon={<ArchiveIcon fontSize="small" />} onClick={() => onArchive(c)} />
          )}
          {onRestore && (
            <RowAction title="Восстановить" label={`Восстановить ${compensationLabel(c)}`} icon={<UnarchiveIcon fontSize="small" />} onClick={() => onRestore(c)} />
          )}
          {onDelete && (
            <RowAction title="Удалить" label={`Удалить ${compensationLabel(c)}`} icon={<DeleteIcon fontSize="small" />} color="error" onClick={() => onDelete(c)} />
          )}
        </Box>
      ),
    });
  }
  return columns;
}
