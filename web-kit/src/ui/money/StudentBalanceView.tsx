import { observer } from 'mobx-react-lite';
import { Box, Paper, Typography } from '@mui/material';
import { PAYMENT_METHOD_LABELS, type BalanceItem, type StudentBalance } from '@diary/common/schemas/money';
import { formatDate } from '@diary/common/format';
import { formatPrice } from '@diary/common/format/money';
import { LoadError } from '../LoadError';
import { Loading } from '../Loading';
import { balanceText, signedAmount } from './money-format';
import { MONEY_TEXTS } from './money-texts';
import type { StudentBalanceStore } from './StudentBalanceStore';

/** The balance in large type, a debt in red; what was paid and what was charged beside it. */
function BalanceSummary({ balance }: { balance: StudentBalance }) {
  const owes = balance.balance < 0;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600 }} color={owes ? 'error' : undefined}>
        {balanceText(balance.balance)}
      </Typography>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, m: 0, mt: 1 }}>
        {(
          [
            [MONEY_TEXTS.paid, balance.paid],
            [MONEY_TEXTS.charged, balance.charged],
          ] as const
        ).map(([label, amount]) => (
          <Box key={label} sx={{ display: 'flex', gap: 0.5 }}>
            <Typography component="dt" color="text.secondary">
              {label}:
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
              {formatPrice(amount)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** What an operation was: a payment's method and comment, a charge's subject. */
function itemTitle(item: BalanceItem): { title: string; note: string | null } {
  if (item.kind === 'payment') return { title: `${MONEY_TEXTS.payment}: ${PAYMENT_METHOD_LABELS[item.method]}`, note: item.comment };
  return { title: item.subject, note: MONEY_TEXTS.charge };
}

function OperationRow({ item }: { item: BalanceItem }) {
  const { title, note } = itemTitle(item);
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        columnGap: 2,
        rowGap: 0.5,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', minWidth: 88 }}>
        {formatDate(item.date)}
      </Typography>
      <Box sx={{ flex: '1 1 140px', minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography>{title}</Typography>
        {note && (
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        )}
      </Box>
      <Typography
        sx={{
          fontWeight: 600,
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
          ml: 'auto',
          color: item.kind === 'payment' ? 'success.main' : undefined,
        }}
      >
        {signedAmount(item)}
      </Typography>
    </Box>
  );
}

/**
 * A student's balance as the API answers it (docs/product/beyond.md §7): 'Долг: …' in red or
 * 'Баланс: …', 'Оплачено' and 'Начислено', then the payments and charges newest first.
 */
export const StudentBalanceView = observer(function StudentBalanceView({ store }: { store: StudentBalanceStore }) {
  if (store.status.error) return <LoadError message={store.status.error} onRetry={() => void store.fetch()} />;
  const { balance } = store;
  if (!balance) return <Loading />;
  return (
    <>
      <BalanceSummary balance={balance} />
      {balance.items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography color="text.secondary">{MONEY_TEXTS.noOperations}</Typography>
        </Paper>
      ) : (
        <Paper variant="outlined" sx={{ px: 2, pt: 1.5, pb: 0.5 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {MONEY_TEXTS.operations}
          </Typography>
          <Box component="ul" aria-label={MONEY_TEXTS.operations} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {balance.items.map((item) => (
              <OperationRow key={item.kind === 'payment' ? `p${item.paymentId}` : `c${item.lessonId}/${item.date}`} item={item} />
            ))}
          </Box>
        </Paper>
      )}
    </>
  );
});
