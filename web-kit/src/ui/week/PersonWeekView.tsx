import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { Box, Chip, IconButton, Paper, Typography, alpha } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { LoadError } from '../LoadError';
import { initials } from '@diary/common/format';
import type { PersonLesson } from '@diary/common/schemas/lessons';
import { WEEKDAYS, type Weekday } from '@diary/common/schemas/timetable-time';
import { Loading } from '../Loading';
import { usePhone } from '../use-phone';
import type { PersonWeekStore } from './PersonWeekStore';
import { lessonTime, WEEK_TEXTS as TEXTS } from './week-texts';

const dayName = (day: Weekday) => WEEKDAYS[day - 1]!.name;

/** One lesson: time, subject, branch and cabinet (and, in a student's week, the teacher). */
function LessonItem({ lesson, showTeacher }: { lesson: PersonLesson; showTeacher: boolean }) {
  const place = [lesson.filial.name, lesson.cabinet?.name].filter(Boolean).join(', ');
  return (
    <Box
      component="li"
      aria-label={`${lessonTime(lesson)} ${lesson.subject}`}
      sx={{
        listStyle: 'none',
        p: 1,
        borderRadius: 1,
        borderLeft: 4,
        borderColor: lesson.cabinet?.color ?? 'primary.main',
        bgcolor: 'background.paper',
        boxShadow: 1,
        overflowWrap: 'anywhere',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {lessonTime(lesson)}
      </Typography>
      <Typography variant="body1">{lesson.subject}</Typography>
      <Typography variant="body2" color="text.secondary">
        {place}
      </Typography>
      {showTeacher && lesson.teacher && (
        <Typography variant="body2" color="text.secondary">
          {initials(lesson.teacher)}
        </Typography>
      )}
    </Box>
  );
}

interface DayProps {
  store: PersonWeekStore;
  day: Weekday;
  /** A phone: the day's name is in the pager above, not repeated here. */
  titled: boolean;
}

/** A day's lessons in order, 'Нет занятий' when none; today is marked. */
const DayColumn = observer(function DayColumn({ store, day, titled }: DayProps) {
  const headingId = useId();
  const isToday = day === store.today;
  const lessons = store.lessonsOf(day);
  return (
    <Paper
      component="section"
      {...(titled ? { 'aria-labelledby': headingId } : { 'aria-label': dayName(day) })}
      aria-current={isToday ? 'date' : undefined}
      variant="outlined"
      sx={{
        p: 1,
        minWidth: 0,
        bgcolor: isToday ? (theme) => alpha(theme.palette.primary.main, 0.08) : 'background.default',
        borderColor: isToday ? 'primary.main' : 'divider',
        borderWidth: isToday ? 2 : 1,
      }}
    >
      {titled && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {dayName(day)}
          </Typography>
          {isToday && <Chip label={TEXTS.today} color="primary" size="small" />}
        </Box>
      )}
      {lessons.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {TEXTS.noLessons}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {lessons.map((lesson) => (
            <LessonItem key={lesson.id} lesson={lesson} showTeacher={store.person.kind === 'student'} />
          ))}
        </Box>
      )}
    </Paper>
  );
});

/** A phone: the day's name between 'Предыдущий день' and 'Следующий день', 'Сегодня' on today. */
const DayPager = observer(function DayPager({ store }: { store: PersonWeekStore }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
      <IconButton aria-label={TEXTS.previousDay} onClick={() => store.previousDay()}>
        <ChevronLeftIcon />
      </IconButton>
      <Box sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, minWidth: 0 }}>
        <Typography variant="h6" component="h2" aria-live="polite">
          {dayName(store.day)}
        </Typography>
        {store.day === store.today && <Chip label={TEXTS.today} color="primary" size="small" />}
      </Box>
      <IconButton aria-label={TEXTS.nextDay} onClick={() => store.nextDay()}>
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
});

export interface PersonWeekViewProps {
  store: PersonWeekStore;
  /** One day at a time; by default on a narrow screen (a phone). */
  oneDay?: boolean;
}

/**
 * A person's week by day, Понедельник … Воскресенье, today marked; on a phone one day at a time,
 * opening on today. Loading, the error (with 'Повторить') and a week without lessons have their
 * own states.
 */
export const PersonWeekView = observer(function PersonWeekView({ store, oneDay }: PersonWeekViewProps) {
  const phone = usePhone();
  const dayAtATime = oneDay ?? phone;

  if (store.status.error) {
    return <LoadError message={store.status.error} onRetry={() => void store.fetch()} />;
  }
  if (!store.status.loaded) return <Loading />;
  if (store.isEmpty) {
    return (
      <Paper sx={{ p: 3 }}>
        <Typography color="text.secondary">{TEXTS.emptyWeek}</Typography>
      </Paper>
    );
  }
  if (dayAtATime) {
    return (
      <Box>
        <DayPager store={store} />
        <DayColumn store={store} day={store.day} titled={false} />
      </Box>
    );
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        alignItems: 'start',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
          lg: 'repeat(7, minmax(0, 1fr))',
        },
      }}
    >
      {WEEKDAYS.map(({ value }) => (
        <DayColumn key={value} store={store} day={value} titled />
      ))}
    </Box>
  );
});
