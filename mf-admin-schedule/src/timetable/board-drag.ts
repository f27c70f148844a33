/*
 * Dragging a lesson on the board, by pointer (mouse, pen, or touch after a press and hold). The
 * board's drop targets are places on a time axis, not items of lists: a lesson goes where the
 * pointer is. So the board follows the pointer itself, with one element moving under it and one hit
 * test per frame, instead of a list library measuring every target when a drag starts.
 */

/** The class of a card's body: the button that opens the lesson, where a press starts a drag. */
export const CARD_BODY = 'tt-open';

/** How far the pointer moves before a press becomes a drag (a shorter move is a click). */
export const DRAG_THRESHOLD_PX = 5;
/** On a touch screen a drag starts after a press held this long without moving (a swipe scrolls). */
export const TOUCH_HOLD_MS = 300;
/** Near an edge of the window or of the board's scroller, this wide, the board scrolls by itself... */
export const AUTO_SCROLL_EDGE_PX = 60;
/** ...by up to this many pixels a frame, faster nearer the edge. */
export const AUTO_SCROLL_MAX_PX = 24;

/**
 * How far to scroll this frame with the pointer at `position` of a view from `start` to `end`:
 * towards the start (negative) or the end, faster nearer the edge, 0 away from both edges.
 */
export function autoScrollStep(position: number, start: number, end: number, edge = AUTO_SCROLL_EDGE_PX, max = AUTO_SCROLL_MAX_PX): number {
  if (end - start < 2 * edge) return 0;
  const share = (depth: number) => Math.ceil((max * Math.min(depth, edge)) / edge);
  if (position < start + edge) return -share(start + edge - position);
  if (position > end - edge) return share(position - (end - edge));
  return 0;
}

/** Whether the pointer has gone far enough from where it was pressed to drag. */
export const movedEnough = (dx: number, dy: number, threshold = DRAG_THRESHOLD_PX) => dx * dx + dy * dy >= threshold * threshold;

/** A drop target of the board: a gap or a lesson zone, marked `data-drop` (its id) and `data-column`. */
export interface DropZone {
  dropId: string;
  column: string;
}

/** The drop target an element is part of, or null (outside the columns, a sliver between targets). */
export function dropZoneOf(element: Element | null): DropZone | null {
  const zone = element?.closest<HTMLElement>('[data-drop]');
  const dropId = zone?.dataset.drop;
  const column = zone?.dataset.column;
  return dropId && column ? { dropId, column } : null;
}
