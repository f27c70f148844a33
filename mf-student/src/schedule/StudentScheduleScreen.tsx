import { observer } from 'mobx-react-lite';
import { PersonWeekScreen } from '@diary/web-kit';
import { session } from 'mf_auth/session';

/** /student/schedule 'Расписание': the lessons the student is enrolled in, in every branch. */
export const StudentScheduleScreen = observer(function StudentScheduleScreen() {
  const studentId = session.user?.id;
  if (studentId == null) return null;
  return <PersonWeekScreen title="Расписание" person={{ kind: 'student', id: studentId }} />;
});
