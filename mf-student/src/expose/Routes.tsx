import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage, PendingSection } from '@diary/common/ui';
import { StudentLayout } from '../layout/StudentLayout';

/** /student/*: paths are relative to /student. */
export default function StudentRoutes() {
  return (
    <Routes>
      <Route element={<StudentLayout />}>
        <Route index element={<Navigate to="achivements" replace />} />
        <Route path="achivements" element={<PendingSection title="Достижения" />} />
        <Route path="create-complaint" element={<PendingSection title="Обратная связь" />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
