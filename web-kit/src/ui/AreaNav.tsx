import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import {
  Box,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Tab,
  Tabs,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';

export interface AreaNavEntry {
  label: string;
  path: string;
}

export interface AreaNavProps {
  /** The navigation landmark's name: 'Разделы преподавателя'. */
  label: string;
  entries: readonly AreaNavEntry[];
  /** On a wide screen: a sidebar beside the page (teacher) or tabs above it (student). */
  wide: 'sidebar' | 'tabs';
}

const MENU = 'Меню';

const activeEntry = { '&.active': { bgcolor: 'action.selected', fontWeight: 600 } };

function EntryList({ entries, onChoose }: { entries: readonly AreaNavEntry[]; onChoose?: () => void }) {
  return (
    <List>
      {entries.map((entry) => (
        <ListItem key={entry.path} disablePadding>
          <ListItemButton component={NavLink} to={entry.path} onClick={onChoose} sx={activeEntry}>
            <ListItemText primary={entry.label} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/**
 * A bar with the menu button ('Меню') and the current section's name; the menu is a drawer holding
 * the navigation, closed by choosing an entry or by tapping beside it.
 */
function MenuNav({ label, entries, current }: Omit<AreaNavProps, 'wide'> & { current?: AreaNavEntry }) {
  const drawerId = useId();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  // Whatever way the page changes (an entry, 'Назад'), the menu is closed on the next one. The area's
  // first render is at its bare address ('/teacher') until its redirect to the first page commits,
  // which the router may hold back while that page loads: that is no change of page (the menu is
  // remounted by nothing, so one opened meanwhile stays open).
  const [shownFor, setShownFor] = useState(current?.path);
  if (current?.path !== shownFor) {
    setShownFor(current?.path);
    if (shownFor !== undefined) setOpen(false);
  }
  return (
    <>
      <Paper square elevation={1} sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, minHeight: 56 }}>
        <IconButton size="large" aria-label={MENU} aria-controls={drawerId} aria-expanded={open} onClick={() => setOpen(true)}>
          <MenuIcon />
        </IconButton>
        <Typography noWrap sx={{ minWidth: 0, fontWeight: 500 }}>
          {current?.label}
        </Typography>
      </Paper>
      {/* the drawer's paper is a dialog: named like the navigation it holds */}
      <Drawer id={drawerId} open={open} onClose={close} slotProps={{ paper: { 'aria-label': label } }}>
        <Box component="nav" aria-label={label} sx={{ width: 280, maxWidth: '85vw' }}>
          <EntryList entries={entries} onChoose={close} />
        </Box>
      </Drawer>
    </>
  );
}

/**
 * An area's navigation (teacher, student): on a wide screen a sidebar or tabs, on a phone a menu
 * button that opens the same entries in a drawer.
 */
export function AreaNav({ label, entries, wide }: AreaNavProps) {
  const { pathname } = useLocation();
  // below `md` a sidebar would leave the page a phone's width anyway
  const folded = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const current = entries.find((entry) => pathname.startsWith(entry.path));

  if (folded) return <MenuNav label={label} entries={entries} current={current} />;
  if (wide === 'tabs') {
    return (
      <Paper square elevation={1} component="nav" aria-label={label}>
        <Tabs value={current?.path ?? false} variant="scrollable" scrollButtons={false} sx={{ px: 2 }}>
          {entries.map((entry) => (
            <Tab key={entry.path} label={entry.label} value={entry.path} component={NavLink} to={entry.path} />
          ))}
        </Tabs>
      </Paper>
    );
  }
  return (
    <Paper component="nav" aria-label={label} sx={{ width: 260, flexShrink: 0 }}>
      <EntryList entries={entries} />
    </Paper>
  );
}
