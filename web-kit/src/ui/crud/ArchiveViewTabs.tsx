import { Tab, Tabs } from '@mui/material';

/** Which list of an archivable kind is shown. */
export type ArchiveView = 'active' | 'archived';

interface ArchiveViewTabsProps {
  value: ArchiveView;
  onChange: (view: ArchiveView) => void;
  /** The tab list's accessible name, e.g. 'Активные или архивные услуги'. */
  label: string;
  /** The first tab: 'Активные' on the settings and branch screens, 'Актуальные' on the staff ones. */
  activeLabel?: string;
}

/** The two tabs above a list whose records are archived rather than deleted: which view of it is shown. */
export function ArchiveViewTabs({ value, onChange, label, activeLabel = 'Активные' }: ArchiveViewTabsProps) {
  return (
    <Tabs value={value} onChange={(_event, next: ArchiveView) => onChange(next)} aria-label={label} sx={{ mb: 2 }}>
      <Tab value="active" label={activeLabel} />
      <Tab value="archived" label="Архив" />
    </Tabs>
  );
}
