import { memo } from 'react';
import { formatTimeOfDay, type Cabinet } from '@diary/common';
import type { BoardActions, Grab, ZoneActions } from './board-actions';
import { SLOT_HEIGHT, type PlacedGap, type PlacedLesson } from './board-model';
import type { BoardClashesStore } from './BoardClashesStore';
import { ClashBadge } from './ClashBadge';
import { LessonCard } from './LessonCard';

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
export const GapZone = memo(function GapZone({ gap, cabinet, day, column, dropId, canManage, over, blocked, onAdd }: GapProps) {
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
export const LessonZone = memo(function LessonZone({
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
