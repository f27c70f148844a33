import { observer } from 'mobx-react-lite';
import { PersonFilter } from '../shared';
import type { RecordChoices } from './RecordChoices';

type PersonKeys<F> = { [K in keyof F]: F[K] extends number | null ? K : never }[keyof F];

interface RecordPersonFilterProps<F> {
  store: { lookups: RecordChoices; filters: F; setFilter<K extends keyof F>(key: K, value: F[K]): void };
  /** The filter holding the chosen person's id. */
  field: PersonKeys<F>;
  label: string;
  people: 'teachers' | 'students';
}

/** A record list's filter by a teacher or a student, chosen by typing part of the name. */
function RecordPersonFilterView<F>({ store, field, label, people }: RecordPersonFilterProps<F>) {
  const { lookups } = store;
  return (
    <PersonFilter
      label={label}
      options={lookups[people]}
      value={store.filters[field] as number | null}
      loading={lookups.loading}
      onChange={(id) => store.setFilter(field, id as F[typeof field])}
    />
  );
}

export const RecordPersonFilter = observer(RecordPersonFilterView) as typeof RecordPersonFilterView;
