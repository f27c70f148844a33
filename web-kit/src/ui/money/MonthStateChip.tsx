import { Chip } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { MONEY_TEXTS } from './money-texts';

/** 'Месяц закрыт' (its figures no longer change) or 'Месяц открыт'. */
export function MonthStateChip({ closed }: { closed: boolean }) {
  return closed ? (
    <Chip icon={<LockIcon />} label={MONEY_TEXTS.monthClosed} color="warning" variant="outlined" />
  ) : (
    <Chip icon={<LockOpenIcon />} label={MONEY_TEXTS.monthOpen} variant="outlined" />
  );
}
