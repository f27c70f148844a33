import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { observer } from 'mobx-react-lite';
import { WEEKDAYS, type Cabinet, type Lesson } from '@diary/common';
import type { BoardActions, ZoneActions } from './board-actions';
import { CARD_BODY } from './board-drag';
import { SLOT_HEIGHT, lessonDropId } from './board-model';
import { BoardRoot, CABINET_WIDTH, DAY_TITLE_HEIGHT, LABEL_WIDTH } from './board-styles';
import { DaySection } from './BoardDay';
import { BoardPointerDrag, type Ghost } from './BoardPointerDrag';
import { DragGhost } from './DragGhost';
import { LessonMoveDialog } from './LessonMoveDialog';
import type { TimetableStore } from './TimetableStore';

export type { BoardActions } from './board-actions';

/**
 * How many of `total` parts to render: one more per task, from one. A week of hundreds of
 * lessons then appears day by day instead of blocking the page in one long task.
 */
function useOneMorePerTask(total: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => setShown((n) => n + 1), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return shown;
}

/** The board's pointer drag (BoardPointerDrag), bound to its store for the board's life. */
function usePointerDrag(store: TimetableStore) {
  const scroller = useRef<HTMLDivElement>(null);
  const [ghost, setGhost] = useState<Ghost | null>(null);
  const [drag] = useState(
    () =>
      new BoardPointerDrag(
        {
          startDrag: (id) => store.startDrag(id),
          hover: (dropId, column) => store.drag.hover(dropId, column),
          dropDragged: () => store.dropDragged(),
          cancelDrag: () => store.cancelDrag(),
          prefetch: (id) => void store.clashes.loadBusy(id),
        },
        setGhost,
        () => scroller.current,
      ),
  );
  useEffect(() => () => drag.dispose(), [drag]);
  return { drag, ghost, scroller };
}

/**
 * After 'Переместить…' closes, the lesson's card (wherever the reloaded week puts it) takes the
 * focus back, or the board when the card is gone.
 */
function useFocusCard(store: TimetableStore, board: RefObject<HTMLDivElement | null>) {
  const [lessonId, setLessonId] = useState<number | null>(null);
  const { week } = store;
  useEffect(() => {
    if (lessonId == null) return;
    const card = board.current?.querySelector<HTMLElement>(`[data-drop="${lessonDropId(lessonId)}"] .${CARD_BODY}`);
    (card ?? board.current)?.focus();
    setLessonId(null);
  }, [board, lessonId, week]);
  return setLessonId;
}

/**
 * The week: a section per day, in it a time axis (150 px per hour) per cabinet; lessons are dragged
 * by pointer, or moved by a card's 'Переместить…'; the results are announced.
 */
export const TimetableBoard = observer(function TimetableBoard({ store, actions }: { store: TimetableStore; actions: BoardActions }) {
  const shownDays = useOneMorePerTask(WEEKDAYS.length);
  const { drag, ghost, scroller } = usePointerDrag(store);
  const [moving, setMoving] = useState<Lesson | null>(null);
  const focusCard = useFocusCard(store, scroller);
  const zoneActions = useMemo<ZoneActions>(() => ({ ...actions, move: setMoving }), [actions]);

  return (
    <BoardRoot ref={scroller} tabIndex={-1} sx={{ overflowX: 'auto' }}>
      <Announcer store={store} />
      <div style={{ minWidth: LABEL_WIDTH + CABINET_WIDTH * store.cabinets.length }}>
        <div className="tt-head">
          <div style={{ width: LABEL_WIDTH, flexShrink: 0 }} />
          {store.cabinets.map((cabinet) => (
            <CabinetHeader key={cabinet.id} cabinet={cabinet} />
          ))}
        </div>
        {WEEKDAYS.map((day, index) =>
          index < shownDays ? (
            <DaySection key={day.value} store={store} day={day.value} name={day.name} actions={zoneActions} grab={drag.grab} />
          ) : (
            <section
              key={day.value}
              aria-label={day.name}
              aria-busy
              className="tt-day"
              style={{ height: DAY_TITLE_HEIGHT + store.slots.length * SLOT_HEIGHT }}
            >
              <div className="tt-day-title">{day.name}</div>
            </section>
          ),
        )}
      </div>
      {ghost && <DragGhost ghost={ghost} store={store} attach={drag.attachGhost} />}
      {moving && (
        <LessonMoveDialog
          lesson={moving}
          store={store}
          onClose={() => {
            setMoving(null);
            focusCard(moving.id);
          }}
        />
      )}
    </BoardRoot>
  );
});

/**
 * Each move's or swap's result, dropped or chosen in 'Переместить…', said to screen readers: a new
 * node per result, so that two equal texts in a row are both said.
 */
const Announcer = observer(function Announcer({ store }: { store: TimetableStore }) {
  const { announcement } = store;
  return (
    <div className="tt-sr-only" aria-live="polite" data-testid="board-announcement">
      {announcement && <span key={announcement.seq}>{announcement.text}</span>}
    </div>
  );
});

function CabinetHeader({ cabinet }: { cabinet: Cabinet }) {
  return (
    <div className="tt-cabinet" style={{ width: CABINET_WIDTH }}>
      <span aria-hidden className="tt-swatch" style={{ background: cabinet.color }} />
      <div style={{ minWidth: 0 }}>
        <div className="tt-cabinet-name">{cabinet.name}</div>
        <div className="tt-muted">{cabinet.quantity} мест</div>
      </div>
    </div>
  );
}
