import { observer } from 'mobx-react-lite';
import { PersonAutocomplete, type PersonOption } from '../shared';
import type { RecordChoices } from './RecordChoices';
import { withOwn } from './with-own';

const ROLES = {
  teacher: { list: 'teachers', label: 'Учитель' },
  student: { list: 'students', label: 'Ученик' },
} as const;

interface PersonFieldProps {
  /** Whom the field chooses; also the field's name. */
  role: keyof typeof ROLES;
  choices: RecordChoices;
  /** The edited record's own person: kept choosable when the list lacks them. */
  own?: PersonOption | null | false;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
  required?: boolean;
}

/** A form field choosing one teacher or student from the lists, by typing part of the name. */
export const PersonField = observer(function PersonField({ role, choices, own, error, required = true, ...picker }: PersonFieldProps) {
  const { list, label } = ROLES[role];
  return (
    <PersonAutocomplete
      {...picker}
      options={withOwn(choices[list], own || undefined)}
      loading={choices.loading}
      input={{ name: role, label, required, error: Boolean(error), helperText: error }}
    />
  );
});
