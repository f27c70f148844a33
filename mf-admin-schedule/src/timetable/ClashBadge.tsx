import { observer } from 'mobx-react-lite';
import { Tooltip } from '@mui/material';
import type { Lesson } from '@diary/common';
import type { BoardClashesStore } from './BoardClashesStore';

/** The texts of a marked card: read when its tooltip opens. */
const ClashTexts = observer(function ClashTexts({ store, lesson }: { store: BoardClashesStore; lesson: Lesson }) {
  const texts = store.marksOf(lesson);
  return (
    <ul className="tt-clash-list" style={{ margin: 0, paddingLeft: 16 }}>
      {texts.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
});

/**
 * The warning on a card in a clash already in the timetable; its tooltip lists the clashes with the
 * person and the other lesson's time (a lesson in another branch: its time comes with the lesson's
 * busy times, asked for when the tooltip opens).
 */
export function ClashBadge({ store, lesson }: { store: BoardClashesStore; lesson: Lesson }) {
  return (
    <Tooltip title={<ClashTexts store={store} lesson={lesson} />} onOpen={() => void store.loadBusy(lesson.id)}>
      <span className="tt-clash-icon" role="img" aria-label="Пересечение в расписании" onClick={(e) => e.stopPropagation()}>
        <svg aria-hidden focusable="false" viewBox="0 0 24 24" width={14} height={14} fill="currentColor">
          <path d={WARNING_ICON} />
        </svg>
      </span>
    </Tooltip>
  );
}

// Material icon 'Warning' as a bare path, like the card's other icons.
const WARNING_ICON = 'M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z';
