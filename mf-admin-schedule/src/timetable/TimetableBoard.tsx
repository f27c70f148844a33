import {
  memo,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { observer } from 'mobx-react-lite';
import { WEEKDAYS, formatTimeOfDay, pluralize, type Cabinet, type Lesson } from '@diary/common';
import { CARD_BODY } from './board-drag';
import { SLOT_HEIGHT, columnKey, gapDropId, lessonDropId, slotLabel, type PlacedGap, type PlacedLesson } from './board-model';
import { BoardRoot, CABINET_WIDTH, DAY_TITLE_HEIGHT, LABEL_WIDTH } from './board-styles';
import type { BoardClashesStore } from './BoardClashesStore';
import { BoardPointerDrag, type Ghost } from './BoardPointerDrag';
import { ClashBadge } from './ClashBadge';
import { LessonCard, type CardActions } from './LessonCard';
import { LessonMoveDialog } from './LessonMoveDialog';
import type { TimetableStore } from './TimetableStore';

const LESSONS = ['занятие', 'занятия', 'занятий'] as const;

/** What the screen does for the board's buttons (the board moves lessons itself). */
export interface BoardActions extends Omit<CardActions, 'move'> {
  add: (cabinetId: number, day: number, start: string) => void;
}

/** Every button's action; one object for the whole board, so that the columns keep their props. */
type ZoneActions = BoardActions & CardActions;

/** A card pressed: the drag may begin. */
type Grab = (lesson: Lesson, event: ReactPointerEvent<HTMLElement>) => void;

interface BoardProps {
  store: TimetableStore;
  actions: ZoneActions;
  grab: Grab;
}

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

/**
 * The dragged card's copy, fixed over the page and moved under the pointer (pointer-events none: the
 * board sees through it); over a target where the lesson cannot go, it says why above the card.
 */
const DragGhost = observer(function DragGhost({
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

interface DayProps extends BoardProps {
  day: number;
  name: string;
}

const DaySection = observer(function DaySection({ store, day, name, actions, grab }: DayProps) {
  const { slots } = store;
  return (
    <section
      aria-label={name}
      className="tt-day"
      style={{ containIntrinsicSize: `auto ${DAY_TITLE_HEIGHT + slots.length * SLOT_HEIGHT}px` }}
    >
      <div className="tt-day-title">
        {name} · {pluralize(store.dayCount(day), LESSONS)}
      </div>
      <div style={{ display: 'flex' }}>
        <div className="tt-labels" style={{ width: LABEL_WIDTH }}>
          {slots.map((slot) => (
            <div key={slot} className="tt-label" style={{ height: SLOT_HEIGHT }}>
              {slotLabel(slot)}
            </div>
          ))}
        </div>
        {store.cabinets.map((cabinet) => (
          <DayColumn key={cabinet.id} store={store} cabinet={cabinet} day={day} actions={actions} grab={grab} />
        ))}
      </div>
    </section>
  );
});

interface ColumnProps extends BoardProps {
  cabinet: Cabinet;
  day: number;
}

/**
 * One cabinet on one day: highlighted busy slots, free gaps (drop to move there) and lessons (drop to
 * swap); while a lesson is dragged, the targets where it would clash are shown unavailable, and the
 * target under the pointer says what a drop there does. A column is drawn again only when its own
 * part of the drag changes; the unavailable marks are drawn as a deferred update, in slices that
 * leave the page free to follow the pointer (a drag start marks hundreds of targets).
 */
const DayColumn = observer(function DayColumn({ store, cabinet, day, actions, grab }: ColumnProps) {
  const layout = store.column(cabinet.id, day);
  const key = columnKey(cabinet.id, day);
  const { canManage, clashes } = store;
  const locked = !canManage || store.busy;
  const blocked = useDeferredValue(clashes.blockedIn(cabinet.id, day));
  const clashing = clashes.clashingIds;
  const { over, dragged } = store.drag.inColumn(key);
  return (
    <div className="tt-col" data-testid={`column-${cabinet.id}-${day}`} style={{ width: CABINET_WIDTH, height: layout.height }}>
      {layout.busy.map((busy, index) =>
        busy ? (
          <div
            key={index}
            className="tt-busy"
            style={{ top: index * SLOT_HEIGHT, height: SLOT_HEIGHT, background: `${cabinet.color}14` }}
          />
        ) : null,
      )}
      {layout.gaps.map((gap) => {
        const dropId = gapDropId(cabinet.id, day, gap.at);
        return (
          <GapZone
            key={gap.start}
            gap={gap}
            cabinet={cabinet}
            day={day}
            column={key}
            dropId={dropId}
            canManage={canManage}
            over={over === dropId}
            blocked={blocked?.get(dropId)}
            onAdd={actions.add}
          />
        );
      })}
      {layout.cards.map((placed) => {
        const dropId = lessonDropId(placed.lesson.id);
        return (
          <LessonZone
            key={placed.lesson.id}
            placed={placed}
            cabinet={cabinet}
            column={key}
            dropId={dropId}
            locked={locked}
            canManage={canManage}
            actions={actions}
            over={over === dropId}
            dragged={dragged === placed.lesson.id}
            blocked={blocked?.get(dropId)}
            clashing={clashing.has(placed.lesson.id)}
            clashes={clashes}
            grab={grab}
          />
        );
      })}
    </div>
  );
});

/** The classes of a drop zone: under the pointer, unavailable. */
const zoneClass = (base: string, over: boolean, blocked: readonly string[] | undefined) =>
  `${base}${over ? ' tt-over' : ''}${blocked ? ' tt-blocked' : ''}`;

/** Over an unavailable target the indicator says why (the drop is still the server's to refuse). */
function Indicator({ blocked, text, className = '' }: { blocked: readonly string[] | undefined; text: string; className?: string }) {
  return blocked ? (
    <div className={`tt-indicator tt-refused ${className}`} role="status">
      {blocked.join(' · ')}
    </div>
  ) : (
    <div className={`tt-indicator ${className}`}>{text}</div>
  );
}

interface GapProps {
  gap: PlacedGap;
  cabinet: Cabinet;
  day: number;
  column: string;
  dropId: string;
  canManage: boolean;
  /** The dragged lesson is over it. */
  over: boolean;
  /** While a lesson is dragged: why it cannot go here. */
  blocked: readonly string[] | undefined;
  onAdd: BoardActions['add'];
}

/** A free gap: a lesson dropped here moves to its start; its button adds a lesson starting there. */
const GapZone = memo(function GapZone({ gap, cabinet, day, column, dropId, canManage, over, blocked, onAdd }: GapProps) {
  const time = formatTimeOfDay(gap.at);
  return (
    <div
      data-testid={`gap-${cabinet.id}-${day}-${time}`}
      data-drop={dropId}
      data-column={column}
      className={zoneClass('tt-gap', over, blocked)}
      title={blocked?.join('\n')}
      style={{ top: gap.top, height: gap.height }}
    >
      {over ? (
        <Indicator blocked={blocked} text="Переместить сюда" />
      ) : (
        // hidden, not removed, where a dragged lesson cannot go: a drag start changes hundreds of gaps
        canManage &&
        gap.button != null && (
          <button
            type="button"
            className={gap.button < SLOT_HEIGHT / 4 ? 'tt-add tt-add-small' : 'tt-add'}
            style={{ height: gap.button }}
            onClick={() => onAdd(cabinet.id, day, time)}
            aria-label={`Добавить занятие ${cabinet.name} ${time}`}
          >
            Добавить занятие
          </button>
        )
      )}
    </div>
  );
});

interface LessonZoneProps {
  placed: PlacedLesson;
  cabinet: Cabinet;
  column: string;
  dropId: string;
  locked: boolean;
  canManage: boolean;
  actions: ZoneActions;
  /** Another lesson is dragged over this one. */
  over: boolean;
  /** This lesson is the one dragged: its place is kept, dimmed. */
  dragged: boolean;
  /** While a lesson is dragged: why it cannot swap with this one. */
  blocked: readonly string[] | undefined;
  /** The lesson is in a clash already in the timetable. */
  clashing: boolean;
  clashes: BoardClashesStore;
  grab: Grab;
}

/** A lesson in its zone: pressed and moved, it is dragged; another lesson dropped on it swaps places with it. */
const LessonZone = memo(function LessonZone({
  placed,
  cabinet,
  column,
  dropId,
  locked,
  canManage,
  actions,
  over,
  dragged,
  blocked,
  clashing,
  clashes,
  grab,
}: LessonZoneProps) {
  const { lesson, top, height } = placed;
  return (
    <div
      data-testid={`lesson-drop-${lesson.id}`}
      data-drop={dropId}
      data-column={column}
      className={`${zoneClass('tt-lesson', false, blocked)}${dragged ? ' tt-source' : ''}`}
      style={{ top, height }}
      onPointerDown={locked ? undefined : (event) => grab(lesson, event)}
    >
      <LessonCard
        lesson={lesson}
        cabinet={cabinet}
        canManage={canManage}
        actions={actions}
        dragging={false}
        clash={clashing ? <ClashBadge store={clashes} lesson={lesson} /> : null}
      />
      {blocked && <div className="tt-blocked-cover" title={blocked.join('\n')} />}
      {over && !dragged && <Indicator blocked={blocked} text="Обменять местами" className="tt-swap" />}
    </div>
  );
});
