import { PersonAutocomplete, type PersonOption } from '../shared';

interface PersonFieldProps {
  name: string;
  label: string;
  options: readonly PersonOption[];
  value: number | null;
  onChange: (id: number | null) => void;
  loading?: boolean;
  error?: string;
  required?: boolean;
}

/** A form field choosing one person (teacher, student) from a list, by typing part of the name. */
export function PersonField({ name, label, error, required = true, ...picker }: PersonFieldProps) {
  return <PersonAutocomplete {...picker} input={{ name, label, required, error: Boolean(error), helperText: error }} />;
}
