import type { SxProps, Theme } from '@mui/material';
import { Autocomplete, createFilterOptions, TextField, type TextFieldProps } from '@mui/material';
import { renderPersonOption } from '@diary/web-kit';

export interface PersonOption {
  id: number;
  fullName: string;
}

interface PersonAutocompleteProps {
  options: readonly PersonOption[];
  value: number | null;
  onChange: (id: number | null) => void;
  loading?: boolean;
  /** The text field's own props: label, name, error… */
  input: TextFieldProps;
  sx?: SxProps<Theme>;
}

// thousands of students: render only the first matches while typing
const filterOptions = createFilterOptions<PersonOption>({ limit: 50, stringify: (o) => o.fullName });

/** Chooses one person (teacher, student) by typing part of the name; speaks in ids. */
export function PersonAutocomplete({ options, value, onChange, loading, input, sx }: PersonAutocompleteProps) {
  const selected = options.find((o) => o.id === value) ?? null;
  return (
    <Autocomplete<PersonOption>
      options={options as PersonOption[]}
      value={selected}
      loading={loading}
      loadingText="Загрузка..."
      noOptionsText="Не найдено"
      filterOptions={filterOptions}
      onChange={(_event, next) => onChange(next?.id ?? null)}
      getOptionLabel={(o) => o.fullName}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={renderPersonOption}
      renderInput={(params) => <TextField {...params} {...input} />}
      sx={sx}
    />
  );
}
