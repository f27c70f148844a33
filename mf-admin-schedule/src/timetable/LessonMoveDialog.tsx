import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Typography } from '@mui/material';
import type { Lesson } from '@diary/common';
import { FormDialog, useDialogForm, type SaveResult } from '@diary/web-kit';
import { CabinetField, TimeStartField, WeekdayField } from '../lessons';
import { findLesson } from './board-model';
import { checkMove, moveValuesOf, type MoveField, type MovePlan, type MoveValues } from './move-form-model';
import { MOVE_TEXTS, lessonPlace, lessonTitle } from './move-texts';
import type { TimetableStore } from './TimetableStore';

interface MoveDialogProps {
  lesson: Lesson;
  store: TimetableStore;
  /** Closed: moved, or given up. */
  onClose: () => void;
}

/**
 * 'Переместить…' (docs/product/screens.md "The timetable board"): the lesson's day, start and cabinet,
 * its own to begin with; the chosen place's clashes as the drag shows them, and the lesson a swap
 * would trade with. Saving is the board's drop (the same request, the same refusals, announced the
 * same way); a refusal stays in the dialog.
 */
export const LessonMoveDialog = observer(function LessonMoveDialog({ lesson, store, onClose }: MoveDialogProps) {
  const { clashes, cabinets } = store;
  // the week reloads after each attempt: the lesson as it now is
  const current = findLesson(store.week, lesson.id) ?? lesson;
  const lessonsOf = (cabinetId: number, day: number) => store.lessonsOf(cabinetId, day);

  useEffect(() => void clashes.loadBusy(lesson.id), [clashes, lesson.id]);

  const form = useDialogForm({
    initial: () => moveValuesOf(lesson),
    validate: (values: MoveValues) => checkMove(values, current, lessonsOf),
    onSubmit: async (plan: MovePlan): Promise<SaveResult<MoveField>> => {
      const result = await store.move(lesson.id, plan.target);
      if (result?.ok) {
        onClose();
        return { ok: true };
      }
      return { ok: false, fieldErrors: {}, message: result?.message ?? null };
    },
  });

  const check = checkMove(form.values, current, lessonsOf);
  const plan = check.ok ? check.payload : null;
  const reasons = plan && !plan.here ? clashes.reasonsFor(lesson.id, plan.target) : [];
  const others = store.lessonsOf(Number(form.values.cabinet_id), Number(form.values.day_of_week)).filter((l) => l.id !== lesson.id);

  return (
    <FormDialog
      title={MOVE_TEXTS.title}
      submitLabel={form.saving ? MOVE_TEXTS.saving : plan?.partner ? MOVE_TEXTS.swap : MOVE_TEXTS.submit}
      message={form.message}
      saving={form.saving || store.busy || plan?.here === true}
      onSubmit={() => void form.submit()}
      onCancel={onClose}
    >
      <div>
        <Typography sx={{ fontWeight: 600 }}>{lessonTitle(current)}</Typography>
        <Typography color="text.secondary">{MOVE_TEXTS.current(lessonPlace(current, cabinets))}</Typography>
      </div>
      <WeekdayField {...form.bind('day_of_week')} />
      <TimeStartField {...form.bind('time_start')} />
      <CabinetField cabinets={cabinets} {...form.bind('cabinet_id')} />
      {/* present from the start, so that what the chosen place comes to is read as it changes */}
      <div role="status">
        <Typography variant="body2" color="text.secondary">
          {others.length > 0
            ? MOVE_TEXTS.columnLessons(others.map((other) => `${other.time_start}–${other.time_end} ${lessonTitle(other)}`).join(', '))
            : MOVE_TEXTS.columnFree}
        </Typography>
        {plan?.partner && (
          <Typography sx={{ mt: 1 }}>{MOVE_TEXTS.swapWith(lessonTitle(plan.partner), lessonPlace(plan.partner, cabinets))}</Typography>
        )}
        {reasons.length > 0 && (
          <Alert severity="warning" role="none" sx={{ mt: 1 }}>
            {reasons.map((reason) => (
              <div key={reason}>{reason}</div>
            ))}
          </Alert>
        )}
      </div>
    </FormDialog>
  );
});
