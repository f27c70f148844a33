import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@diary/common/ui';
import { AdminAchievementList } from '../achievements';
import { CompensationList } from '../compensation';
import { ComplaintList } from '../complaints';
import { DifficultyList } from '../difficulties';
import { LatenessList } from '../lateness';
import { AdminMonthlyReportsScreen } from '../monthly-reports';
import { AchievementsVisualizer, AdminStatisticsScreen } from '../statistics';

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
      <Route path="archive/achivements" element={<AdminAchievementList key="archived-achievements" archived />} />
      <Route path="archive/difficults" element={<DifficultyList key="archived-difficulties" archived />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
