import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@diary/common/ui';
import { StudentAchievementList } from '../achievements';
import { StudentAttendanceScreen } from '../attendance';
import { ComplaintScreen } from '../complaints';
import { StudentLayout } from '../layout';
import { StudentScheduleScreen } from '../schedule';

/** /student/*: paths are relative to /student. */
export default function StudentRoutes() {
  return (
    <Routes>
      <Route element={<StudentLayout />}>
        <Route index element={<Navigate to="achivements" replace />} />
        <Route path="achivements" element={<StudentAchievementList />} />
        <Route path="attendance" element={<StudentAttendanceScreen />} />
        <Route path="schedule" element={<StudentScheduleScreen />} />
        <Route path="create-complaint" element={<ComplaintScreen />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
