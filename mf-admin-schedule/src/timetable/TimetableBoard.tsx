import { memo, useEffect, useState, type CSSProperties } from 'react';
import { observer } from 'mobx-react-lite';
import {
  DragDropContext,
  Draggable,
  Droppable,
  type DraggableStateSnapshot,
  type DraggingStyle,
  type DragStart,
  type DropResult,
  type NotDraggingStyle,
} from '@hello-pangea/dnd';
import { WEEKDAYS, formatTimeOfDay, pluralize, type Cabinet } from '@diary/common';
import {
  SLOT_HEIGHT,
  gapDropId,
  lessonDragId,
  lessonDropId,
  parseDropTarget,
  parseLessonDragId,
  slotLabel,
  type PlacedGap,
  type PlacedLesson,
} from './board-model';
import { BoardRoot, CABINET_WIDTH, DAY_TITLE_HEIGHT, LABEL_WIDTH } from './board-styles';
import type { BoardClashesStore } from './BoardClashesStore';
import { ClashBadge } from './ClashBadge';
import { LessonCard, type CardActions } from './LessonCard';
import type { TimetableStore } from './TimetableStore';

const LESSONS = ['занятие', 'занятия', 'занятий'] as const;

/** What the board's buttons do; one object for the whole board, so that the columns keep their props. */
export interface BoardActions extends CardActions {
  add: (cabinetId: number, day: number, start: string) => void;
}

interface BoardProps {
  store: TimetableStore;
  actions: BoardActions;
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

/** The week: a section per day, in it a time axis (150 px per hour) per cabinet. */
export const TimetableBoard = observer(function TimetableBoard({ store, actions }: BoardProps) {
  const shownDays = useOneMorePerTask(WEEKDAYS.length);
  // where the lesson cannot go is worked out once, as the drag starts (and again when its busy times come)
  function onDragStart(start: DragStart) {
    const lessonId = parseLessonDragId(start.draggableId);
    if (lessonId != null) store.clashes.startDrag(lessonId);
  }
  function onDragEnd(result: DropResult) {
    store.clashes.endDrag();
    if (!result.destination) return;
    const lessonId = parseLessonDragId(result.draggableId);
    const target = parseDropTarget(result.destination.droppableId);
    if (lessonId == null || !target) return;
    void store.drop(lessonId, target);
  }

  return (
    <DragDropContext onDragStart={onDragStart} onDragEnd={onDragEnd}>
      <BoardRoot sx={{ overflowX: 'auto' }}>
        <div style={{ minWidth: LABEL_WIDTH + CABINET_WIDTH * store.cabinets.length }}>
          <div className="tt-head">
            <div style={{ width: LABEL_WIDTH, flexShrink: 0 }} />
            {store.cabinets.map((cabinet) => (
              <CabinetHeader key={cabinet.id} cabinet={cabinet} />
            ))}
          </div>
          {WEEKDAYS.map((day, index) =>
            index < shownDays ? (
              <DaySection key={day.value} store={store} day={day.value} name={day.name} actions={actions} />
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
      </BoardRoot>
    </DragDropContext>
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

interface DayProps extends BoardProps {
  day: number;
  name: string;
}

const DaySection = observer(function DaySection({ store, day, name, actions }: DayProps) {
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
          <DayColumn key={cabinet.id} store={store} cabinet={cabinet} day={day} actions={actions} />
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
 * swap); while a lesson is dragged, the targets where it would clash are shown unavailable.
 */
const DayColumn = observer(function DayColumn({ store, cabinet, day, actions }: ColumnProps) {
  const layout = store.column(cabinet.id, day);
  const { canManage, clashes } = store;
  const locked = !canManage || store.busy;
  const blocked = clashes.blockedIn(cabinet.id, day);
  const clashing = clashes.clashingIds;
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
      {layout.gaps.map((gap) => (
        <GapZone
          key={gap.start}
          gap={gap}
          cabinet={cabinet}
          day={day}
          locked={locked}
          canManage={canManage}
          blocked={blocked?.get(gapDropId(cabinet.id, day, gap.at))}
          onAdd={actions.add}
        />
      ))}
      {layout.cards.map((placed) => (
        <LessonZone
          key={placed.lesson.id}
          placed={placed}
          cabinet={cabinet}
          locked={locked}
          canManage={canManage}
          actions={actions}
          blocked={blocked?.get(lessonDropId(placed.lesson.id))}
          clashing={clashing.has(placed.lesson.id)}
          clashes={clashes}
        />
      ))}
    </div>
  );
});

interface GapProps {
  gap: PlacedGap;
  cabinet: Cabinet;
  day: number;
  locked: boolean;
  canManage: boolean;
  /** While a lesson is dragged: why it cannot go here. */
  blocked: readonly string[] | undefined;
  onAdd: BoardActions['add'];
}

/** The classes of a drop zone: dragged over, unavailable. */
const zoneClass = (base: string, over: boolean, blocked: readonly string[] | undefined) =>
  `${base}${over ? ' tt-over' : ''}${blocked ? ' tt-blocked' : ''}`;

/** Over an unavailable target, the indicator says why, and the drop is still the server's to refuse. */
function Indicator({ blocked, text, className = '' }: { blocked: readonly string[] | undefined; text: string; className?: string }) {
  return blocked ? (
    <div className={`tt-indicator tt-refused ${className}`} role="status">
      {blocked.join(' · ')}
    </div>
  ) : (
    <div className={`tt-indicator ${className}`}>{text}</div>
  );
}

/** A free gap: a lesson dropped here moves to its start; its button adds a lesson starting there. */
function GapZone({ gap, cabinet, day, locked, canManage, blocked, onAdd }: GapProps) {
  const time = formatTimeOfDay(gap.at);
  return (
    <Droppable droppableId={gapDropId(cabinet.id, day, gap.at)} isDropDisabled={locked}>
      {(provided, snapshot) => (
        <div
          ref={provided.innerRef}
          {...provided.droppableProps}
          data-testid={`gap-${cabinet.id}-${day}-${time}`}
          className={zoneClass('tt-gap', snapshot.isDraggingOver, blocked)}
          title={blocked?.join('\n')}
          style={{ top: gap.top, height: gap.height }}
        >
          {snapshot.isDraggingOver ? (
            <Indicator blocked={blocked} text="Переместить сюда" />
          ) : (
            canManage &&
            !blocked &&
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
          <div className="tt-placeholder">{provided.placeholder}</div>
        </div>
      )}
    </Droppable>
  );
}

interface LessonZoneProps {
  placed: PlacedLesson;
  cabinet: Cabinet;
  locked: boolean;
  canManage: boolean;
  actions: BoardActions;
  /** While a lesson is dragged: why it cannot swap with this one. */
  blocked: readonly string[] | undefined;
  /** The lesson is in a clash already in the timetable. */
  clashing: boolean;
  clashes: BoardClashesStore;
}

/**
 * A lesson in its own drop zone: another lesson dropped on it swaps places with it.
 *
 * The library finds the drop zone from the dragged element's box, and a card an hour long would overlap
 * several gaps at once; so the dragged element is a 1 px line at the point where the card was grabbed
 * (the card hangs from it), and a lesson goes where the pointer is.
 */
const LessonZone = memo(function LessonZone({ placed, cabinet, locked, canManage, actions, blocked, clashing, clashes }: LessonZoneProps) {
  const { lesson, top, height } = placed;
  const dragId = lessonDragId(lesson.id);
  const [grab, setGrab] = useState<number | null>(null);
  const anchor = Math.min(Math.max(grab ?? height / 2, 0), height - 1);
  return (
    <Droppable droppableId={lessonDropId(lesson.id)} isDropDisabled={locked}>
      {(provided, snapshot) => (
        <div
          ref={provided.innerRef}
          {...provided.droppableProps}
          data-testid={`lesson-drop-${lesson.id}`}
          className={zoneClass('tt-lesson', false, blocked)}
          style={{ top, height }}
        >
          <div className="tt-anchor" style={{ top: anchor }}>
            <Draggable draggableId={dragId} index={0} isDragDisabled={locked}>
              {(drag, dragSnapshot) => (
                <div
                  ref={drag.innerRef}
                  {...drag.draggableProps}
                  className="tt-drag"
                  style={dragStyle(drag.draggableProps.style, dragSnapshot)}
                >
                  <div
                    className="tt-hang"
                    style={{ top: -anchor, height }}
                    onPointerDown={(e) => {
                      setGrab(e.clientY - e.currentTarget.getBoundingClientRect().top);
                      // the lesson's busy times are on their way before the drag starts
                      if (canManage) void clashes.loadBusy(lesson.id);
                    }}
                  >
                    <LessonCard
                      lesson={lesson}
                      cabinet={cabinet}
                      canManage={canManage}
                      actions={actions}
                      dragging={dragSnapshot.isDragging}
                      handle={drag.dragHandleProps}
                      clash={clashing ? <ClashBadge store={clashes} lesson={lesson} /> : null}
                    />
                  </div>
                </div>
              )}
            </Draggable>
          </div>
          {blocked && <div className="tt-blocked-cover" title={blocked.join('\n')} />}
          {snapshot.isDraggingOver && snapshot.draggingOverWith !== dragId && (
            <Indicator blocked={blocked} text="Обменять местами" className="tt-swap" />
          )}
          <div className="tt-placeholder">{provided.placeholder}</div>
        </div>
      )}
    </Droppable>
  );
});

/**
 * The cards stay where their times put them: a card under a dragged lesson does not make room for it
 * (the drop means a swap, not an insertion), and a dropped card does not fly back before the week reloads.
 */
function dragStyle(style: DraggingStyle | NotDraggingStyle | undefined, snapshot: DraggableStateSnapshot): CSSProperties | undefined {
  if (snapshot.isDropAnimating) return { ...style, transitionDuration: '0.001s' };
  if (!snapshot.isDragging) return { ...style, transform: 'none' };
  return style;
}
