import { useId } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { formatDate } from '@diary/common';
import { authorName, studentName, type Achievement } from '@diary/web-kit';
import { ADMIN_ACHIEVEMENT_TEXTS } from './achievement-texts';

const NOT_GRADED = 'Не оценивался';

/** The fields of one achievement as the details modal lists them. */
export function achievementDetails(a: Achievement): { label: string; value: string }[] {
  return [
    { label: 'Учитель', value: authorName(a) },
    { label: 'Ученик', value: studentName(a) },
    { label: 'Предмет', value: a.subject },
    { label: 'Дата теста', value: formatDate(a.lessonDate) },
    { label: 'Тема', value: a.lessonTheme },
    { label: 'Тип проверки', value: a.checkType },
    { label: 'Макс. балл', value: a.maxPoints == null ? NOT_GRADED : String(a.maxPoints) },
    { label: 'Балл', value: a.points == null ? NOT_GRADED : String(a.points) },
    { label: 'Комментарий', value: a.notes || '—' },
    { label: 'Дата отправки', value: formatDate(a.createdAt) },
    { label: 'В архиве', value: a.isArchived ? 'Да' : 'Нет' },
  ];
}

interface AchievementDetailsDialogProps {
  achievement: Achievement;
  onClose: () => void;
}

/** The archive's open-details modal: every field of the report, read-only. */
export function AchievementDetailsDialog({ achievement, onClose }: AchievementDetailsDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {ADMIN_ACHIEVEMENT_TEXTS.detailsTitle}: {achievement.lessonTheme}
      </DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
          {achievementDetails(achievement).map(({ label, value }) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Закрыть</Button>
      </DialogActions>
    </Dialog>
  );
}
