import { useEffect, useState } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ComplaintForm, NotFoundPage, toast } from '@diary/common/ui';
import { http } from 'mf_auth/session';
import { CreateAchievementScreen, MyAchievementList } from '../achievements';
import { DifficultyForm } from '../difficulties';
import { TeacherJournalScreen } from '../journal';
import { TeacherLayout } from '../layout';
import { TeacherMonthlyReportsScreen } from '../monthly-reports';
import { TeacherScheduleScreen } from '../schedule';
import { TeacherStatisticsScreen } from '../statistics';
import { TeacherAreaContext, TeacherAreaStore } from '../stores';

/** /teacher/*: paths are relative to /teacher. On entry the area loads the student list. */
export default function TeacherRoutes() {
  const [area] = useState(() => new TeacherAreaStore({ http, notify: toast }));

  useEffect(() => {
    void area.loadStudents();
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
          <Route path="create-complaint" element={<ComplaintForm title="Пожаловаться" />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </TeacherAreaContext.Provider>
  );
}
