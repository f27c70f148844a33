import { NavLink, Outlet } from 'react-router-dom';
import { Box, Paper, Tab, Tabs } from '@mui/material';
import { useLocation } from 'react-router-dom';

const ENTRIES = [
  { label: 'Достижения', path: '/student/achivements' },
  { label: 'Отправить жалобу', path: '/student/create-complaint' },
  { label: 'Посещаемость', path: '/student/attendance' },
  // Last: the first brief's entries keep their places and the later screens come before it.
  { label: 'Расписание', path: '/student/schedule' },
] as const;

/** The student area: the top navigation of docs/product/screens.md "Student area". */
export function StudentLayout() {
  const { pathname } = useLocation();
  const current = ENTRIES.find((entry) => pathname.startsWith(entry.path))?.path ?? false;
  return (
    <>
      <Paper square elevation={1} component="nav" aria-label="Разделы ученика">
        <Tabs value={current} variant="scrollable" scrollButtons={false} sx={{ px: { xs: 0, sm: 2 } }}>
          {ENTRIES.map((entry) => (
            <Tab key={entry.path} label={entry.label} value={entry.path} component={NavLink} to={entry.path} />
          ))}
        </Tabs>
      </Paper>
      <Box component="section" sx={{ p: 2 }}>
        <Outlet />
      </Box>
    </>
  );
}
