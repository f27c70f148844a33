import { observer } from 'mobx-react-lite';
import { AchievementList } from '@diary/web-kit';
import { useTeacherArea } from '../stores';

/** /teacher/achivements 'Мои отчеты': the teacher's own achievements, edit and archive per row. */
export const MyAchievementList = observer(function MyAchievementList() {
  const area = useTeacherArea();
  return (
    <AchievementList
      title="Мои отчеты"
      perspective="teacher"
      editable
      addLink="/teacher"
      subjects={area.subjects}
      emptyText="Отчетов пока нет"
    />
  );
});
