import { Chip, type ChipProps } from '@mui/material';
import { ATTENDANCE_MARK_LABELS, type AttendanceMark } from '@diary/common/schemas/journal';

/** Each mark's colour, the same on the teacher's journal and the student's attendance. */
export const ATTENDANCE_MARK_COLORS: Record<AttendanceMark, NonNullable<ChipProps['color']>> = {
  present: 'success',
  late: 'warning',
  absent: 'error',
  excused: 'info',
};

/** What an unmarked student shows. */
export const NO_MARK_LABEL = 'Не отмечен';

export interface AttendanceMarkChipProps {
  mark: AttendanceMark | null;
  size?: ChipProps['size'];
}

/** A mark as its label ('Присутствовал') on its colour; 'Не отмечен' in grey before marking. */
export function AttendanceMarkChip({ mark, size = 'small' }: AttendanceMarkChipProps) {
  if (mark === null) return <Chip label={NO_MARK_LABEL} size={size} variant="outlined" />;
  return <Chip label={ATTENDANCE_MARK_LABELS[mark]} color={ATTENDANCE_MARK_COLORS[mark]} size={size} />;
}
