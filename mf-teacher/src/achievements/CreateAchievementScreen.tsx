import { observer } from 'mobx-react-lite';
import { Paper } from '@mui/material';
import { AchievementForm, usePageTitle } from '@diary/web-kit';
import { session } from 'mf_auth/session';
import { useTeacherArea } from '../stores';

/** /teacher/create-achivement 'Отправить отчет': the achievement form in create mode. */
export const CreateAchievementScreen = observer(function CreateAchievementScreen() {
  const area = useTeacherArea();
  usePageTitle('Отправить отчет');
  return (
    <Paper sx={{ p: 3, maxWidth: 720 }}>
      <AchievementForm
        titleComponent="h1"
        subjects={area.subjects}
        ownSubject={session.user?.subject}
        onSubmit={(payload) => area.createAchievement(payload)}
      />
    </Paper>
  );
});
