import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage, PendingSection } from '@diary/common/ui';
import { TeacherLayout } from '../layout/TeacherLayout';

/** /teacher/*: paths are relative to /teacher. */
export default function TeacherRoutes() {
  return (
    <Routes>
      <Route element={<TeacherLayout />}>
        <Route index element={<Navigate to="create-achivement" replace />} />
        <Route path="create-achivement" element={<PendingSection title="Отправить отчет" />} />
        <Route path="create-report" element={<PendingSection title="Сообщить о трудностях" />} />
        <Route path="create-quarter" element={<PendingSection title="Отчеты учителей по месяцам (учебный год)" />} />
        <Route path="achivements" element={<PendingSection title="Мои отчеты" />} />
        <Route path="statistics" element={<PendingSection title="Статистика успеваемости" />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
