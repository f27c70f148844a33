import { Outlet } from 'react-router-dom';
import { Box } from '@mui/material';
import { AreaNav } from '@diary/web-kit';

const ENTRIES = [
  { label: 'Отправить отчет', path: '/teacher/create-achivement' },
  { label: 'Сообщить о трудностях', path: '/teacher/create-report' },
  { label: 'Мои отчеты', path: '/teacher/achivements' },
  { label: 'Статистика', path: '/teacher/statistics' },
  { label: 'Отчеты по месяцам', path: '/teacher/create-quarter' },
  { label: 'Пожаловаться', path: '/teacher/create-complaint' },
  { label: 'Журнал', path: '/teacher/journal' },
  { label: 'Моя зарплата', path: '/teacher/salary' },
  // Last: the first brief's entries keep their places and the later screens come before it.
  { label: 'Моё расписание', path: '/teacher/schedule' },
] as const;

/**
 * The teacher area: the sidebar of docs/product/screens.md "Teacher area" (plus the week, statistics,
 * monthly reports, the complaint form, the journal and the pay) and the page beside it. On a phone the
 * sidebar folds into the menu above the page.
 */
export function TeacherLayout() {
  return (
    <Box sx={{ display: { md: 'flex' }, gap: 2, p: { md: 2 }, alignItems: 'flex-start' }}>
      <AreaNav label="Разделы преподавателя" entries={ENTRIES} wide="sidebar" />
      <Box component="section" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 0 } }}>
        <Outlet />
      </Box>
    </Box>
  );
}
