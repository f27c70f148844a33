import { observer } from 'mobx-react-lite';
import { MonthlyReportsScreen } from '@diary/web-kit';
import { session } from 'mf_auth/session';

/** /teacher/create-quarter: the monthly report of the teacher's own achievements. */
export const TeacherMonthlyReportsScreen = observer(function TeacherMonthlyReportsScreen() {
  const teacherId = session.user?.id;
  if (teacherId == null) return null;
  return <MonthlyReportsScreen teacherId={teacherId} />;
});
