import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Box, Button, IconButton, Paper, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { appDeps, DateField, LoadError, Loading, PageHeader, useUrlState } from '@diary/web-kit';

import { TeacherJournalStore } from './TeacherJournalStore';
import { JOURNAL_TEXTS as TEXTS } from './journal-texts';
import { OccurrenceCard } from './OccurrenceCard';

/** The day shown: the previous and next day around the date field, and 'Сегодня' away from today. */
const DayPicker = observer(function DayPicker({ store }: { store: TeacherJournalStore }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      <IconButton aria-label={TEXTS.previousDay} onClick={() => store.previousDay()}>
        <ChevronLeftIcon />
      </IconButton>
      <DateField
        label={TEXTS.date}
        value={store.date}
        onChange={(event) => store.showDate(event.target.value)}
        size="small"
        sx={{ width: 170 }}
      />
      <IconButton aria-label={TEXTS.nextDay} onClick={() => store.nextDay()}>
        <ChevronRightIcon />
      </IconButton>
      {!store.isToday && (
        <Button variant="text" onClick={() => store.showToday()}>
          {TEXTS.today}
        </Button>
      )}
    </Box>
  );
});

/** The day's lessons, or its loading, error or empty state. */
const JournalDayView = observer(function JournalDayView({ store }: { store: TeacherJournalStore }) {
  if (store.status.error) {
    return <LoadError message={store.status.error} onRetry={() => void store.fetch()} />;
  }
  if (store.registers.length === 0 && !store.isEmpty) return <Loading />;
  if (store.isEmpty) {
    return (
      <Paper sx={{ p: 3 }}>
        <Typography color="text.secondary">{TEXTS.noLessons}</Typography>
      </Paper>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {store.registers.map((register) => (
        <OccurrenceCard key={register.key} register={register} future={store.isFuture} />
      ))}
    </Box>
  );
});

/**
 * /teacher/journal 'Журнал' (docs/product/beyond.md §3): the lessons the teacher teaches on a day,
 * today's at first; one tap per student marks, each change saved at once. Made for a phone first.
 */
export const TeacherJournalScreen = observer(function TeacherJournalScreen({ store: given }: { store?: TeacherJournalStore }) {
  const [store] = useState(() => given ?? new TeacherJournalStore(appDeps));
  useUrlState(store.url);

  useEffect(() => {
    void store.fetch();
    return () => store.cancel();
  }, [store]);

  return (
    <>
      <PageHeader title={TEXTS.title} />
      <DayPicker store={store} />
      {store.isFuture && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {TEXTS.futureDate}
        </Alert>
      )}
      <JournalDayView store={store} />
    </>
  );
});
