import { observer } from 'mobx-react-lite';
import { DateField } from '@diary/web-kit';
import type { DateRange } from './journal-dates';
import { JOURNAL_TEXTS } from './journal-texts';
import type { PeriodFilter } from './PeriodFilter';

interface PeriodFieldsProps {
  period: PeriodFilter;
  onChange: (field: keyof DateRange, value: string) => void;
}

/** 'Дата начала' and 'Дата окончания' of a list; what is wrong with the range shows under the end. */
export const PeriodFields = observer(function PeriodFields({ period, onChange }: PeriodFieldsProps) {
  const { problem } = period;
  return (
    <>
      <DateField
        size="small"
        label={JOURNAL_TEXTS.from}
        value={period.from}
        onChange={(e) => onChange('from', e.target.value)}
        error={problem != null}
      />
      <DateField
        size="small"
        label={JOURNAL_TEXTS.to}
        value={period.to}
        onChange={(e) => onChange('to', e.target.value)}
        error={problem != null}
        helperText={problem ?? undefined}
      />
    </>
  );
});
