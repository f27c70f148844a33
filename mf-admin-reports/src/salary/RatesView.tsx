import { useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { PayRate } from '@diary/common';
import { ListTable, type Confirm } from '@diary/web-kit';
import { PayRateForm } from './PayRateForm';
import type { PayRatesStore } from './PayRatesStore';
import { rateColumns } from './salary-columns';
import { RATE_TEXTS } from './salary-texts';

/** 'Ставки': the rates, the one that applies explained, and a dialog to add or change one. */
export const RatesView = observer(function RatesView({ rates, confirm }: { rates: PayRatesStore; confirm: Confirm }) {
  const [editing, setEditing] = useState<PayRate | 'new' | null>(null);
  const columns = useMemo(
    () =>
      rateColumns(
        rates,
        (rate) => setEditing(rate),
        (rate) => void rates.remove(rate, confirm),
      ),
    [rates, confirm],
  );

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 320px' }}>
          {RATE_TEXTS.precedence}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {RATE_TEXTS.add}
        </Button>
      </Box>
      <ListTable
        aria-label={RATE_TEXTS.table}
        list={rates.list}
        columns={columns}
        onRetry={() => void rates.load()}
        emptyText={RATE_TEXTS.empty}
      />
      {editing && <PayRateForm rates={rates} rate={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </>
  );
});
