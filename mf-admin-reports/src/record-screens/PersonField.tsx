import { observer } from 'mobx-react-lite';
import { PersonAutocomplete, StudentPicker, type PersonOption } from '../shared';
import type { RecordChoices } from './RecordChoices';
import { withOwn } from './with-own';

const LABELS = { teacher: 'Учитель', student: 'Ученик' } as const;

interface PersonFieldProps {
  /** Whom the field chooses; also the field's name. */
  role: keyof typeof LABELS;
  choices: RecordChoices;
  /** The edited record's own person: kept choosable when the list lacks them. */
  own?: PersonOption | null | false;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
  required?: boolean;
}

/**
 * A form field choosing one teacher (from the teachers' list) or one student (searched on the server),
 * by typing part of the name.
 */
export const PersonField = observer(function PersonField({ role, choices, own, error, required = true, ...picker }: PersonFieldProps) {
  const label = LABELS[role];
  if (role === 'student')
    return <StudentPicker {...picker} known={own || null} name={role} label={label} required={required} error={error} />;
  return (
    <PersonAutocomplete
      {...picker}
      options={withOwn(choices.teachers, own || undefined)}
      loading={choices.loading}
      input={{ name: role, label, required, error: Boolean(error), helperText: error }}
    />
  );
});
