import type { PointerEvent as ReactPointerEvent } from 'react';
import type { Lesson } from '@diary/common';
import type { CardActions } from './LessonCard';
import type { TimetableStore } from './TimetableStore';

/** What the screen does for the board's buttons (the board moves lessons itself). */
export interface BoardActions extends Omit<CardActions, 'move'> {
  add: (cabinetId: number, day: number, start: string) => void;
}

/** Every button's action; one object for the whole board, so that the columns keep their props. */
export type ZoneActions = BoardActions & CardActions;

/** A card pressed: the drag may begin. */
export type Grab = (lesson: Lesson, event: ReactPointerEvent<HTMLElement>) => void;

export interface BoardProps {
  store: TimetableStore;
  actions: ZoneActions;
  grab: Grab;
}
