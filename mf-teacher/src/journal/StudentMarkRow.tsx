import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Box, ButtonBase, CircularProgress, TextField, Typography } from '@mui/material';
import { ATTENDANCE_MARK_LABELS, MINUTES_LATE_MAX, JOURNAL_MESSAGES, type OccurrenceStudent } from '@diary/common';
import { AttendanceMarkChip, NO_MARK_LABEL } from '@diary/web-kit';
import { JOURNAL_TEXTS as TEXTS } from './journal-texts';
import type { OccurrenceRegister } from './OccurrenceRegister';

/** '' → null; a whole number of minutes 0…1440 → it; anything else → undefined (refused). */
function parseMinutes(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const minutes = Number(trimmed);
  return minutes <= MINUTES_LATE_MAX ? minutes : undefined;
}

/** 'Опоздание, мин': kept while typed, saved when the field is left or Enter is pressed. */
const MinutesLateField = observer(function MinutesLateField({
  register,
  student,
  studentName,
}: {
  register: OccurrenceRegister;
  student: number;
  studentName: string;
}) {
  const saved = register.markOf(student).minutesLate;
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? (saved === null ? '' : String(saved));
  const parsed = parseMinutes(text);
  const commit = () => {
    if (typed === null) return;
    if (parsed !== undefined) {
      register.setMinutesLate(student, parsed);
      setTyped(null);
    }
  };
  return (
    <TextField
      label={TEXTS.minutesLate}
      size="small"
      value={text}
      disabled={!register.canMark}
      error={parsed === undefined}
      helperText={parsed === undefined ? JOURNAL_MESSAGES.minutesLate : undefined}
      onChange={(event) => setTyped(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      slotProps={{
        htmlInput: { inputMode: 'numeric', 'aria-label': `${TEXTS.minutesLate}: ${studentName}` },
      }}
      sx={{ width: 150, flexShrink: 0 }}
    />
  );
});

/**
 * One student of the register: a tap on the row moves the mark on (present → absent → late →
 * excused); a late student gets 'Опоздание, мин'. While the mark is being saved the row says so.
 */
export const StudentMarkRow = observer(function StudentMarkRow({
  register,
  student,
}: {
  register: OccurrenceRegister;
  student: OccurrenceStudent;
}) {
  const { mark } = register.markOf(student.id);
  const saving = register.isSavingStudent(student.id);
  const label = mark ? ATTENDANCE_MARK_LABELS[mark] : NO_MARK_LABEL;
  return (
    <Box
      component="li"
      aria-label={student.fullName}
      aria-busy={saving || undefined}
      sx={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.5 }}
    >
      <ButtonBase
        onClick={() => register.tap(student.id)}
        disabled={!register.canMark}
        aria-label={`${student.fullName}: ${label}`}
        sx={{
          flex: '1 1 220px',
          minHeight: 48,
          px: 1.5,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          justifyContent: 'space-between',
          gap: 1,
          textAlign: 'left',
        }}
      >
        <Typography sx={{ overflowWrap: 'anywhere' }}>{student.fullName}</Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0 }}>
          {saving && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <CircularProgress size={14} aria-hidden />
              <Typography variant="caption" color="text.secondary">
                {TEXTS.saving}
              </Typography>
            </Box>
          )}
          <AttendanceMarkChip mark={mark} />
        </Box>
      </ButtonBase>
      {mark === 'late' && <MinutesLateField register={register} student={student.id} studentName={student.fullName} />}
    </Box>
  );
});
