import { Autocomplete, TextField } from '@mui/material';
import type { StudentOption } from '../achievements/types';
import { renderPersonOption } from '../person-option';

export interface StatisticsPersonFilterProps {
  label: string;
  /** The placeholder of the empty field, which means everyone: 'Все ученики'. */
  allLabel: string;
  options: readonly StudentOption[];
  value: number | null;
  onChange: (id: number | null) => void;
}

/** The student or teacher filter of the statistics screen. */
export function StatisticsPersonFilter({ label, allLabel, options, value, onChange }: StatisticsPersonFilterProps) {
  const selected = options.find((o) => o.id === value) ?? null;
  return (
    <Autocomplete<StudentOption>
      options={options}
      value={selected}
      onChange={(_event, next) => onChange(next?.id ?? null)}
      getOptionLabel={(o) => o.fullName}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={renderPersonOption}
      renderInput={(params) => <TextField {...params} label={label} placeholder={allLabel} size="small" />}
      sx={{ minWidth: 240 }}
    />
  );
}
