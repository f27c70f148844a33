import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { Box, List, ListItemButton, ListItemText, Paper } from '@mui/material';

const ENTRIES = [
  { label: 'Отправить отчет', path: '/teacher/create-achivement' },
  { label: 'Сообщить о трудностях', path: '/teacher/create-report' },
  { label: 'Мои отчеты', path: '/teacher/achivements' },
  { label: 'Статистика', path: '/teacher/statistics' },
  { label: 'Отчеты по месяцам', path: '/teacher/create-quarter' },
  { label: 'Пожаловаться', path: '/teacher/create-complaint' },
  { label: 'Журнал', path: '/teacher/journal' },
  // Last: the first brief's entries keep their places and the later screens come before it.
  { label: 'Моё расписание', path: '/teacher/schedule' },
] as const;

/**
 * The teacher area: the sidebar of docs/product/screens.md "Teacher area" (plus the week, statistics,
 * monthly reports, the complaint form and the journal) and the page beside it. On a phone the
 * sidebar is one row that scrolls sideways, so the page (the journal, today's lessons) comes first.
 */
export function TeacherLayout() {
  const entries = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // The phone's row scrolls to the page's entry (jsdom has no scrollIntoView).
  useEffect(() => {
    entries.current?.querySelector('.active')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <Box sx={{ display: 'flex', gap: 2, p: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', md: 'nowrap' } }}>
      <Paper component="nav" aria-label="Разделы преподавателя" sx={{ width: { xs: '100%', md: 260 }, flexShrink: 0 }}>
        <List ref={entries} sx={{ display: { xs: 'flex', md: 'block' }, overflowX: { xs: 'auto', md: 'visible' }, py: { xs: 0, md: 1 } }}>
          {ENTRIES.map((entry) => (
            <ListItemButton
              key={entry.path}
              component={NavLink}
              to={entry.path}
              sx={{
                flex: { xs: '0 0 auto', md: 'initial' },
                whiteSpace: 'nowrap',
                '&.active': { bgcolor: 'action.selected', fontWeight: 600 },
              }}
            >
              <ListItemText primary={entry.label} />
            </ListItemButton>
          ))}
        </List>
      </Paper>
      <Box component="section" sx={{ flexGrow: 1, minWidth: 0 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
