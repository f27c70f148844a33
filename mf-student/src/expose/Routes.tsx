import { Navigate, Route, Routes } from 'react-router-dom';
import { lazyScreen, NotFoundPage } from '@diary/web-kit';
import { StudentAchievementList } from '../achievements';
import { StudentLayout } from '../layout';

const StudentAttendanceScreen = lazyScreen(() => import('../attendance').then((m) => m.StudentAttendanceScreen));
const ComplaintScreen = lazyScreen(() => import('../complaints').then((m) => m.ComplaintScreen));
const StudentScheduleScreen = lazyScreen(() => import('../schedule').then((m) => m.StudentScheduleScreen));
const StudentBalanceScreen = lazyScreen(() => import('../balance').then((m) => m.StudentBalanceScreen));

/** /student/*: paths are relative to /student. */
export default function StudentRoutes() {
  return (
    <Routes>
      <Route element={<StudentLayout />}>
        <Route index element={<Navigate to="achivements" replace />} />
        <Route path="achivements" element={<StudentAchievementList />} />
        <Route path="attendance" element={<StudentAttendanceScreen />} />
        <Route path="schedule" element={<StudentScheduleScreen />} />
        <Route path="balance" element={<StudentBalanceScreen />} />
        <Route path="create-complaint" element={<ComplaintScreen />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
