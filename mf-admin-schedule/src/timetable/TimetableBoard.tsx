import { useEffect, useState, type CSSProperties } from 'react';
import { observer } from 'mobx-react-lite';
import {
  DragDropContext,
  Draggable,
  Droppable,
  type DraggableProvidedDragHandleProps,
  type DraggableStateSnapshot,
  type DraggingStyle,
  type DropResult,
  type NotDraggingStyle,
} from '@hello-pangea/dnd';
import { Tooltip } from '@mui/material';
import { styled } from '@mui/material/styles';
import {
  LESSON_STATUS_COLORS,
  LESSON_STATUS_LABELS,
  WEEKDAYS,
  formatTimeOfDay,
  groupTypeAbbreviation,
  initials,
  pluralize,
  type Cabinet,
  type Lesson,
} from '@diary/common';
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
import type { TimetableStore } from './TimetableStore';

const LESSONS = ['занятие', 'занятия', 'занятий'] as const;
export const CABINET_WIDTH = 220;
export const LABEL_WIDTH = 110;
const DAY_TITLE_HEIGHT = 32;

/** What the board's buttons do; one object for the whole board, so that the columns keep their props. */
export interface BoardActions {
  add: (cabinetId: number, day: number, start: string) => void;
  edit: (lesson: Lesson) => void;
  remove: (lesson: Lesson) => void;
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

interface CardProps {
  lesson: Lesson;
  cabinet: Cabinet;
  canManage: boolean;
  actions: BoardActions;
  dragging: boolean;
  /** The card is the drag handle (the library's props: focusable, role button, usage hint). */
  handle: DraggableProvidedDragHandleProps | null;
}

function LessonCard({ lesson, cabinet, canManage, actions, dragging, handle }: CardProps) {
  const count = lesson.students.length;
  const capacity = lesson.total_places === 0 ? '∞' : lesson.total_places;
  const status = lesson.status ? LESSON_STATUS_LABELS[lesson.status] : 'Без статуса';
  return (
    <div
      {...handle}
      role="button"
      tabIndex={handle?.tabIndex ?? -1}
      aria-label={`Занятие ${lesson.name}`}
      className={dragging ? 'tt-card tt-dragging' : 'tt-card'}
      onClick={canManage ? () => actions.edit(lesson) : undefined}
      style={{ borderColor: cabinet.color, background: `${cabinet.color}26`, cursor: canManage ? 'pointer' : 'default' }}
    >
      <div className="tt-row">
        <span
          className="tt-dot"
          role="img"
          aria-label={status}
          title={status}
          style={{ background: lesson.status ? LESSON_STATUS_COLORS[lesson.status] : '#9e9e9e' }}
        />
        <span className="tt-title">{lesson.short_title || lesson.subject}</span>
        <span>
          {count}/{capacity}
        </span>
      </div>
      <div>
        {lesson.time_start}–{lesson.time_end} · {groupTypeAbbreviation(lesson.group_type?.name)} · {lesson.duration_minutes} мин
      </div>
      <div className="tt-muted tt-nowrap">
        {lesson.subject}
        {lesson.teacher ? ` · ${initials(lesson.teacher)}` : ''}
      </div>
      {count > 0 && (
        <div className={count > 4 ? 'tt-students tt-students-grid' : 'tt-students'}>
          {lesson.students.map((s) => (
            <div key={s.id} className="tt-nowrap">
              {[s.first_name, s.second_name].filter(Boolean).join(' ')}
            </div>
          ))}
        </div>
      )}
      {lesson.comment && (
        <Tooltip title={lesson.comment}>
          <div className="tt-muted tt-nowrap tt-comment">
            <Icon path={COMMENT_ICON} size={12} /> {lesson.comment}
          </div>
        </Tooltip>
      )}
      {canManage && (
        <div className="tt-actions">
          <button type="button" aria-label={`Изменить ${lesson.name}`} onClick={(e) => (e.stopPropagation(), actions.edit(lesson))}>
            <Icon path={EDIT_ICON} />
          </button>
          <button
            type="button"
            className="tt-danger"
            aria-label={`Удалить ${lesson.name}`}
            onClick={(e) => (e.stopPropagation(), actions.remove(lesson))}
          >
            <Icon path={DELETE_ICON} />
          </button>
        </div>
      )}
    </div>
  );
}

// Material icons 'Edit', 'Delete' and 'ChatBubbleOutline' as bare paths: hundreds of cards need no styled icon components.
const EDIT_ICON =
  'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04c.39-.39.39-1.02 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z';
const DELETE_ICON = 'M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z';
const COMMENT_ICON = 'M20 2H4c-1.1 0-2 .9-2 2v18l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2m0 14H6l-2 2V4h16z';

function Icon({ path, size = 14 }: { path: string; size?: number }) {
  return (
    <svg aria-hidden focusable="false" viewBox="0 0 24 24" width={size} height={size} fill="currentColor">
      <path d={path} />
    </svg>
  );
}

/** One style sheet for the whole board: hundreds of cells render as plain elements. */
const BoardRoot = styled('div')(({ theme }) => {
  const divider = theme.palette.divider;
  return {
    fontSize: 12,
    '& .tt-head': { display: 'flex', borderBottom: `1px solid ${divider}`, background: theme.palette.background.paper },
    '& .tt-cabinet': {
      flexShrink: 0,
      padding: theme.spacing(0.5, 1),
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(1),
      borderLeft: `1px solid ${divider}`,
    },
    '& .tt-cabinet-name': { ...theme.typography.subtitle2, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    '& .tt-swatch': { width: 14, height: 14, borderRadius: '50%', flexShrink: 0 },
    '& .tt-muted': { color: theme.palette.text.secondary },
    '& .tt-nowrap': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    // a week is seven tall days: the browser lays out and paints only those on screen
    '& .tt-day': { borderBottom: `2px solid ${divider}`, contentVisibility: 'auto' },
    '& .tt-day-title': {
      ...theme.typography.body1,
      boxSizing: 'border-box',
      height: DAY_TITLE_HEIGHT,
      padding: theme.spacing(0.5, 1),
      background: theme.palette.action.hover,
      fontWeight: 600,
    },
    '& .tt-labels': { flexShrink: 0 },
    '& .tt-label': {
      boxSizing: 'border-box',
      borderTop: `1px solid ${divider}`,
      padding: theme.spacing(0.5, 1),
      color: theme.palette.text.secondary,
    },
    // the time axis: a line every hour, a fainter one every half hour
    '& .tt-col': {
      position: 'relative',
      flexShrink: 0,
      boxSizing: 'border-box',
      borderLeft: `1px solid ${divider}`,
      backgroundImage: `linear-gradient(${divider} 1px, transparent 1px), linear-gradient(${theme.palette.action.hover} 1px, transparent 1px)`,
      backgroundSize: `100% ${SLOT_HEIGHT}px, 100% ${SLOT_HEIGHT / 2}px`,
    },
    '& .tt-busy': { position: 'absolute', left: 0, right: 0 },
    '& .tt-gap': { position: 'absolute', left: 0, right: 0, boxSizing: 'border-box', padding: '1px 4px' },
    '& .tt-over': {
      background: theme.palette.action.selected,
      outline: `2px dashed ${theme.palette.primary.main}`,
      outlineOffset: -2,
      zIndex: 2,
    },
    '& .tt-placeholder': { position: 'absolute', width: 0, height: 0, overflow: 'hidden' },
    '& .tt-indicator': {
      position: 'absolute',
      left: 0,
      right: 0,
      top: '50%',
      transform: 'translateY(-50%)',
      textAlign: 'center',
      fontWeight: 600,
      color: theme.palette.primary.main,
      pointerEvents: 'none',
      zIndex: 3,
    },
    '& .tt-swap': { background: `${theme.palette.background.paper}cc`, padding: '2px 0' },
    '& .tt-add': {
      display: 'block',
      width: '100%',
      boxSizing: 'border-box',
      border: 0,
      borderRadius: theme.shape.borderRadius,
      background: 'transparent',
      color: theme.palette.primary.main,
      font: 'inherit',
      fontWeight: 500,
      textTransform: 'uppercase',
      cursor: 'pointer',
      opacity: 0.6,
      '&:hover, &:focus-visible': { opacity: 1, background: theme.palette.action.hover },
    },
    '& .tt-add-small': { fontSize: 10, lineHeight: 1, padding: 0, overflow: 'hidden' },
    '& .tt-lesson': { position: 'absolute', left: 2, right: 2, zIndex: 1 },
    '& .tt-anchor': { position: 'absolute', left: 0, right: 0, height: 0 },
    '& .tt-drag': { position: 'relative', height: 1, outline: 'none' },
    '& .tt-hang': { position: 'absolute', left: 0, right: 0 },
    '& .tt-card:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
    '& .tt-card': {
      position: 'relative',
      boxSizing: 'border-box',
      height: '100%',
      overflow: 'hidden',
      border: '1px solid',
      borderRadius: theme.shape.borderRadius,
      padding: 4,
      lineHeight: 1.35,
      backgroundClip: 'padding-box',
      '&:hover': { overflowY: 'auto', boxShadow: theme.shadows[2] },
      '&:hover .tt-actions, &:focus-within .tt-actions': { opacity: 1 },
    },
    '& .tt-dragging': { boxShadow: theme.shadows[6], background: theme.palette.background.paper },
    '& .tt-row': { display: 'flex', alignItems: 'center', gap: 4 },
    '& .tt-dot': { width: 8, height: 8, borderRadius: '50%', flexShrink: 0 },
    '& .tt-title': { fontWeight: 600, flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    '& .tt-students-grid': { display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 4 },
    '& .tt-comment svg': { verticalAlign: 'middle' },
    // Bottom right: the top row holds the title and the places.
    '& .tt-actions': {
      position: 'absolute',
      bottom: 2,
      right: 2,
      display: 'flex',
      opacity: 0,
      transition: 'opacity .15s',
      background: theme.palette.background.paper,
      borderRadius: theme.shape.borderRadius,
      '& button': {
        display: 'inline-flex',
        padding: 3,
        border: 0,
        background: 'transparent',
        borderRadius: '50%',
        cursor: 'pointer',
        color: theme.palette.action.active,
        '&:hover': { background: theme.palette.action.hover },
      },
      '& .tt-danger': { color: theme.palette.error.main },
    },
  };
});
