import type { PointerEvent as ReactPointerEvent } from 'react';
import type { Lesson } from '@diary/common';
import { CARD_BODY, TOUCH_HOLD_MS, autoScrollStep, dropZoneOf, movedEnough } from './board-drag';

/** The press that ended a drag is no click on whatever is under it (a card would open its form). */
function swallowClick() {
  const swallow = (click: Event) => click.stopPropagation();
  window.addEventListener('click', swallow, { capture: true, once: true });
  setTimeout(() => window.removeEventListener('click', swallow, { capture: true }), 0);
}

/** What the pointer drag does to the board: its store's drag calls. */
export interface DragTarget {
  /** Lifts the lesson; false when it may not be dragged now (a move in flight, no right). */
  startDrag(lessonId: number): boolean;
  /** The pointer is over a drop zone (or over none). */
  hover(dropId: string | null, column: string | null): void;
  dropDragged(): Promise<unknown>;
  cancelDrag(): void;
  /** Asked on the press, before the drag starts: the lesson's busy times. */
  prefetch(lessonId: number): void;
}

/** The dragged card's copy under the pointer: where it starts (the card's box). */
export interface Ghost {
  lesson: Lesson;
  left: number;
  top: number;
  width: number;
  height: number;
}

interface Press {
  lesson: Lesson;
  pointerId: number;
  touch: boolean;
  startX: number;
  startY: number;
  x: number;
  y: number;
  box: DOMRect;
  started: boolean;
  hold?: ReturnType<typeof setTimeout>;
}

/**
 * A lesson dragged by pointer: a press on its card, a move past the threshold (or, by touch, a press
 * held still) lifts it; a copy of the card follows the pointer (moved by a transform, no render);
 * once a frame the board asks what is under the pointer and scrolls near the edges; letting go
 * drops it there, Escape gives up. Cheap whatever the board's size: nothing is measured up front.
 */
export class BoardPointerDrag {
  private press: Press | null = null;
  private ghost: HTMLElement | null = null;
  private frame = 0;
  private stale = true;

  constructor(
    private readonly target: DragTarget,
    private readonly showGhost: (ghost: Ghost | null) => void,
    private readonly scroller: () => HTMLElement | null,
  ) {}

  /** The card's pointerdown. */
  grab = (lesson: Lesson, event: ReactPointerEvent<HTMLElement>) => {
    if (this.press || !event.isPrimary || event.button !== 0) return;
    // a press on the card's body drags it; one on its own buttons (or a link, a field) is theirs
    const control = (event.target as Element).closest('button, a, input');
    if (control && !control.classList.contains(CARD_BODY)) return;
    const touch = event.pointerType === 'touch';
    this.press = {
      lesson,
      pointerId: event.pointerId,
      touch,
      startX: event.clientX,
      startY: event.clientY,
      x: event.clientX,
      y: event.clientY,
      box: event.currentTarget.getBoundingClientRect(),
      started: false,
    };
    this.target.prefetch(lesson.id);
    window.addEventListener('pointermove', this.onMove, true);
    window.addEventListener('pointerup', this.onUp, true);
    window.addEventListener('pointercancel', this.onCancel, true);
    window.addEventListener('keydown', this.onKey, true);
    window.addEventListener('blur', this.onCancel);
    if (touch) {
      window.addEventListener('touchmove', this.onTouchMove, { capture: true, passive: false });
      window.addEventListener('contextmenu', this.onContextMenu, true);
      this.press.hold = setTimeout(() => this.begin(), TOUCH_HOLD_MS);
    }
  };

  /** The copy of the card, once rendered: it takes the pointer's offset at once. */
  attachGhost = (element: HTMLElement | null) => {
    this.ghost = element;
    this.placeGhost();
  };

  /** The board goes away: a drag in progress is given up. */
  dispose() {
    if (this.press?.started) this.target.cancelDrag();
    this.release();
  }

  private onMove = (event: PointerEvent) => {
    const press = this.press;
    if (!press || event.pointerId !== press.pointerId) return;
    press.x = event.clientX;
    press.y = event.clientY;
    if (press.started) {
      this.stale = true;
      return;
    }
    const moved = movedEnough(press.x - press.startX, press.y - press.startY);
    // by touch a move before the hold is a swipe: the page scrolls
    if (moved && press.touch) this.release();
    else if (moved) this.begin();
  };

  private onTouchMove = (event: TouchEvent) => {
    if (this.press?.started) event.preventDefault();
  };

  private onContextMenu = (event: Event) => event.preventDefault();

  private begin() {
    const press = this.press;
    if (!press || press.started) return;
    if (!this.target.startDrag(press.lesson.id)) {
      this.release();
      return;
    }
    press.started = true;
    const { left, top, width, height } = press.box;
    this.showGhost({ lesson: press.lesson, left, top, width, height });
    this.stale = true;
    this.frame = requestAnimationFrame(this.tick);
  }

  /** Once a frame while dragging: the copy under the pointer, the edges scrolled, the target under the pointer. */
  private tick = () => {
    const press = this.press;
    if (!press?.started) return;
    this.placeGhost();
    if (this.autoScroll(press)) this.stale = true;
    if (this.stale) {
      this.stale = false;
      const zone = dropZoneOf(document.elementFromPoint(press.x, press.y));
      this.target.hover(zone?.dropId ?? null, zone?.column ?? null);
    }
    this.frame = requestAnimationFrame(this.tick);
  };

  private placeGhost() {
    const press = this.press;
    if (!this.ghost || !press) return;
    this.ghost.style.transform = `translate(${press.x - press.startX}px, ${press.y - press.startY}px)`;
  }

  /** Near the window's top or bottom, or the board's left or right edge: scrolls; true when it did. */
  private autoScroll(press: Press): boolean {
    let scrolled = false;
    const dy = autoScrollStep(press.y, 0, window.innerHeight);
    if (dy !== 0) {
      const before = window.scrollY;
      window.scrollBy(0, dy);
      scrolled = window.scrollY !== before;
    }
    const scroller = this.scroller();
    if (scroller && scroller.scrollWidth > scroller.clientWidth) {
      const box = scroller.getBoundingClientRect();
      const dx = autoScrollStep(press.x, box.left, box.right);
      if (dx !== 0) {
        const before = scroller.scrollLeft;
        scroller.scrollLeft += dx;
        scrolled ||= scroller.scrollLeft !== before;
      }
    }
    return scrolled;
  }

  private onUp = (event: PointerEvent) => {
    const press = this.press;
    if (!press || event.pointerId !== press.pointerId) return;
    const { started } = press;
    if (started) {
      // where it is let go, whether or not a frame has looked since the last move
      const zone = dropZoneOf(document.elementFromPoint(event.clientX, event.clientY));
      this.target.hover(zone?.dropId ?? null, zone?.column ?? null);
    }
    this.release();
    if (!started) return;
    swallowClick();
    void this.target.dropDragged();
  };

  private onCancel = () => {
    const press = this.press;
    this.release();
    if (!press?.started) return;
    this.target.cancelDrag();
    // given up with the button still down: its release is no click either
    const up = (event: PointerEvent) => {
      if (event.pointerId !== press.pointerId) return;
      window.removeEventListener('pointerup', up, true);
      swallowClick();
    };
    window.addEventListener('pointerup', up, true);
  };

  private onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !this.press) return;
    event.preventDefault();
    event.stopPropagation();
    this.onCancel();
  };

  private release() {
    const press = this.press;
    this.press = null;
    if (!press) return;
    clearTimeout(press.hold);
    cancelAnimationFrame(this.frame);
    window.removeEventListener('pointermove', this.onMove, true);
    window.removeEventListener('pointerup', this.onUp, true);
    window.removeEventListener('pointercancel', this.onCancel, true);
    window.removeEventListener('keydown', this.onKey, true);
    window.removeEventListener('blur', this.onCancel);
    window.removeEventListener('touchmove', this.onTouchMove, true);
    window.removeEventListener('contextmenu', this.onContextMenu, true);
    if (press.started) this.showGhost(null);
  }
}
