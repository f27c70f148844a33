import { useEffect, useState } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { appDeps, lazyScreen, NotFoundPage } from '@diary/web-kit';

import { CreateAchievementScreen } from '../achievements';
import { TeacherLayout } from '../layout';
import { TeacherAreaContext, TeacherAreaStore } from '../stores';

const MyAchievementList = lazyScreen(() => import('../achievements').then((m) => m.MyAchievementList));
const DifficultyForm = lazyScreen(() => import('../difficulties').then((m) => m.DifficultyForm));
const TeacherJournalScreen = lazyScreen(() => import('../journal').then((m) => m.TeacherJournalScreen));
const TeacherMonthlyReportsScreen = lazyScreen(() => import('../monthly-reports').then((m) => m.TeacherMonthlyReportsScreen));
const TeacherScheduleScreen = lazyScreen(() => import('../schedule').then((m) => m.TeacherScheduleScreen));
const TeacherStatisticsScreen = lazyScreen(() => import('../statistics').then((m) => m.TeacherStatisticsScreen));
const TeacherComplaintScreen = lazyScreen(() => import('../complaints').then((m) => m.TeacherComplaintScreen));
const TeacherSalaryScreen = lazyScreen(() => import('../salary').then((m) => m.TeacherSalaryScreen));

/** /teacher/*: paths are relative to /teacher. On entry the area loads the subject suggestions (the student pickers search on the server). */
export default function TeacherRoutes() {
  const [area] = useState(() => new TeacherAreaStore(appDeps));

  useEffect(() => {
    void area.loadSubjects();
  }, [area]);

  return (
    <TeacherAreaContext.Provider value={area}>
      <Routes>
        <Route element={<TeacherLayout />}>
          <Route index element={<Navigate to="create-achivement" replace />} />
          <Route path="create-achivement" element={<CreateAchievementScreen />} />
          <Route path="create-report" element={<DifficultyForm />} />
          <Route path="create-quarter" element={<TeacherMonthlyReportsScreen />} />
          <Route path="achivements" element={<MyAchievementList />} />
          <Route path="statistics" element={<TeacherStatisticsScreen />} />
          <Route path="schedule" element={<TeacherScheduleScreen />} />
          <Route path="journal" element={<TeacherJournalScreen />} />
          <Route path="create-complaint" element={<TeacherComplaintScreen />} />
          <Route path="salary" element={<TeacherSalaryScreen />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </TeacherAreaContext.Provider>
  );
}
