import { useEffect, useState } from 'react';
import type { SxProps, Theme } from '@mui/material';
import { fullName, type User } from '@diary/common';
import { StudentSearchField, type StudentChoice } from '@diary/web-kit';
import { http } from 'mf_auth/session';
import type { PersonOption } from './PersonAutocomplete';

interface StudentPickerProps {
  value: number | null;
  onChange: (id: number | null) => void;
  /** The student's name when the screen knows it (the edited record's). */
  known?: PersonOption | null;
  label: string;
  name?: string;
  placeholder?: string;
  required?: boolean;
  error?: string;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/**
 * Chooses one student by id, searching on the server (the kit's StudentSearchField); the chosen one keeps
 * their name. An id from the address (`?student=7`) comes without one: it is asked of the API (GET users/:id).
 */
export function StudentPicker({ value, onChange, known, error, ...input }: StudentPickerProps) {
  const [chosen, setChosen] = useState<StudentChoice | null>(known ?? null);
  const shown: StudentChoice | null =
    value == null ? null : chosen?.id === value ? chosen : known?.id === value ? known : { id: value, fullName: '' };
  const nameless = shown != null && !shown.fullName;

  useEffect(() => {
    if (value == null || !nameless) return;
    let current = true;
    http.get<User>(`users/${value}`).then(
      (user) => current && setChosen({ id: user.id, fullName: fullName(user) }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [value, nameless]);

  return (
    <StudentSearchField
      {...input}
      value={shown}
      onChange={(student) => {
        setChosen(student);
        onChange(student?.id ?? null);
      }}
      error={Boolean(error)}
      helperText={error}
    />
  );
}
