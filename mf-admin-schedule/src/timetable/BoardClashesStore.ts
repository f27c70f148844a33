import { computed, makeAutoObservable, observable, observableRef, runInAction, type IComputedValue } from 'mobx';
import type { BusySlot, Lesson, PersonClash, WeekSchedule } from '@diary/common';
import type { StoreDeps } from '@diary/web-kit';
import { columnKey, findLesson, type ColumnLayout, type DropTarget } from './board-model';
import type { BoardDragStore } from './BoardDragStore';
import { clashingLessonIds, clashMarks } from './clash-marks';
import { sameBlocks, targetReasons, unavailableSlots, type ColumnBlocks, type UnavailableSlots } from './unavailable-slots';

/** What the clashes read of the board: its week as laid out. */
export interface BoardView {
  readonly week: WeekSchedule | null;
  readonly columns: ReadonlyMap<string, ColumnLayout>;
}

export interface BoardClashesDeps extends Pick<StoreDeps, 'http'> {
  log: (message: string, error: unknown) => void;
}

const NO_SLOTS: UnavailableSlots = new Map();

/**
 * The board's clashes: those already in the timetable (each clashing card is marked), and, while a
 * lesson is dragged (BoardDragStore), the targets where it would clash (or, in 'Переместить…', the
 * one target chosen). A lesson's busy times (its teacher's and students' other lessons, any branch)
 * are asked for when its card is grabbed (or the dialog opens) and kept until the board reloads.
 */
export class BoardClashesStore {
  /** GET /schedule/clashes of the branch, loaded with its week. */
  known: readonly PersonClash[] = [];
  private readonly busy = observable.map<number, readonly BusySlot[]>({}, { deep: false });
  private readonly asked = new Map<number, Promise<void>>();
  private readonly columnBlocks = new Map<string, IComputedValue<ColumnBlocks | null>>();

  constructor(
    private readonly deps: BoardClashesDeps,
    private readonly board: BoardView,
    private readonly drag: Pick<BoardDragStore, 'dragged'>,
  ) {
    makeAutoObservable<BoardClashesStore, 'deps' | 'board' | 'drag' | 'busy' | 'asked' | 'columnBlocks'>(
      this,
      { deps: false, board: false, drag: false, busy: false, asked: false, columnBlocks: false, known: observableRef },
      { autoBind: true },
    );
  }

  /** The board has reloaded: its clashes anew, and the busy times asked again at the next drag. */
  reset(known: readonly PersonClash[]) {
    this.known = known;
    this.busy.clear();
    this.asked.clear();
  }

  /** GET /schedule/:id/busy once per lesson until the board reloads; a failure is logged (the server still decides). */
  loadBusy(lessonId: number): Promise<void> {
    const asked = this.asked.get(lessonId);
    if (asked) return asked;
    const request = this.deps.http
      .get<BusySlot[]>(`schedule/${lessonId}/busy`)
      .then((slots) => {
        runInAction(() => this.busy.set(lessonId, slots));
      })
      .catch((error: unknown) => {
        this.asked.delete(lessonId);
        this.deps.log('Ошибка загрузки занятости', error);
      });
    this.asked.set(lessonId, request);
    return request;
  }

  busyOf(lessonId: number): readonly BusySlot[] | null {
    return this.busy.get(lessonId) ?? null;
  }

  /** Where the dragged lesson cannot go: once per drag start, and again when its busy times arrive. */
  get unavailable(): UnavailableSlots {
    const { dragged } = this.drag;
    if (dragged == null) return NO_SLOTS;
    const lesson = findLesson(this.board.week, dragged);
    if (!lesson) return NO_SLOTS;
    return unavailableSlots({ lesson, week: this.board.week, columns: this.board.columns, busy: this.busyOf(lesson.id) });
  }

  /** One column's blocked targets; its reader is told only when they change. */
  blockedIn(cabinetId: number, day: number): ColumnBlocks | null {
    return this.blockedInColumn(columnKey(cabinetId, day));
  }

  /** Why the dragged lesson cannot go to `dropId` of `column`, or nothing. */
  reasonsAt(column: string, dropId: string): readonly string[] | undefined {
    return this.blockedInColumn(column)?.get(dropId);
  }

  /** Why a lesson cannot go to one target ('Переместить…'), by the drag's rule; nothing until the board has it. */
  reasonsFor(lessonId: number, target: DropTarget): readonly string[] {
    const lesson = findLesson(this.board.week, lessonId);
    if (!lesson) return [];
    return targetReasons({ lesson, week: this.board.week, columns: this.board.columns, busy: this.busyOf(lessonId) }, target);
  }

  private blockedInColumn(key: string): ColumnBlocks | null {
    let value = this.columnBlocks.get(key);
    if (!value) {
      value = computed(() => this.unavailable.get(key) ?? null, { equals: sameBlocks });
      this.columnBlocks.set(key, value);
    }
    return value.get();
  }

  get clashingIds(): ReadonlySet<number> {
    return clashingLessonIds(this.known);
  }

  /** A marked card's texts, with the other lesson's time (from the week, or from the lesson's busy times). */
  marksOf(lesson: Lesson): string[] {
    return clashMarks(lesson, this.known, (id) => findLesson(this.board.week, id) ?? undefined, this.busyOf(lesson.id));
  }
}
