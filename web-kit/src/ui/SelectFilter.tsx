import { MenuItem, TextField } from '@mui/material';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

interface SelectFilterProps<V extends string> {
  label: string;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  minWidth?: number;
  /** Shown but not choosable: the filter does not apply to what else is chosen. */
  disabled?: boolean;
}

/**
 * A select of a list's filters bar; put the "all" choice first among the options. An option whose
 * value is '' (often that "all") is shown like any other when chosen.
 */
export function SelectFilter<V extends string>({
  label,
  value,
  options,
  onChange,
  minWidth = 200,
  disabled = false,
}: SelectFilterProps<V>) {
  const emptyChoosable = options.some((option) => option.value === '');
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as V)}
      sx={{ minWidth }}
      disabled={disabled}
      slotProps={emptyChoosable ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
