import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { WEEKDAYS, type Cabinet, type Filial, type Lesson, type PersonClash, type WeekSchedule } from '@diary/common';
import { errorMessage } from 'mf_auth/session';
import { LatestLoad, WholeList, type Confirm, type StoreDeps } from '@diary/web-kit';
import { FILIAL_TEXTS, infoOf } from '../filials';
import { archiveLesson, LESSON_TEXTS } from '../lessons';
import {
  columnKey,
  columnLayout,
  countLessons,
  dropAction,
  findLesson,
  groupByColumn,
  slotStarts,
  parseDropTarget,
  type ColumnLayout,
  type DropTarget,
} from './board-model';
import { BoardClashesStore } from './BoardClashesStore';
import { BoardDragStore } from './BoardDragStore';
import { doneText, MOVE_TEXTS } from './move-texts';

export interface TimetableDeps extends StoreDeps {
  /** docs/product/messages.md: a failed drag move is logged only. */
  log?: (message: string, error: unknown) => void;
}

/** What a move or swap came to; `refused` when the server said why (the drop shows its words). */
export type MoveResult = { ok: true } | { ok: false; message: string; refused: boolean };

/** The board's last result, for its live region; `seq` tells two equal texts apart. */
export interface Announcement {
  text: string;
  seq: number;
}

export const WEEK_LOAD_FAILED = 'Ошибка загрузки недельного расписания';
const CLASHES_LOAD_FAILED = 'Ошибка загрузки пересечений расписания';

/** /admin/shedule: the active branches, one branch's cabinets and week, moves and swaps. */
export class TimetableStore {
  readonly filials = new WholeList<Filial>();
  filialId: number | null = null;
  cabinets: Cabinet[] = [];
  week: WeekSchedule | null = null;
  /** A move or swap in flight: the board ignores drops meanwhile. */
  busy = false;
  /** The lesson being dragged and the target under the pointer. */
  readonly drag = new BoardDragStore();
  /** Clashes already in the week, and where a dragged lesson cannot go. */
  readonly clashes: BoardClashesStore;
  /** What the last move or swap came to, said to screen readers (the board's aria-live region). */
  announcement: Announcement | null = null;
  readonly status = new LatestLoad();

  constructor(private readonly deps: TimetableDeps) {
    this.clashes = new BoardClashesStore({ http: deps.http, log: deps.log ?? console.error }, this, this.drag);
    // the week and cabinets are replaced whole on each load: no deep observables for hundreds of lessons
    makeAutoObservable<TimetableStore, 'deps'>(this, {
      deps: false,
      filials: false,
      drag: false,
      clashes: false,
      status: false,
      week: observableRef,
      cabinets: observableRef,
      announcement: observableRef,
    });
  }

  get filial(): Filial | null {
    return this.filials.items.find((f) => f.id === this.filialId) ?? null;
  }

  get slots(): number[] {
    return slotStarts(this.filial ? infoOf(this.filial) : null);
  }

  get lessonCount(): number {
    return countLessons(this.week);
  }

  get canManage(): boolean {
    return this.deps.viewer.can('schedule.manage');
  }

  /** Every column (cabinet × day) laid out once per loaded week: the board's cells only look theirs up. */
  get columns(): Map<string, ColumnLayout> {
    const groups = groupByColumn(this.week);
    const slots = this.slots;
    const columns = new Map<string, ColumnLayout>();
    for (const cabinet of this.cabinets) {
      for (const day of WEEKDAYS) {
        const key = columnKey(cabinet.id, day.value);
        columns.set(key, columnLayout(groups.get(key) ?? [], slots));
      }
    }
    return columns;
  }

  column(cabinetId: number, day: number): ColumnLayout {
    return this.columns.get(columnKey(cabinetId, day)) ?? columnLayout([], this.slots);
  }

  lessonsOf(cabinetId: number, day: number): Lesson[] {
    return this.column(cabinetId, day).lessons;
  }

  dayCount(day: number): number {
    return this.week?.[String(day) as keyof WeekSchedule]?.length ?? 0;
  }

  async loadFilials(): Promise<void> {
    const ok = await this.filials.load(
      () => this.deps.http.get<Filial[]>('filials', { isArchived: false, includeInfo: true }),
      () => FILIAL_TEXTS.loadFailed,
    );
    if (!ok) this.deps.notify.error(FILIAL_TEXTS.loadFailed);
  }

  /** Chooses a branch (null: none) and loads its cabinets and week. */
  async selectFilial(id: number | null): Promise<void> {
    this.filialId = id;
    this.cabinets = [];
    this.week = null;
    this.drag.end();
    this.clashes.reset([]);
    this.announcement = null;
    // the week of the branch chosen before is no longer wanted
    this.status.reset();
    if (id != null) await this.loadWeek();
  }

  /** The branch's cabinets and week, and (for who may read the timetable's clashes) those already in it: a failure of those leaves the board unmarked. */
  async loadWeek(): Promise<void> {
    const id = this.filialId;
    if (id == null) return;
    const clashes = (): Promise<readonly PersonClash[]> =>
      this.deps.viewer.can('schedule.read')
        ? this.deps.http.get<PersonClash[]>('schedule/clashes', { filialId: id }).catch((error: unknown) => {
            (this.deps.log ?? console.error)(CLASHES_LOAD_FAILED, error);
            return [];
          })
        : Promise.resolve([]);
    await this.status.run(
      () =>
        Promise.all([
          this.deps.http.get<Cabinet[]>(`cabinets/filial/${id}`),
          this.deps.http.get<WeekSchedule>(`schedule/filial/${id}/week`),
          clashes(),
        ]),
      ([cabinets, week, known]) => {
        this.cabinets = cabinets;
        this.week = week;
        this.clashes.reset(known);
      },
      (error) => errorMessage(error, WEEK_LOAD_FAILED),
    );
  }

  /** A lesson lifted on the board: where it cannot go is worked out once, and again when its busy times come. */
  startDrag(lessonId: number): boolean {
    if (this.busy || !this.canManage) return false;
    const lesson = findLesson(this.week, lessonId);
    if (!lesson) return false;
    this.drag.start(lessonId, columnKey(lesson.cabinet_id, lesson.day_of_week));
    void this.clashes.loadBusy(lessonId);
    return true;
  }

  /** The dragged lesson let go: dropped on the target under the pointer, if any. */
  async dropDragged(): Promise<boolean> {
    const { dragged, over } = this.drag;
    this.drag.end();
    const target = over == null ? null : parseDropTarget(over);
    if (dragged == null || !target) return false;
    return this.drop(dragged, target);
  }

  /** The drag given up (Escape): nothing is sent. */
  cancelDrag() {
    this.drag.end();
  }

  /**
   * The board's drop: on a free gap a move to its start, on another lesson a swap. The server decides
   * (docs/api/contract.md "Schedule"): a refusal shows its message ('Время занято другим занятием!', …) and the week
   * reloads either way, so the board shows what is stored.
   */
  async drop(lessonId: number, target: DropTarget): Promise<boolean> {
    const result = await this.move(lessonId, target);
    if (result && !result.ok && result.refused) this.deps.notify.error(result.message);
    return result?.ok ?? false;
  }

  /**
   * A drop's move or swap, whether dropped or chosen in 'Переместить…' (which shows a refusal
   * itself): null when there is nothing to do; its result is announced.
   */
  async move(lessonId: number, target: DropTarget): Promise<MoveResult | null> {
    if (this.busy || !this.canManage) return null;
    const action = dropAction(this.week, lessonId, target);
    if (action.kind === 'none') return null;
    const done = doneText(this.week, this.cabinets, action);
    const result = await this.run(() =>
      action.kind === 'move'
        ? this.deps.http.post(`schedule/${lessonId}/move`, {
            cabinet_id: action.cabinet_id,
            day_of_week: action.day_of_week,
            time_start: action.time_start,
          })
        : this.deps.http.post('schedule/swap', { firstId: action.firstId, secondId: action.secondId }),
    );
    const text = result.ok ? done : result.message;
    if (text) runInAction(() => (this.announcement = { text, seq: (this.announcement?.seq ?? 0) + 1 }));
    return result;
  }

  async deleteLesson(lesson: Lesson, confirm: Confirm): Promise<boolean> {
    if (!(await confirm(LESSON_TEXTS.deleteQuestion(lesson.name)))) return false;
    if (!(await archiveLesson(this.deps, lesson.id))) return false;
    await this.loadWeek();
    return true;
  }

  private async run(call: () => Promise<unknown>): Promise<MoveResult> {
    this.busy = true;
    try {
      await call();
      return { ok: true };
    } catch (error) {
      (this.deps.log ?? console.error)(MOVE_TEXTS.failed, error);
      const message = errorMessage(error, '');
      return message ? { ok: false, message, refused: true } : { ok: false, message: MOVE_TEXTS.failed, refused: false };
    } finally {
      // drops stay off until the board shows the stored week again
      await this.loadWeek();
      runInAction(() => (this.busy = false));
    }
  }
}
