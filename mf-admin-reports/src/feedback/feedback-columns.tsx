import { Box, Button, CircularProgress, Typography } from '@mui/material';
import ArchiveIcon from '@mui/icons-material/Archive';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { fullName, type Feedback } from '@diary/common';
import type { DataColumn } from '@diary/common/ui';
import { RowAction } from '../shared';
import { FEEDBACK_TEXTS } from './FeedbackStore';

export interface FeedbackRowHandlers {
  onDownload: (f: Feedback) => void;
  /** The id whose file is downloading. */
  downloading: number | null;
  onArchive?: (f: Feedback) => void;
  onRestore?: (f: Feedback) => void;
}

/** '12.3 КБ' */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Б`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1).replace('.', ',')} КБ`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} МБ`;
}

const rowLabel = (f: Feedback) => `${f.surname} ${fullName(f.student)}`;

/** Фамилия (as the student typed it), Ученик, Обратная связь, Дата, Файл, actions. */
export function feedbackColumns(handlers: FeedbackRowHandlers): DataColumn<Feedback>[] {
  const columns: DataColumn<Feedback>[] = [
    { field: 'surname', headerName: 'Фамилия', flex: 0.8 },
    { field: 'student', headerName: 'Ученик', value: (f) => fullName(f.student), flex: 1.2 },
    { field: 'note', headerName: 'Обратная связь', flex: 2.2 },
    { field: 'createdAt', headerName: 'Дата', type: 'date', width: 120 },
    {
      field: 'attachment',
      headerName: 'Файл',
      value: (f) => f.attachment?.originalName ?? '',
      flex: 1.2,
      render: (f) =>
        f.attachment ? (
          <Button
            size="small"
            startIcon={handlers.downloading === f.id ? <CircularProgress size={14} /> : <AttachFileIcon fontSize="small" />}
            disabled={handlers.downloading != null}
            onClick={() => handlers.onDownload(f)}
            title={`${f.attachment.originalName} (${fileSize(f.attachment.size)})`}
            sx={{ textTransform: 'none', justifyContent: 'flex-start', overflow: 'hidden' }}
          >
            {f.attachment.originalName}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {FEEDBACK_TEXTS.noFile}
          </Typography>
        ),
    },
  ];
  const { onArchive, onRestore } = handlers;
  if (onArchive || onRestore) {
    columns.push({
      field: 'actions',
      headerName: 'Действия',
      type: 'actions',
      width: 90,
      render: (f) => (
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          {onArchive && (
            <RowAction
              title="В архив"
              label={`В архив ${rowLabel(f)}`}
              icon={<ArchiveIcon fontSize="small" />}
              onClick={() => onArchive(f)}
            />
          )}
          {onRestore && (
            <RowAction
              title="Восстановить"
              label={`Восстановить ${rowLabel(f)}`}
              icon={<UnarchiveIcon fontSize="small" />}
              onClick={() => onRestore(f)}
            />
          )}
        </Box>
      ),
    });
  }
  return columns;
}
