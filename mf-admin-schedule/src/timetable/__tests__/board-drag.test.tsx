import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { autorun } from 'mobx';
import type { BusySlot } from '@diary/common';
import { AppProviders } from '@diary/web-kit';
import { autoScrollStep, dropZoneOf, movedEnough } from '../board-drag';
import { BoardDragStore } from '../BoardDragStore';
import { TimetableBoard } from '../TimetableBoard';
import { TimetableStore } from '../TimetableStore';
import {
  failing,
  makeCabinet,
  makeFilial,
  makeHttp,
  makeLesson,
  makeNotifier,
  makeViewer,
  makeWeek,
  settle,
  type Route,
} from '../../shared/__tests__/fakes';

const TEACHER_BUSY = 'Преподаватель Иванов И. И. в это время ведёт другое занятие';

describe('the board’s drag, its parts', () => {
  it('scrolls near an edge, faster nearer it; not away from the edges, nor in a view too small for two edges', () => {
    expect(autoScrollStep(500, 0, 1000)).toBe(0);
    expect(autoScrollStep(0, 0, 1000)).toBe(-24);
    expect(autoScrollStep(30, 0, 1000)).toBe(-12);
    expect(autoScrollStep(990, 0, 1000)).toBe(20);
    expect(autoScrollStep(1200, 0, 1000)).toBe(24);
    expect(autoScrollStep(10, 0, 100)).toBe(0);
  });

  it('a press becomes a drag after 5 px', () => {
    expect(movedEnough(3, 3)).toBe(false);
    expect(movedEnough(0, 5)).toBe(true);
  });

  it('the drop zone of an element: its gap or lesson zone, with the column', () => {
    document.body.innerHTML = '<div data-drop="gap:5:1:600" data-column="5:1"><button>x</button></div><p>none</p>';
    expect(dropZoneOf(document.querySelector('button'))).toEqual({ dropId: 'gap:5:1:600', column: '5:1' });
    expect(dropZoneOf(document.querySelector('p'))).toBeNull();
    expect(dropZoneOf(null)).toBeNull();
  });

  it('each column sees its own part of the drag: only the columns a hover leaves and enters change', () => {
    const drag = new BoardDragStore();
    const seen: Record<string, unknown[]> = { '5:1': [], '6:1': [], '7:1': [] };
    const stops = Object.keys(seen).map((key) => autorun(() => seen[key]!.push(drag.inColumn(key))));
    drag.start(1, '5:1');
    drag.hover('gap:6:1:600', '6:1');
    drag.hover('gap:6:1:660', '6:1');
    drag.hover('lesson-drop:2', '5:1');
    drag.end();
    stops.forEach((stop) => stop());
    expect(seen['7:1']).toEqual([{ over: null, dragged: null }]);
    expect(seen['6:1']).toEqual([
      { over: null, dragged: null },
      { over: 'gap:6:1:600', dragged: null },
      { over: 'gap:6:1:660', dragged: null },
      { over: null, dragged: null },
    ]);
    expect(seen['5:1']).toEqual([
      { over: null, dragged: null },
      { over: null, dragged: 1 },
      { over: 'lesson-drop:2', dragged: 1 },
      { over: null, dragged: null },
    ]);
  });
});

// jsdom has neither pointer events nor hit testing: a PointerEvent of its MouseEvent, and elementFromPoint told what is there
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  readonly isPrimary: boolean;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
    this.isPrimary = init.isPrimary ?? true;
  }
}
let under: Element | null = null;
beforeAll(() => {
  Object.assign(window, { PointerEvent: TestPointerEvent, scrollBy: jest.fn() });
  document.elementFromPoint = () => under;
});

const frame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
const pointerEvent = (type: string, clientY: number) => new TestPointerEvent(type, { clientX: 300, clientY, button: 0, bubbles: true });
const pointer = (type: string, clientY: number) => act(() => void window.dispatchEvent(pointerEvent(type, clientY)));
/** Pressing a card (its lesson's busy times are asked at once). */
const press = (card: HTMLElement) =>
  act(async () => {
    fireEvent.pointerDown(card, { clientX: 300, clientY: 300, button: 0, pointerId: 1, isPrimary: true });
    await settle();
  });
/** Letting go: the browser's pointerup, then (same task) the click on what was pressed. */
const release = (card: HTMLElement, clientY: number) =>
  act(() => {
    window.dispatchEvent(pointerEvent('pointerup', clientY));
    card.click();
  });

describe('dragging a lesson on the board', () => {
  const lesson = makeLesson({
    id: 1,
    name: 'Физика',
    cabinet_id: 5,
    day_of_week: 1,
    time_start: '10:00',
    time_end: '11:00',
    duration_minutes: 60,
  });
  const elsewhere: BusySlot = {
    kind: 'teacher',
    personId: 10,
    lessonId: 77,
    day_of_week: 1,
    time_start: '14:00',
    time_end: '15:00',
    message: TEACHER_BUSY,
  };

  async function setup(move: Route = () => lesson) {
    const { http, calls } = makeHttp({
      'GET filials': () => [makeFilial({ id: 1 })],
      'GET cabinets/filial/1': () => [makeCabinet({ id: 5, name: 'Зал' })],
      'GET schedule/filial/1/week': () => makeWeek([lesson]),
      'GET schedule/clashes': () => [],
      'GET schedule/1/busy': () => [elsewhere],
      'POST schedule/1/move': move,
    });
    const notify = makeNotifier();
    const store = new TimetableStore({ http, viewer: makeViewer('ADMIN'), notify, log: jest.fn() });
    await store.loadFilials();
    await store.selectFilial(1);
    const actions = { add: jest.fn(), edit: jest.fn(), remove: jest.fn() };
    render(
      <AppProviders>
        <TimetableBoard store={store} actions={actions} />
      </AppProviders>,
    );
    const card = screen.getByRole('button', { name: 'Занятие Физика' });
    /** Press the card and move 20 px: the lesson is lifted. */
    const lift = async () => {
      await press(card);
      await pointer('pointermove', 320);
      await act(settle);
    };
    return { store, calls, notify, actions, card, lift };
  }

  it('shows where the lesson cannot go, says why under the pointer, and sends the drop to the server, whose refusal is shown', async () => {
    const { store, calls, notify, actions, card, lift } = await setup(
      failing(409, TEACHER_BUSY, 'CONFLICT', undefined, [{ kind: 'teacher', lessonId: 77, personId: 10 }]),
    );
    await lift();
    expect(store.drag.dragged).toBe(1);
    expect(screen.getByTestId('lesson-drop-1').className).toContain('tt-source');
    const gap = screen.getByTestId('gap-5-1-14:00');
    expect(gap.className).toContain('tt-blocked');
    expect(gap.getAttribute('title')).toBe(TEACHER_BUSY);
    expect(screen.getByTestId('gap-5-1-13:00').className).not.toContain('tt-blocked');

    under = within(gap).queryByRole('button') ?? gap;
    await pointer('pointermove', 200);
    await frame();
    expect(within(gap).getByRole('status').textContent).toBe(TEACHER_BUSY);
    expect(document.querySelector('.tt-ghost-reason')?.textContent).toBe(TEACHER_BUSY);

    await release(card, 200);
    await act(settle);
    expect(calls).toContainEqual({ method: 'POST', path: 'schedule/1/move', arg: { cabinet_id: 5, day_of_week: 1, time_start: '14:00' } });
    expect(notify.error).toHaveBeenCalledWith(TEACHER_BUSY);
    expect(screen.getByTestId('board-announcement').textContent).toBe(TEACHER_BUSY);
    // the click that ends a drag opens nothing; the board is as it was
    expect(actions.edit).not.toHaveBeenCalled();
    expect(store.drag.dragged).toBeNull();
    expect(document.querySelector('.tt-ghost')).toBeNull();
    expect(screen.getByTestId('gap-5-1-14:00').className).not.toContain('tt-blocked');
    expect(store.lessonsOf(5, 1).map((l) => l.time_start)).toEqual(['10:00']);
  });

  it('a free gap: moves there, and says so to screen readers', async () => {
    const { calls, lift } = await setup();
    await lift();
    under = screen.getByTestId('gap-5-1-12:00');
    await pointer('pointermove', 200);
    await frame();
    expect(within(under as HTMLElement).getByText('Переместить сюда')).toBeTruthy();
    await release(screen.getByRole('button', { name: 'Занятие Физика' }), 200);
    await act(settle);
    expect(calls).toContainEqual({ method: 'POST', path: 'schedule/1/move', arg: { cabinet_id: 5, day_of_week: 1, time_start: '12:00' } });
    const region = screen.getByTestId('board-announcement');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('Занятие «Физика» перенесено: Понедельник 12:00–13:00, кабинет Зал');
  });

  it('Escape gives the drag up: nothing is sent, and the release is no click', async () => {
    const { store, calls, actions, card, lift } = await setup();
    await lift();
    under = screen.getByTestId('gap-5-1-12:00');
    await frame();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(store.drag.dragged).toBeNull();
    await release(card, 200);
    await act(settle);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(actions.edit).not.toHaveBeenCalled();
    expect(screen.getByTestId('board-announcement').textContent).toBe('');
  });

  it('a press without a move is a click: the form opens, nothing is dragged', async () => {
    const { store, actions, card } = await setup();
    await press(card);
    await pointer('pointermove', 303);
    await release(card, 303);
    expect(store.drag.dragged).toBeNull();
    expect(actions.edit).toHaveBeenCalledWith(lesson);
  });
});
