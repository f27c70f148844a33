import { observer } from 'mobx-react-lite';
import { PersonWeekScreen } from '@diary/web-kit';
import { session } from 'mf_auth/session';

/** /teacher/schedule 'Моё расписание': the lessons the teacher teaches, in every branch. */
export const TeacherScheduleScreen = observer(function TeacherScheduleScreen() {
  const teacherId = session.user?.id;
  if (teacherId == null) return null;
  return <PersonWeekScreen title="Моё расписание" person={{ kind: 'teacher', id: teacherId }} />;
});
