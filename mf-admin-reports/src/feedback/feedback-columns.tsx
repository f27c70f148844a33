import { Button, CircularProgress, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { fullName, type Feedback } from '@diary/common';
import type { DataColumn } from '@diary/web-kit';
import { withRecordActions } from '../record-screens';
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
  return withRecordActions(columns, { onArchive, onRestore }, { label: rowLabel, archiveTitle: 'В архив', width: 90 });
}
