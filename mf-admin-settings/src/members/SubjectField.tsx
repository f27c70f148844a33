import { Autocomplete, TextField } from '@mui/material';

interface SubjectFieldProps {
  value: string;
  onChange: (value: string) => void;
  suggestions: readonly string[];
  error?: string;
}

/** 'Основной предмет': free text with the subjects as suggestions. */
export function SubjectField({ value, onChange, suggestions, error }: SubjectFieldProps) {
  return (
    <Autocomplete
      freeSolo
      options={suggestions}
      inputValue={value}
      onInputChange={(_event, next) => onChange(next)}
      renderInput={(params) => <TextField {...params} name="subject" label="Основной предмет" error={Boolean(error)} helperText={error} />}
    />
  );
}
