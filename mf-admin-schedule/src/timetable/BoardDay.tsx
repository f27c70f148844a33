import { useDeferredValue } from 'react';
import { observer } from 'mobx-react-lite';
import { pluralize, type Cabinet } from '@diary/common';
import type { BoardProps } from './board-actions';
import { SLOT_HEIGHT, columnKey, gapDropId, lessonDropId, slotLabel } from './board-model';
import { CABINET_WIDTH, DAY_TITLE_HEIGHT, LABEL_WIDTH } from './board-styles';
import { GapZone, LessonZone } from './BoardZones';

const LESSONS = ['занятие', 'занятия', 'занятий'] as const;

interface DayProps extends BoardProps {
  day: number;
  name: string;
}

/** One day of the week: its time axis, and a column per cabinet. */
export const DaySection = observer(function DaySection({ store, day, name, actions, grab }: DayProps) {
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
