import { PersonAutocomplete, type PersonOption } from './PersonAutocomplete';

interface PersonFilterProps {
  label: string;
  options: readonly PersonOption[];
  value: number | null;
  onChange: (id: number | null) => void;
  loading?: boolean;
}

/** A search field over people (teachers, students) that filters a list by the chosen one's id. */
export function PersonFilter({ label, ...picker }: PersonFilterProps) {
  return <PersonAutocomplete {...picker} input={{ label, size: 'small', placeholder: 'Начните вводить фамилию' }} sx={{ minWidth: 240 }} />;
}
