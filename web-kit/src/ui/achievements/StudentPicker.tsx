import { Autocomplete, TextField } from '@mui/material';
import { ACHIEVEMENT_TEXTS } from './texts';
import { renderPersonOption } from '../person-option';
import type { StudentOption } from './types';

interface StudentPickerProps {
  students: readonly StudentOption[];
  value: StudentOption | null;
  /** What the input shows: a picked name, or text being typed. */
  inputValue: string;
  onChange: (student: StudentOption | null) => void;
  onInputChange: (text: string) => void;
  disabled?: boolean;
  loading?: boolean;
  /** Marks the field; its text shows below unless `showError` is false (an alert already says it). */
  error?: string;
  showError?: boolean;
  /** Another list of people (the teachers of a complaint): its field's name, label and placeholder. */
  name?: string;
  label?: string;
  placeholder?: string;
}

/**
 * 'Выберите ученика из списка': a typeahead over the students (or, named otherwise, over other
 * people). Typed text is kept, so that the form can tell a name that is not on the list (docs/product/rules.md)
 * from a person picked from it.
 */
export function StudentPicker({
  students,
  value,
  inputValue,
  onChange,
  onInputChange,
  disabled,
  loading,
  error,
  showError = true,
  name = 'student',
  label = ACHIEVEMENT_TEXTS.studentLabel,
  placeholder = label,
}: StudentPickerProps) {
  return (
    <Autocomplete<StudentOption, false, false, true>
      freeSolo
      options={students}
      value={value}
      inputValue={inputValue}
      disabled={disabled}
      loading={loading}
      loadingText="Загрузка..."
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.fullName)}
      isOptionEqualToValue={(option, selected) => typeof selected !== 'string' && option.id === selected.id}
      onChange={(_event, next) => onChange(typeof next === 'string' || next == null ? null : next)}
      onInputChange={(_event, text) => onInputChange(text)}
      renderOption={renderPersonOption}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          placeholder={placeholder}
          required
          error={Boolean(error)}
          helperText={showError ? error : undefined}
        />
      )}
    />
  );
}
