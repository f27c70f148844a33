import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { Box, Button, Chip, Paper, Typography } from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { JOURNAL_TEXTS as TEXTS, occurrenceTime } from './journal-texts';
import type { OccurrenceRegister } from './OccurrenceRegister';
import { StudentMarkRow } from './StudentMarkRow';

/** 'Отменено', 'Отмечено', 'Не отмечено' or, ahead of time, 'Запланировано'. */
const OccurrenceStatus = observer(function OccurrenceStatus({ register, future }: { register: OccurrenceRegister; future: boolean }) {
  if (register.cancelled) return <Chip label={TEXTS.cancelled} color="error" size="small" />;
  if (future) return <Chip label={TEXTS.planned} size="small" variant="outlined" />;
  return register.occurrence.marked ? (
    <Chip label={TEXTS.marked} color="success" size="small" variant="outlined" />
  ) : (
    <Chip label={TEXTS.notMarked} color="warning" size="small" variant="outlined" />
  );
});

/**
 * One lesson of the day: its time, subject, branch and cabinet, status, and its register — or, when
 * cancelled, 'Отменено' and the reason, with nothing to mark.
 */
export const OccurrenceCard = observer(function OccurrenceCard({ register, future }: { register: OccurrenceRegister; future: boolean }) {
  const headingId = useId();
  const { occurrence } = register;
  const place = `${occurrence.filial.name}, ${occurrence.cabinet.name}`;
  const showName = occurrence.name.trim() !== '' && occurrence.name !== occurrence.subject;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {occurrenceTime(occurrence)} {occurrence.subject}
          </Typography>
          {showName && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {occurrence.name}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {place}
          </Typography>
        </Box>
        <OccurrenceStatus register={register} future={future} />
      </Box>

      {register.cancelled ? (
        occurrence.cancelReason && (
          <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {TEXTS.reason}: {occurrence.cancelReason}
          </Typography>
        )
      ) : occurrence.students.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {TEXTS.noStudents}
        </Typography>
      ) : (
        <>
          {register.canMark && (
            <Button
              variant="outlined"
              startIcon={<DoneAllIcon />}
              onClick={() => register.markAllPresent()}
              sx={{ mt: 1.5, width: { xs: '100%', sm: 'auto' } }}
            >
              {TEXTS.allPresent}
            </Button>
          )}
          <Box component="ul" sx={{ m: 0, mt: 1, p: 0 }}>
            {occurrence.students.map((student) => (
              <StudentMarkRow key={student.id} register={register} student={student} />
            ))}
          </Box>
        </>
      )}
    </Paper>
  );
});
