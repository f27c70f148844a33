import { Route, Routes } from 'react-router-dom';
import { lazyScreen, NotFoundPage } from '@diary/web-kit';

const ClassList = lazyScreen(() => import('../classes').then((m) => m.ClassList));
const ClassPage = lazyScreen(() => import('../classes').then((m) => m.ClassPage));
const FilialList = lazyScreen(() => import('../filials').then((m) => m.FilialList));
const FilialPage = lazyScreen(() => import('../filials').then((m) => m.FilialPage));
const JournalScreen = lazyScreen(() => import('../journal').then((m) => m.JournalScreen));
const LessonPage = lazyScreen(() => import('../lessons').then((m) => m.LessonPage));
const TimetableScreen = lazyScreen(() => import('../timetable').then((m) => m.TimetableScreen));

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
