import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, PendingSection } from '@diary/common/ui';

/** The reports, staff and clients pages of /admin: paths are relative to /admin. */
export default function ReportsRoutes() {
  return (
    <Routes>
      <Route path="achivements" element={<PendingSection title="Достижения" />} />
      <Route path="difficults" element={<PendingSection title="Трудности" />} />
      <Route path="quarters" element={<PendingSection title="Отчеты учителей по месяцам (учебный год)" />} />
      <Route path="statistics" element={<PendingSection title="Статистика успеваемости" />} />
      <Route path="achives-visualizer" element={<PendingSection title="Статистика" />} />
      <Route path="compensation" element={<PendingSection title="Компенсации" />} />
      <Route path="complaints" element={<PendingSection title="Жалобы" />} />
      <Route path="teacher-lateness" element={<PendingSection title="Опоздания преподавателей" />} />
      <Route path="archive/achivements" element={<PendingSection title="Архив достижений" />} />
      <Route path="archive/difficults" element={<PendingSection title="Архив трудностей" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
