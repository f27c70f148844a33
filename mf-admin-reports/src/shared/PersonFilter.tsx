import { Autocomplete, createFilterOptions, TextField } from '@mui/material';

export interface PersonOption {
  id: number;
  fullName: string;
}

interface PersonFilterProps {
  label: string;
  options: readonly PersonOption[];
  value: number | null;
  onChange: (id: number | null) => void;
  loading?: boolean;
}

// thousands of students: render only the first matches while typing
const filterOptions = createFilterOptions<PersonOption>({ limit: 50, stringify: (o) => o.fullName });

/** A search field over people (teachers, students) that filters a list by the chosen one's id. */
export function PersonFilter({ label, options, value, onChange, loading }: PersonFilterProps) {
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
      renderInput={(params) => <TextField {...params} label={label} size="small" placeholder="Начните вводить фамилию" />}
      sx={{ minWidth: 240 }}
    />
  );
}
