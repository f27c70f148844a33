import { Box } from '@mui/material';
import ArchiveIcon from '@mui/icons-material/Archive';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { authorName, RowAction, studentName, type Achievement, type DataColumn } from '@diary/web-kit';

const NOT_GRADED = '—';

export interface ActiveRowHandlers {
  onEdit?: (achievement: Achievement) => void;
  onCopy: (achievement: Achievement) => void;
  onArchive?: (achievement: Achievement) => void;
}

export interface ArchiveRowHandlers {
  onDetails: (achievement: Achievement) => void;
  onDelete?: (achievement: Achievement) => void;
}

/** Only what the API can sort on is sortable: the rest would sort one page alone. */
function sortable<R>(columns: DataColumn<R>[], isSortable: (field: string) => boolean): DataColumn<R>[] {
  return columns.map((column) => (column.type === 'actions' ? column : { ...column, sortable: isSortable(column.field) }));
}

/**
 * docs/product/screens.md "Achievements list", admin variant: Дисциплина (subject and teacher), Ученик,
 * Дата отправки, Дата теста, Тема, Тип проверки, Баллы, Комментарий; edit, copy the comment, archive.
 */
export function activeAchievementColumns(handlers: ActiveRowHandlers, isSortable: (field: string) => boolean): DataColumn<Achievement>[] {
  return sortable(
    [
      { field: 'disciplineFormatted', headerName: 'Дисциплина', flex: 1.3 },
      { field: 'student', headerName: 'Ученик', value: studentName, flex: 1.3 },
      { field: 'createdAt', headerName: 'Дата отправки', type: 'date', width: 130 },
      { field: 'lessonDate', headerName: 'Дата теста', type: 'date', width: 120 },
      { field: 'lessonTheme', headerName: 'Тема', flex: 1.3 },
      { field: 'checkType', headerName: 'Тип проверки', flex: 1.2 },
      { field: 'summaryPoints', headerName: 'Баллы', width: 100, render: (a) => a.summaryPoints || NOT_GRADED },
      { field: 'notes', headerName: 'Комментарий', flex: 1.5 },
      {
        field: 'actions',
        headerName: 'Действия',
        type: 'actions',
        width: 140,
        render: (a) => (
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            {handlers.onEdit && (
              <RowAction
                title="Изменить"
                label={`Изменить ${a.lessonTheme}`}
                icon={<EditIcon fontSize="small" />}
                onClick={() => handlers.onEdit!(a)}
              />
            )}
            <RowAction
              title="Скопировать комментарий"
              label={`Скопировать комментарий ${a.lessonTheme}`}
              icon={<ContentCopyIcon fontSize="small" />}
              disabled={!a.notes}
              onClick={() => handlers.onCopy(a)}
            />
            {handlers.onArchive && (
              <RowAction
                title="В архив"
                label={`В архив ${a.lessonTheme}`}
                icon={<ArchiveIcon fontSize="small" />}
                color="error"
                onClick={() => handlers.onArchive!(a)}
              />
            )}
          </Box>
        ),
      },
    ],
    isSortable,
  );
}

/**
 * docs/product/screens.md "Achievements archive screen": Учитель, Ученик, Предмет, Дата теста, Тема, Тип проверки,
 * Макс. балл, Балл, Комментарий; details and a real delete per row.
 */
export function archiveAchievementColumns(handlers: ArchiveRowHandlers, isSortable: (field: string) => boolean): DataColumn<Achievement>[] {
  return sortable(
    [
      { field: 'author', headerName: 'Учитель', value: authorName, flex: 1.2 },
      { field: 'student', headerName: 'Ученик', value: studentName, flex: 1.3 },
      { field: 'subject', headerName: 'Предмет' },
      { field: 'lessonDate', headerName: 'Дата теста', type: 'date', width: 120 },
      { field: 'lessonTheme', headerName: 'Тема', flex: 1.3 },
      { field: 'checkType', headerName: 'Тип проверки', flex: 1.2 },
      { field: 'maxPoints', headerName: 'Макс. балл', type: 'number', width: 110, render: (a) => a.maxPoints ?? NOT_GRADED },
      { field: 'points', headerName: 'Балл', type: 'number', width: 90, render: (a) => a.points ?? NOT_GRADED },
      { field: 'notes', headerName: 'Комментарий', flex: 1.5 },
      {
        field: 'actions',
        headerName: 'Действия',
        type: 'actions',
        width: 110,
        render: (a) => (
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            <RowAction
              title="Подробнее"
              label={`Подробнее ${a.lessonTheme}`}
              icon={<VisibilityIcon fontSize="small" />}
              onClick={() => handlers.onDetails(a)}
            />
            {handlers.onDelete && (
              <RowAction
                title="Удалить"
                label={`Удалить ${a.lessonTheme}`}
                icon={<DeleteIcon fontSize="small" />}
                color="error"
                onClick={() => handlers.onDelete!(a)}
              />
            )}
          </Box>
        ),
      },
    ],
    isSortable,
  );
}
