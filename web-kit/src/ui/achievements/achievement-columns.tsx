import { Box, IconButton, Tooltip } from '@mui/material';
import ArchiveIcon from '@mui/icons-material/Archive';
import EditIcon from '@mui/icons-material/Edit';
import { fullName } from '@diary/common/format';
import type { DataColumn } from '../table-columns';
import type { Achievement } from './types';

/** Whose list it is: a teacher sees the student of each row, a student sees the teacher. */
export type AchievementPerspective = 'teacher' | 'student';

export interface AchievementRowHandlers {
  onEdit: (achievement: Achievement) => void;
  onArchive: (achievement: Achievement) => void;
}

const NOT_GRADED = '—';

export const studentName = (a: Achievement) => fullName(a.student) || a.studentInitials;
export const authorName = (a: Achievement) => a.authorInitials || fullName(a.author);

/**
 * docs/product/screens.md "Achievements list": Ученик (or Преподаватель), Предмет, Дата теста, Тема, Тип проверки,
 * Макс. балл, Набранные баллы, Комментарий; an ungraded achievement shows '—' for its points.
 * With handlers, a last column holds the edit and archive buttons.
 */
export function achievementColumns(perspective: AchievementPerspective, handlers?: AchievementRowHandlers): DataColumn<Achievement>[] {
  const columns: DataColumn<Achievement>[] = [
    perspective === 'teacher'
      ? { field: 'student', headerName: 'Ученик', value: studentName, flex: 1.3 }
      : { field: 'author', headerName: 'Преподаватель', value: authorName, flex: 1.2 },
    { field: 'subject', headerName: 'Предмет' },
    { field: 'lessonDate', headerName: 'Дата теста', type: 'date', width: 120 },
    { field: 'lessonTheme', headerName: 'Тема', flex: 1.3 },
    { field: 'checkType', headerName: 'Тип проверки', flex: 1.2 },
    {
      field: 'maxPoints',
      headerName: 'Макс. балл',
      type: 'number',
      width: 110,
      render: (a) => a.maxPoints ?? NOT_GRADED,
    },
    {
      field: 'points',
      headerName: 'Набранные баллы',
      type: 'number',
      width: 140,
      render: (a) => a.points ?? NOT_GRADED,
    },
    { field: 'notes', headerName: 'Комментарий', flex: 1.5 },
  ];
  if (handlers) {
    columns.push({
      field: 'actions',
      headerName: 'Действия',
      type: 'actions',
      width: 110,
      render: (a) => (
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          <Tooltip title="Изменить">
            <IconButton size="small" aria-label="Изменить" onClick={() => handlers.onEdit(a)}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="В архив">
            <IconButton size="small" color="error" aria-label="В архив" onClick={() => handlers.onArchive(a)}>
              <ArchiveIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      ),
    });
  }
  return columns;
}
