import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Tab, Tabs } from '@mui/material';
import { ARCHIVE_TABS } from '../app/admin-pages';

/** The archive section's tabs: links to the archived members, achievements and difficulties. */
export function ArchiveSectionNav() {
  const { pathname } = useLocation();
  const current = ARCHIVE_TABS.find((tab) => pathname.startsWith(tab.path))?.path ?? false;
  return (
    <Tabs value={current} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }} aria-label="Архив">
      {ARCHIVE_TABS.map((tab) => (
        <Tab key={tab.path} label={tab.label} value={tab.path} component={RouterLink} to={tab.path} />
      ))}
    </Tabs>
  );
}
