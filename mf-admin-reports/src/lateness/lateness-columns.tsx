import { Box } from '@mui/material';
import ArchiveIcon from '@mui/icons-material/Archive';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { formatDate, fullName, type TeacherLateness } from '@diary/common';
import type { DataColumn } from '@diary/common/ui';
import { RowAction } from '../shared';

export interface LatenessRowHandlers {
  onEdit?: (l: TeacherLateness) => void;
  onArchive?: (l: TeacherLateness) => void;
  onDelete?: (l: TeacherLateness) => void;
}

export const latenessLabel = (l: TeacherLateness) => `${fullName(l.user)} ${formatDate(l.incidentDate)}`;

/** SPEC §2 "Teacher lateness page": Учитель, Дата инцидента, Плановое время, Фактическое время, Опоздание (мин), Дата создания. */
export function latenessColumns(handlers: LatenessRowHandlers): DataColumn<TeacherLateness>[] {
  const columns: DataColumn<TeacherLateness>[] = [
    { field: 'user', headerName: 'Учитель', value: (l) => fullName(l.user), flex: 1.5, sortable: false },
    { field: 'incidentDate', headerName: 'Дата инцидента', type: 'date', width: 140, sortable: false },
    { field: 'plannedTime', headerName: 'Плановое время', value: (l) => l.plannedTime.slice(0, 5), width: 140, sortable: false },
    { field: 'actualTime', headerName: 'Фактическое время', value: (l) => l.actualTime.slice(0, 5), width: 160, sortable: false },
    { field: 'delay', headerName: 'Опоздание (мин)', type: 'number', width: 140, sortable: false },
    { field: 'createdAt', headerName: 'Дата создания', type: 'date', width: 130, sortable: false },
  ];
  const { onEdit, onArchive, onDelete } = handlers;
  if (onEdit || onArchive || onDelete) {
    columns.push({
      field: 'actions',
      headerName: 'Действия',
      type: 'actions',
      width: 110,
      render: (l) => (
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          {onEdit && <RowAction title="Изменить" label={`Изменить ${latenessLabel(l)}`} icon={<EditIcon fontSize="small" />} onClick={() => onEdit(l)} />}
          {onArchive && (
            <RowAction title="Удалить (в архив)" label={`В архив ${latenessLabel(l)}`} icon={<ArchiveIcon fontSize="small" />} onClick={() => onArchive(l)} />
          )}
          {onDelete && (
            <RowAction title="Удалить" label={`Удалить ${latenessLabel(l)}`} icon={<DeleteIcon fontSize="small" />} color="error" onClick={() => onDelete(l)} />
          )}
        </Box>
      ),
    });
  }
  return columns;
}
