import { Autocomplete, createFilterOptions, TextField } from '@mui/material';
import type { PersonOption } from '../shared';

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

const filterOptions = createFilterOptions<PersonOption>({ limit: 50, stringify: (o) => o.fullName });

/** A form field choosing one person (teacher, student) from a list, by typing part of the name. */
export function PersonField({ name, label, options, value, onChange, loading, error, required = true }: PersonFieldProps) {
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
      renderOption={(props, option) => {
        const { key: _key, ...rest } = props;
        return (
          <li key={option.id} {...rest}>
            {option.fullName}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField {...params} name={name} label={label} required={required} error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
