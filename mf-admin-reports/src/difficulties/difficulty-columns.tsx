import { Box } from '@mui/material';
import ArchiveIcon from '@mui/icons-material/Archive';
import DeleteIcon from '@mui/icons-material/Delete';
import { fullName, initials, type Difficulty } from '@diary/common';
import { RowAction, type DataColumn } from '@diary/web-kit';

export interface DifficultyRowHandlers {
  onArchive?: (difficulty: Difficulty) => void;
  onDelete?: (difficulty: Difficulty) => void;
}

const rowName = (d: Difficulty) => fullName(d.student) || d.studentInitials;

/** docs/product/screens.md "Difficulties": Учитель, Ученик, Описание проблемы, Дата; archive and delete when allowed. */
export function difficultyColumns(handlers: DifficultyRowHandlers, isSortable: (field: string) => boolean): DataColumn<Difficulty>[] {
  const base: DataColumn<Difficulty>[] = [
    { field: 'author', headerName: 'Учитель', value: (d) => d.authorInitials || initials(d.author), flex: 1 },
    { field: 'student', headerName: 'Ученик', value: rowName, flex: 1.2 },
    { field: 'notes', headerName: 'Описание проблемы', flex: 2.5 },
    { field: 'createdAt', headerName: 'Дата', type: 'date', width: 120 },
  ];
  const columns: DataColumn<Difficulty>[] = base.map((column) => ({ ...column, sortable: isSortable(column.field) }));
  if (handlers.onArchive || handlers.onDelete) {
    columns.push({
      field: 'actions',
      headerName: 'Действия',
      type: 'actions',
      width: 110,
      render: (d) => (
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          {handlers.onArchive && (
            <RowAction
              title="В архив"
              label={`В архив: ${rowName(d)}`}
              icon={<ArchiveIcon fontSize="small" />}
              onClick={() => handlers.onArchive!(d)}
            />
          )}
          {handlers.onDelete && (
            <RowAction
              title="Удалить"
              label={`Удалить: ${rowName(d)}`}
              icon={<DeleteIcon fontSize="small" />}
              color="error"
              onClick={() => handlers.onDelete!(d)}
            />
          )}
        </Box>
      ),
    });
  }
  return columns;
}
