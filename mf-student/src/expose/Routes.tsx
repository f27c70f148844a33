import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@diary/common/ui';
import { StudentAchievementsPage } from '../achievements';
import { ComplaintPage } from '../complaints';
import { StudentLayout } from '../layout';

/** /student/*: paths are relative to /student. */
export default function StudentRoutes() {
  return (
    <Routes>
      <Route element={<StudentLayout />}>
        <Route index element={<Navigate to="achivements" replace />} />
        <Route path="achivements" element={<StudentAchievementsPage />} />
        <Route path="create-complaint" element={<ComplaintPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
