import { useId } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent } from '@mui/material';
import { AuditHistoryButton } from '../audit';
import { usePhone } from '../use-phone';
import { AchievementForm } from './AchievementForm';
import { ACHIEVEMENT_TEXTS } from './texts';
import type { Achievement, AchievementPayload, AchievementSaveResult } from './types';

export interface AchievementFormDialogProps {
  /** The achievement to edit; without one the dialog says the data could not be loaded. */
  achievement: Achievement | null | undefined;
  subjects: readonly string[];
  onSubmit: (payload: AchievementPayload) => Promise<AchievementSaveResult>;
  onClose: () => void;
}

/**
 * The achievement form in edit mode inside a modal (teacher 'Мои отчеты', the admin list):
 * fields disabled until the edit icon is pressed, 'Сохранить'; 'История изменений' for those who read the audit.
 * On a phone it takes the whole screen.
 */
export function AchievementFormDialog({ achievement, subjects, onSubmit, onClose }: AchievementFormDialogProps) {
  const titleId = useId();
  const phone = usePhone();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby={titleId}>
      <DialogContent>
        {achievement ? (
          <AchievementForm
            key={achievement.id}
            achievement={achievement}
            subjects={subjects}
            onSubmit={onSubmit}
            titleId={titleId}
            extraActions={
              <>
                <AuditHistoryButton entity="achievement" entityId={achievement.id} />
                <Button onClick={onClose}>Отмена</Button>
              </>
            }
          />
        ) : (
          <Alert id={titleId} severity="error">
            {ACHIEVEMENT_TEXTS.noAchievement}
          </Alert>
        )}
      </DialogContent>
      {!achievement && (
        <DialogActions>
          <Button onClick={onClose}>Закрыть</Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
