import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@diary/common/ui';
import { ClassList, ClassPage } from '../classes';
import { FilialList, FilialPage } from '../filials';
import { JournalScreen } from '../journal';
import { LessonPage } from '../lessons';
import { TimetableScreen } from '../timetable';

/** The timetable, classes, lessons, branches and attendance journal pages of /admin: paths are relative to /admin. */
export default function ScheduleRoutes() {
  return (
    <Routes>
      <Route path="shedule" element={<TimetableScreen />} />
      <Route path="classes" element={<ClassList />} />
      <Route path="classes/:id" element={<ClassPage />} />
      <Route path="schedules/:id" element={<LessonPage />} />
      <Route path="filials" element={<FilialList />} />
      <Route path="filials/:id" element={<FilialPage />} />
      <Route path="journal" element={<JournalScreen />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
