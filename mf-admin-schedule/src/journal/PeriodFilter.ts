import { makeAutoObservable } from 'mobx';
import { JOURNAL_TEXTS } from './journal-texts';
import type { DateRange } from './journal-dates';

/** A schema of the journal's ranges (`daysOffQuery`, `unmarkedQuery`): from ≤ to, not too long apart. */
interface RangeSchema {
  safeParse(value: DateRange): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/** The 'С' and 'По' of a list: the range as chosen, and what is wrong with it by the API's own rule. */
export class PeriodFilter {
  from: string;
  to: string;

  constructor(
    initial: DateRange,
    private readonly schema: RangeSchema,
  ) {
    this.from = initial.from;
    this.to = initial.to;
    makeAutoObservable<PeriodFilter, 'schema'>(this, { schema: false });
  }

  get range(): DateRange {
    return { from: this.from, to: this.to };
  }

  /** Why the range cannot be asked for; null when it can. A date still being typed is '' here. */
  get problem(): string | null {
    if (!this.from || !this.to) return JOURNAL_TEXTS.rangeRequired;
    const parsed = this.schema.safeParse(this.range);
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? JOURNAL_TEXTS.rangeRequired);
  }

  set(field: keyof DateRange, value: string) {
    this[field] = value;
  }
}
