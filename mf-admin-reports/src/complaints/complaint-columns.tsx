import { Box } from '@mui/material';
import ArchiveIcon from '@mui/icons-material/Archive';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { formatDate, fullName, type Complaint } from '@diary/common';
import type { DataColumn } from '@diary/common/ui';
import { RowAction } from '../shared';

export interface ComplaintRowHandlers {
  onEdit?: (c: Complaint) => void;
  onArchive?: (c: Complaint) => void;
  onRestore?: (c: Complaint) => void;
  onDelete?: (c: Complaint) => void;
}

/** Names the row for screen readers and tests: the teacher and the date. */
export const complaintLabel = (c: Complaint) => `${fullName(c.teacher)} ${formatDate(c.incidentDate)}`;

/** SPEC §2 "Complaints admin page": Учитель, Ученик, Дата инцидента, Комментарий, Дата создания. */
export function complaintColumns(handlers: ComplaintRowHandlers): DataColumn<Complaint>[] {
  const columns: DataColumn<Complaint>[] = [
    { field: 'teacher', headerName: 'Учитель', value: (c) => fullName(c.teacher), flex: 1.2 },
    { field: 'student', headerName: 'Ученик', value: (c) => (c.student ? fullName(c.student) : '—'), flex: 1.2 },
    { field: 'incidentDate', headerName: 'Дата инцидента', type: 'date', width: 140 },
    { field: 'comment', headerName: 'Комментарий', flex: 2.2 },
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
          {onEdit && <RowAction title="Изменить" label={`Изменить ${complaintLabel(c)}`} icon={<EditIcon fontSize="small" />} onClick={() => onEdit(c)} />}
          {onArchive && <RowAction title="В архив" label={`В архив ${complaintLabel(c)}`} icon={<ArchiveIcon fontSize="small" />} onClick={() => onArchive(c)} />}
          {onRestore && (
            <RowAction title="Восстановить" label={`Восстановить ${complaintLabel(c)}`} icon={<UnarchiveIcon fontSize="small" />} onClick={() => onRestore(c)} />
          )}
          {onDelete && (
            <RowAction title="Удалить" label={`Удалить ${complaintLabel(c)}`} icon={<DeleteIcon fontSize="small" />} color="error" onClick={() => onDelete(c)} />
          )}
        </Box>
      ),
    });
  }
  return columns;
}
