import { Tab, Tabs } from '@mui/material';
import type { RecordView } from './kit';

interface ViewTabsProps {
  value: RecordView;
  onChange: (view: RecordView) => void;
  label: string;
}

/** 'Актуальные' / 'Архив' above a record list. */
export function ViewTabs({ value, onChange, label }: ViewTabsProps) {
  return (
    <Tabs value={value} onChange={(_event, next: RecordView) => onChange(next)} aria-label={label} sx={{ mb: 2 }}>
      <Tab value="active" label="Актуальные" />
      <Tab value="archived" label="Архив" />
    </Tabs>
  );
}
