import { Route, Routes } from 'react-router-dom';
import { lazyScreen, NotFoundPage } from '@diary/web-kit';

const AuditList = lazyScreen(() => import('../audit').then((m) => m.AuditList));
const AdminAchievementList = lazyScreen(() => import('../achievements').then((m) => m.AdminAchievementList));
const CompensationList = lazyScreen(() => import('../compensation').then((m) => m.CompensationList));
const ComplaintList = lazyScreen(() => import('../complaints').then((m) => m.ComplaintList));
const DifficultyList = lazyScreen(() => import('../difficulties').then((m) => m.DifficultyList));
const LatenessList = lazyScreen(() => import('../lateness').then((m) => m.LatenessList));
const AdminMonthlyReportsScreen = lazyScreen(() => import('../monthly-reports').then((m) => m.AdminMonthlyReportsScreen));
const AchievementsVisualizer = lazyScreen(() => import('../statistics').then((m) => m.AchievementsVisualizer));
const AdminStatisticsScreen = lazyScreen(() => import('../statistics').then((m) => m.AdminStatisticsScreen));
const SalaryScreen = lazyScreen(() => import('../salary').then((m) => m.SalaryScreen));
const PaymentsScreen = lazyScreen(() => import('../payments').then((m) => m.PaymentsScreen));

/** The reports, staff and clients pages of /admin: paths are relative to /admin. */
export default function ReportsRoutes() {
  return (
    <Routes>
      {/* keys: a list and its archive must not share one store when the route changes */}
      <Route path="achivements" element={<AdminAchievementList key="achievements" />} />
      <Route path="difficults" element={<DifficultyList key="difficulties" />} />
      <Route path="quarters" element={<AdminMonthlyReportsScreen />} />
      <Route path="statistics" element={<AdminStatisticsScreen />} />
      <Route path="achives-visualizer" element={<AchievementsVisualizer />} />
      <Route path="compensation" element={<CompensationList />} />
      <Route path="complaints" element={<ComplaintList />} />
      <Route path="teacher-lateness" element={<LatenessList />} />
      <Route path="audit" element={<AuditList />} />
      <Route path="salary" element={<SalaryScreen />} />
      <Route path="payments" element={<PaymentsScreen />} />
      <Route path="archive/achivements" element={<AdminAchievementList key="archived-achievements" archived />} />
      <Route path="archive/difficults" element={<DifficultyList key="archived-difficulties" archived />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
