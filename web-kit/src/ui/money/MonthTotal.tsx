import { Box, Typography } from '@mui/material';
import { formatPrice } from '@diary/common/format/money';
import { MonthStateChip } from './MonthStateChip';
import { MONEY_TEXTS } from './money-texts';

/** A month's pay as the API reckoned it: 'Итого: 13 750,50 ₽' and whether the month is closed. */
export function MonthTotal({ amount, closed }: { amount: number; closed: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
      <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
        {MONEY_TEXTS.total}: {formatPrice(amount)}
      </Typography>
      <MonthStateChip closed={closed} />
    </Box>
  );
}
