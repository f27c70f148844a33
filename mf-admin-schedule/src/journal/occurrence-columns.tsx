import { Box, Button, Chip, Typography } from '@mui/material';
import type { Occurrence } from '@diary/common';
import { AuditHistoryButton, type DataColumn } from '@diary/web-kit';
import { DAY_TEXTS } from './journal-texts';
import { markedText, OCCURRENCE_STATE_LABELS, teacherText, timeText, type OccurrenceState } from './occurrence-model';

const STATE_COLORS: Record<OccurrenceState, 'default' | 'error' | 'success' | 'warning'> = {
  cancelled: 'error',
  marked: 'success',
  unmarked: 'warning',
  upcoming: 'default',
  noStudents: 'default',
};

/** Names an occurrence for screen readers and tests: '10:00–11:30 Физика, Кабинет 1'. */
const occurrenceName = (o: Occurrence) => `${timeText(o)} ${o.subject}, ${o.cabinet.name}`;

/** The columns the day and the registers not taken share. */
const lessonColumns: DataColumn<Occurrence>[] = [
  { field: 'time', headerName: 'Время', value: timeText, width: 120 },
  {
    field: 'subject',
    headerName: 'Занятие',
    value: (o) => o.subject,
    // the lesson's full name (day, time, group) as the hint of its subject
    render: (o) => <span title={o.name}>{o.subject}</span>,
    flex: 1.2,
  },
  { field: 'filial', headerName: 'Филиал', value: (o) => o.filial.name, flex: 1 },
  { field: 'cabinet', headerName: 'Кабинет', value: (o) => o.cabinet.name, flex: 0.8 },
  { field: 'teacher', headerName: 'Преподаватель', value: teacherText, flex: 1.2 },
];

export interface DayRowHandlers {
  stateOf: (occurrence: Occurrence) => OccurrenceState;
  onCancel: (occurrence: Occurrence) => void;
  onRestore: (occurrence: Occurrence) => void;
}

function StateCell({ occurrence, state }: { occurrence: Occurrence; state: OccurrenceState }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%', minWidth: 0 }}>
      <Chip size="small" color={STATE_COLORS[state]} label={OCCURRENCE_STATE_LABELS[state]} />
      {state === 'cancelled' && occurrence.cancelReason && (
        <Typography variant="body2" noWrap title={occurrence.cancelReason}>
          {occurrence.cancelReason}
        </Typography>
      )}
    </Box>
  );
}

/** 'День': time, lesson, branch, cabinet, teacher, students marked, status; staff cancel or restore; ADMIN sees the lesson's history. */
export function dayColumns(canCancel: boolean, handlers: DayRowHandlers, canReadHistory = false): DataColumn<Occurrence>[] {
  const columns: DataColumn<Occurrence>[] = [
    ...lessonColumns,
    { field: 'marked', headerName: 'Отмечено', value: markedText, width: 110 },
    {
      field: 'status',
      headerName: 'Статус',
      value: (o) => {
        const label = OCCURRENCE_STATE_LABELS[handlers.stateOf(o)];
        return o.status === 'cancelled' && o.cancelReason ? `${label}: ${o.cancelReason}` : label;
      },
      render: (o) => <StateCell occurrence={o} state={handlers.stateOf(o)} />,
      flex: 1.4,
    },
  ];
  if (canCancel || canReadHistory) {
    columns.push({
      field: 'actions',
      headerName: 'Действия',
      type: 'actions',
      width: 230,
      render: (o) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {canCancel &&
            (o.status === 'cancelled' ? (
              <Button size="small" aria-label={`${DAY_TEXTS.restore} ${occurrenceName(o)}`} onClick={() => handlers.onRestore(o)}>
                {DAY_TEXTS.restore}
              </Button>
            ) : (
              <Button
                size="small"
                color="error"
                aria-label={`${DAY_TEXTS.cancel} ${occurrenceName(o)}`}
                onClick={() => handlers.onCancel(o)}
              >
                {DAY_TEXTS.cancel}
              </Button>
            ))}
          {/* the lesson's marks and cancellations, every date of it */}
          {canReadHistory && (
            <AuditHistoryButton compact entity="attendance" entityId={o.lessonId} label={`История изменений: ${occurrenceName(o)}`} />
          )}
        </Box>
      ),
    });
  }
  return columns;
}

/** 'Не отмечено': date, time, branch, cabinet, lesson, teacher, students. */
export const unmarkedColumns: DataColumn<Occurrence>[] = [
  { field: 'date', headerName: 'Дата', type: 'date', width: 120 },
  ...lessonColumns,
  { field: 'students', headerName: 'Учеников', type: 'number', value: (o) => o.students.length, width: 110, align: 'right' },
];
