import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Box, Chip, Paper, Typography } from '@mui/material';
import { ATTENDANCE_MARK_LABELS, ATTENDANCE_MARKS, formatDate, type AttendanceSummary, type StudentAttendanceItem } from '@diary/common';
import { appDeps, ATTENDANCE_MARK_COLORS, AttendanceMarkChip, DateField, LoadError, Loading, PageHeader } from '@diary/web-kit';
import { session } from 'mf_auth/session';
import { rateText, type AttendanceMonth } from './attendance-model';
import { ATTENDANCE_TEXTS as TEXTS } from './attendance-texts';
import { StudentAttendanceStore } from './StudentAttendanceStore';

/** The period: 'С' and 'По', the school year so far at first. */
const PeriodFields = observer(function PeriodFields({ store }: { store: StudentAttendanceStore }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      <DateField
        label={TEXTS.from}
        value={store.from}
        onChange={(event) => store.setPeriod({ from: event.target.value })}
        size="small"
        sx={{ width: 170 }}
      />
      <DateField
        label={TEXTS.to}
        value={store.to}
        onChange={(event) => store.setPeriod({ to: event.target.value })}
        size="small"
        sx={{ width: 170 }}
      />
    </Box>
  );
});

/** 'Посещаемость: 87,5 %' and how many of each mark. */
function Summary({ summary }: { summary: AttendanceSummary }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
        {rateText(summary.rate)}
      </Typography>
      <Box component="ul" aria-label={TEXTS.total} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, mt: 1, p: 0, listStyle: 'none' }}>
        {ATTENDANCE_MARKS.map((mark) => (
          <li key={mark}>
            <Chip
              label={`${ATTENDANCE_MARK_LABELS[mark]}: ${summary[mark]}`}
              color={ATTENDANCE_MARK_COLORS[mark]}
              variant="outlined"
              size="small"
            />
          </li>
        ))}
        <li>
          <Chip label={`${TEXTS.total}: ${summary.total}`} size="small" />
        </li>
      </Box>
    </Paper>
  );
}

/** One lesson's mark: date, time, subject, the mark and, when late, by how many minutes. */
function MarkRow({ item }: { item: StudentAttendanceItem }) {
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 0.5,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {formatDate(item.date)} {item.time_start}
      </Typography>
      <Typography sx={{ flex: '1 1 120px', minWidth: 0, overflowWrap: 'anywhere' }}>{item.subject}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <AttendanceMarkChip mark={item.mark} />
        {item.mark === 'late' && item.minutesLate !== null && (
          <Typography variant="body2" color="text.secondary">
            {item.minutesLate} мин
          </Typography>
        )}
      </Box>
    </Box>
  );
}

function MonthSection({ month }: { month: AttendanceMonth }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ px: 2, pt: 1.5, pb: 0.5, minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {month.title}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0 }}>
        {month.items.map((item) => (
          <MarkRow key={`${item.lessonId}/${item.date}`} item={item} />
        ))}
      </Box>
    </Paper>
  );
}

const AttendanceView = observer(function AttendanceView({ store }: { store: StudentAttendanceStore }) {
  if (store.periodError) return <Alert severity="warning">{store.periodError}</Alert>;
  if (store.status.error) {
    return <LoadError message={store.status.error} onRetry={() => void store.fetch()} />;
  }
  if (!store.attendance || store.status.isLoading) return <Loading />;
  if (store.isEmpty) {
    return (
      <Paper sx={{ p: 3 }}>
        <Typography color="text.secondary">{TEXTS.empty}</Typography>
      </Paper>
    );
  }
  return (
    <>
      <Summary summary={store.attendance.summary} />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {store.months.map((month) => (
          <MonthSection key={month.month} month={month} />
        ))}
      </Box>
    </>
  );
});

/**
 * /student/attendance 'Посещаемость' (docs/product/beyond.md §3): the student's own marks over a
 * period (the school year so far at first), the rate and counts, and the marks by month.
 */
export const StudentAttendanceScreen = observer(function StudentAttendanceScreen({ store: given }: { store?: StudentAttendanceStore }) {
  const studentId = session.user?.id;
  const [store] = useState(() => given ?? (studentId == null ? null : new StudentAttendanceStore(appDeps, studentId)));

  useEffect(() => {
    if (!store) return;
    void store.fetch();
    return () => store.cancel();
  }, [store]);

  if (!store) return null;
  return (
    <>
      <PageHeader title={TEXTS.title} />
      <PeriodFields store={store} />
      <AttendanceView store={store} />
    </>
  );
});
