import { Outlet } from 'react-router-dom';
import { Box } from '@mui/material';
import { AreaNav } from '@diary/web-kit';

const ENTRIES = [
  { label: 'Достижения', path: '/student/achivements' },
  { label: 'Отправить жалобу', path: '/student/create-complaint' },
  { label: 'Посещаемость', path: '/student/attendance' },
  { label: 'Баланс', path: '/student/balance' },
  // Last: the first brief's entries keep their places and the later screens come before it.
  { label: 'Расписание', path: '/student/schedule' },
] as const;

/** The student area: the top navigation of docs/product/screens.md "Student area" (on a phone, the menu). */
export function StudentLayout() {
  return (
    <>
      <AreaNav label="Разделы ученика" entries={ENTRIES} wide="tabs" />
      <Box component="section" sx={{ p: 2 }}>
        <Outlet />
      </Box>
    </>
  );
}
