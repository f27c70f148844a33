import { observer } from 'mobx-react-lite';
import { PersonFilter, StudentPicker } from '../shared';
import type { RecordChoices } from './RecordChoices';

type PersonKeys<F> = { [K in keyof F]: F[K] extends number | null ? K : never }[keyof F];

interface RecordPersonFilterProps<F> {
  store: { lookups: RecordChoices; filters: F; setFilter<K extends keyof F>(key: K, value: F[K]): void };
  /** The filter holding the chosen person's id. */
  field: PersonKeys<F>;
  label: string;
  /** Teachers are chosen from their list, students searched on the server. */
  people: 'teachers' | 'students';
}

/** A record list's filter by a teacher or a student, chosen by typing part of the name. */
function RecordPersonFilterView<F>({ store, field, label, people }: RecordPersonFilterProps<F>) {
  const { lookups } = store;
  const value = store.filters[field] as number | null;
  const onChange = (id: number | null) => store.setFilter(field, id as F[typeof field]);
  if (people === 'students') return <StudentFilter label={label} value={value} onChange={onChange} />;
  return <PersonFilter label={label} options={lookups.teachers} value={value} loading={lookups.loading} onChange={onChange} />;
}

export const RecordPersonFilter = observer(RecordPersonFilterView) as typeof RecordPersonFilterView;

/** A filter by a student, searched on the server. */
export function StudentFilter(props: { label: string; value: number | null; onChange: (id: number | null) => void }) {
  return <StudentPicker {...props} size="small" placeholder="Начните вводить фамилию" sx={{ minWidth: 240 }} />;
}
