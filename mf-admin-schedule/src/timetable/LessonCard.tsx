import type { ReactNode } from 'react';
import { Tooltip } from '@mui/material';
import {
  LESSON_STATUS_COLORS,
  LESSON_STATUS_LABELS,
  TEACHER_NOT_ASSIGNED,
  groupTypeAbbreviation,
  initials,
  type Cabinet,
  type Lesson,
} from '@diary/common';
import { CARD_BODY } from './board-drag';
import { MOVE_TEXTS } from './move-texts';

/** What a card's buttons do. */
export interface CardActions {
  edit: (lesson: Lesson) => void;
  /** 'Переместить…': the board's move without a mouse. */
  move: (lesson: Lesson) => void;
  remove: (lesson: Lesson) => void;
}

interface CardProps {
  lesson: Lesson;
  cabinet: Cabinet;
  canManage: boolean;
  actions: CardActions;
  /** The copy under the pointer while the lesson is dragged. */
  dragging: boolean;
  /** The warning of a lesson in a clash already in the timetable (the card is outlined red). */
  clash?: ReactNode;
}

/**
 * A lesson on the board (its look: board-styles.ts, the .tt-card rules): its body is the button that
 * opens the lesson, 'Изменить', 'Переместить…' and 'Удалить' are the body's siblings, not inside it.
 */
export function LessonCard({ lesson, cabinet, canManage, actions, dragging, clash }: CardProps) {
  const label = `Занятие ${lesson.name}`;
  const body = <CardBody lesson={lesson} clash={clash} />;
  return (
    <div
      className={`tt-card${dragging ? ' tt-dragging' : ''}${clash ? ' tt-clash' : ''}`}
      style={{ borderColor: cabinet.color, background: `${cabinet.color}26` }}
    >
      {canManage ? (
        <button type="button" className={CARD_BODY} aria-label={label} onClick={() => actions.edit(lesson)}>
          {body}
        </button>
      ) : (
        <div className={CARD_BODY} role="group" aria-label={label}>
          {body}
        </div>
      )}
      {canManage && (
        <div className="tt-actions">
          <button type="button" aria-label={`Изменить ${lesson.name}`} onClick={() => actions.edit(lesson)}>
            <Icon path={EDIT_ICON} />
          </button>
          <button type="button" aria-label={`Переместить ${lesson.name}`} title={MOVE_TEXTS.open} onClick={() => actions.move(lesson)}>
            <Icon path={MOVE_ICON} />
          </button>
          <button type="button" className="tt-danger" aria-label={`Удалить ${lesson.name}`} onClick={() => actions.remove(lesson)}>
            <Icon path={DELETE_ICON} />
          </button>
        </div>
      )}
    </div>
  );
}

/** What a card shows, in spans: a button holds phrasing content only. */
function CardBody({ lesson, clash }: { lesson: Lesson; clash?: ReactNode }) {
  const count = lesson.students.length;
  const capacity = lesson.total_places === 0 ? '∞' : lesson.total_places;
  const status = lesson.status ? LESSON_STATUS_LABELS[lesson.status] : 'Без статуса';
  return (
    <>
      <span className="tt-row">
        <span
          className="tt-dot"
          role="img"
          aria-label={status}
          title={status}
          style={{ background: lesson.status ? LESSON_STATUS_COLORS[lesson.status] : '#9e9e9e' }}
        />
        <span className="tt-title">{lesson.short_title || lesson.subject}</span>
        {clash}
        <span>
          {count}/{capacity}
        </span>
      </span>
      <span className="tt-line">
        {lesson.time_start}–{lesson.time_end} · {groupTypeAbbreviation(lesson.group_type?.name)} · {lesson.duration_minutes} мин
      </span>
      <span className="tt-line tt-muted tt-nowrap">
        {lesson.subject}
        {lesson.teacher ? ` · ${initials(lesson.teacher)}` : ''}
      </span>
      {!lesson.teacher && <span className="tt-line tt-nowrap tt-no-teacher">{TEACHER_NOT_ASSIGNED}</span>}
      {count > 0 && (
        <span className={count > 4 ? 'tt-students tt-students-grid' : 'tt-students'}>
          {lesson.students.map((s) => (
            <span key={s.id} className="tt-line tt-nowrap">
              {[s.first_name, s.second_name].filter(Boolean).join(' ')}
            </span>
          ))}
        </span>
      )}
      {lesson.comment && (
        <Tooltip title={lesson.comment}>
          <span className="tt-line tt-muted tt-nowrap tt-comment">
            <Icon path={COMMENT_ICON} size={12} /> {lesson.comment}
          </span>
        </Tooltip>
      )}
    </>
  );
}

// Material icons 'Edit', 'OpenWith', 'Delete' and 'ChatBubbleOutline' as bare paths: hundreds of cards need no styled icon components.
const EDIT_ICON =
  'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04c.39-.39.39-1.02 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z';
const MOVE_ICON = 'M10 9h4V6h3l-5-5-5 5h3zm-1 1H6V7l-5 5 5 5v-3h3zm14 2-5-5v3h-3v4h3v3zm-9 3h-4v3H7l5 5 5-5h-3z';
const DELETE_ICON = 'M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z';
const COMMENT_ICON = 'M20 2H4c-1.1 0-2 .9-2 2v18l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2m0 14H6l-2 2V4h16z';

function Icon({ path, size = 14 }: { path: string; size?: number }) {
  return (
    <svg aria-hidden focusable="false" viewBox="0 0 24 24" width={size} height={size} fill="currentColor">
      <path d={path} />
    </svg>
  );
}
