import { useEffect, useState, type CSSProperties } from 'react';
import { observer } from 'mobx-react-lite';
import {
  DragDropContext,
  Draggable,
  Droppable,
  type DraggableStateSnapshot,
  type DraggingStyle,
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
  function onDragEnd(result: DropResult) {
    if (!result.destination) return;
    const lessonId = parseLessonDragId(result.draggableId);
    const target = parseDropTarget(result.destination.droppableId);
    if (lessonId == null || !target) return;
    void store.drop(lessonId, target);
  }

  return (
    <DragDropContext onDragEnd={onDragEnd}>
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

/** One cabinet on one day: highlighted busy slots, free gaps (drop to move there) and lessons (drop to swap). */
const DayColumn = observer(function DayColumn({ store, cabinet, day, actions }: ColumnProps) {
  const layout = store.column(cabinet.id, day);
  const { canManage } = store;
  const locked = !canManage || store.busy;
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
        <GapZone key={gap.start} gap={gap} cabinet={cabinet} day={day} locked={locked} canManage={canManage} onAdd={actions.add} />
      ))}
      {layout.cards.map((placed) => (
        <LessonZone key={placed.lesson.id} placed={placed} cabinet={cabinet} locked={locked} canManage={canManage} actions={actions} />
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
  onAdd: BoardActions['add'];
}

/** A free gap: a lesson dropped here moves to its start; its button adds a lesson starting there. */
function GapZone({ gap, cabinet, day, locked, canManage, onAdd }: GapProps) {
  const time = formatTimeOfDay(gap.at);
  return (
    <Droppable droppableId={gapDropId(cabinet.id, day, gap.at)} isDropDisabled={locked}>
      {(provided, snapshot) => (
        <div
          ref={provided.innerRef}
          {...provided.droppableProps}
          data-testid={`gap-${cabinet.id}-${day}-${time}`}
          className={snapshot.isDraggingOver ? 'tt-gap tt-over' : 'tt-gap'}
          style={{ top: gap.top, height: gap.height }}
        >
          {snapshot.isDraggingOver ? (
            <div className="tt-indicator">Переместить сюда</div>
          ) : (
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
}

/**
 * A lesson in its own drop zone: another lesson dropped on it swaps places with it.
 *
 * The library finds the drop zone from the dragged element's box, and a card an hour long would overlap
 * several gaps at once; so the dragged element is a 1 px line at the point where the card was grabbed
 * (the card hangs from it), and a lesson goes where the pointer is.
 */
function LessonZone({ placed, cabinet, locked, canManage, actions }: LessonZoneProps) {
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
          className="tt-lesson"
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
                    onPointerDown={(e) => setGrab(e.clientY - e.currentTarget.getBoundingClientRect().top)}
                  >
                    <LessonCard
                      lesson={lesson}
                      cabinet={cabinet}
                      canManage={canManage}
                      actions={actions}
                      dragging={dragSnapshot.isDragging}
                      handle={drag.dragHandleProps}
                    />
                  </div>
                </div>
              )}
            </Draggable>
          </div>
          {snapshot.isDraggingOver && snapshot.draggingOverWith !== dragId && <div className="tt-indicator tt-swap">Обменять местами</div>}
          <div className="tt-placeholder">{provided.placeholder}</div>
        </div>
      )}
    </Droppable>
  );
}

/**
 * The cards stay where their times put them: a card under a dragged lesson does not make room for it
 * (the drop means a swap, not an insertion), and a dropped card does not fly back before the week reloads.
 */
function dragStyle(style: DraggingStyle | NotDraggingStyle | undefined, snapshot: DraggableStateSnapshot): CSSProperties | undefined {
  if (snapshot.isDropAnimating) return { ...style, transitionDuration: '0.001s' };
  if (!snapshot.isDragging) return { ...style, transform: 'none' };
  return style;
}
