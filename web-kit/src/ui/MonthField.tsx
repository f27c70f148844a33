import { Box, IconButton, Tooltip, type SxProps, type Theme } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { shiftMonth } from '@diary/common/format/month';
import { PickersInRussian } from './picker-fields';

/** 'ноябрь 2026': dayjs's Russian names a month standing alone in the nominative. */
const MONTH_FIELD_FORMAT = 'MMMM YYYY';

export const MONTH_FIELD_TEXTS = {
  previous: 'Предыдущий месяц',
  next: 'Следующий месяц',
} as const;

export interface MonthFieldProps {
  label: string;
  /** 'YYYY-MM'. */
  value: string;
  onChange: (month: string) => void;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/**
 * A month: MUI's date picker on its year and month views, in Russian ('ноябрь 2026'), bound to a
 * 'YYYY-MM' string, with the previous and next month a tap away.
 */
export function MonthField({ label, value, onChange, size = 'small', sx }: MonthFieldProps) {
  const shown = dayjs(`${value}-01`);
  const step = (by: number) => onChange(shiftMonth(value, by));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Tooltip title={MONTH_FIELD_TEXTS.previous}>
        <IconButton aria-label={MONTH_FIELD_TEXTS.previous} onClick={() => step(-1)}>
          <ChevronLeftIcon />
        </IconButton>
      </Tooltip>
      <PickersInRussian>
        <DatePicker
          label={label}
          views={['year', 'month']}
          openTo="month"
          format={MONTH_FIELD_FORMAT}
          value={shown}
          onChange={(next: Dayjs | null) => {
            if (next?.isValid() && next.year() >= 1000) onChange(next.format('YYYY-MM'));
          }}
          slotProps={{ textField: { size, sx: sx ?? { width: 190 } } }}
        />
      </PickersInRussian>
      <Tooltip title={MONTH_FIELD_TEXTS.next}>
        <IconButton aria-label={MONTH_FIELD_TEXTS.next} onClick={() => step(1)}>
          <ChevronRightIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
