import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, PendingSection } from '@diary/common/ui';

/** The timetable, classes, lessons and branches pages of /admin: paths are relative to /admin. */
export default function ScheduleRoutes() {
  return (
    <Routes>
      <Route path="shedule" element={<PendingSection title="Расписание занятий" />} />
      <Route path="classes" element={<PendingSection title="Классы" />} />
      <Route path="classes/:id" element={<PendingSection title="Класс" />} />
      <Route path="schedules/:id" element={<PendingSection title="Занятие" />} />
      <Route path="filials" element={<PendingSection title="Филиалы" />} />
      <Route path="filials/:id" element={<PendingSection title="Филиал" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
