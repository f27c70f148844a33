import { DateField } from '@diary/web-kit';

interface DateFilterProps {
  label: string;
  /** YYYY-MM-DD or ''. */
  value: string;
  onChange: (value: string) => void;
}

/** A date filter of a list's filters bar (docs/product/screens.md "Generic data table": filters of type date). */
export function DateFilter({ label, value, onChange }: DateFilterProps) {
  return <DateField size="small" label={label} value={value} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: 170 }} />;
}
