import { createPortal } from 'react-dom';
import { observer } from 'mobx-react-lite';
import type { Ghost } from './BoardPointerDrag';
import { BoardRoot } from './board-styles';
import { LessonCard, type CardActions } from './LessonCard';
import type { TimetableStore } from './TimetableStore';

/**
 * The dragged card's copy, fixed over the page and moved under the pointer (pointer-events none: the
 * board sees through it); over a target where the lesson cannot go, it says why above the card.
 */
export const DragGhost = observer(function DragGhost({
  ghost,
  store,
  attach,
}: {
  ghost: Ghost;
  store: TimetableStore;
  attach: (element: HTMLElement | null) => void;
}) {
  const { lesson } = ghost;
  const cabinet = store.cabinets.find((c) => c.id === lesson.cabinet_id);
  const { over, overColumn } = store.drag;
  const reasons = over && overColumn ? store.clashes.reasonsAt(overColumn, over) : undefined;
  if (!cabinet) return null;
  return createPortal(
    <BoardRoot>
      <div
        ref={attach}
        className="tt-ghost"
        aria-hidden
        style={{ left: ghost.left, top: ghost.top, width: ghost.width, height: ghost.height }}
      >
        {reasons && <div className="tt-ghost-reason">{reasons.join(' · ')}</div>}
        <LessonCard lesson={lesson} cabinet={cabinet} canManage={false} actions={NO_ACTIONS} dragging />
      </div>
    </BoardRoot>,
    document.body,
  );
});

const NO_ACTIONS: CardActions = { edit: () => undefined, move: () => undefined, remove: () => undefined };
