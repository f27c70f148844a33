import { makeAutoObservable, runInAction } from 'mobx';
import { TIMETABLE_MESSAGES, type Cabinet, type Filial, type Lesson, type WeekSchedule } from '@diary/common';
import { ApiError, errorMessage } from 'mf_auth/session';
import { RemoteList, type Confirm, type StoreDeps } from '@diary/common/ui';
import { FILIAL_TEXTS } from '../filials/filial-text';
import { infoOf } from '../filials/filial-form-model';
import { LESSON_TEXTS } from '../lessons/lesson-texts';
import { archiveLesson } from '../lessons/LessonsKit';
import { countLessons, dropAction, findLesson, isFree, lessonInterval, lessonsOf, parseTimeOfDayOr0, slotStarts, type SlotRef } from './board-model';

export interface TimetableDeps extends StoreDeps {
  /** SPEC §8: a failed drag move is logged only. */
  log?: (message: string, error: unknown) => void;
}

export const WEEK_LOAD_FAILED = 'Ошибка загрузки недельного расписания';

/** /admin/shedule: the active branches, one branch's cabinets and week, moves and swaps. */
export class TimetableStore {
  readonly filials = new RemoteList<Filial>();
  filialId: number | null = null;
  cabinets: Cabinet[] = [];
  week: WeekSchedule | null = null;
  isLoading = false;
  error: string | null = null;
  /** A move or swap in flight: the board ignores drops meanwhile. */
  busy = false;
  private seq = 0;

  constructor(private readonly deps: TimetableDeps) {
    makeAutoObservable<TimetableStore, 'deps' | 'seq'>(this, { deps: false, filials: false, seq: false });
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

  lessonsOf(cabinetId: number, day: number): Lesson[] {
    return lessonsOf(this.week, cabinetId, day);
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
    this.error = null;
    if (id != null) await this.loadWeek();
  }

  async loadWeek(): Promise<void> {
    const id = this.filialId;
    if (id == null) return;
    const seq = ++this.seq;
    this.isLoading = true;
    this.error = null;
    try {
      const [cabinets, week] = await Promise.all([
        this.deps.http.get<Cabinet[]>(`cabinets/filial/${id}`),
        this.deps.http.get<WeekSchedule>(`schedule/filial/${id}/week`),
      ]);
      if (seq !== this.seq) return;
      runInAction(() => {
        this.cabinets = cabinets;
        this.week = week;
      });
    } catch (error) {
      if (seq !== this.seq) return;
      runInAction(() => (this.error = errorMessage(error, WEEK_LOAD_FAILED)));
    } finally {
      if (seq === this.seq) runInAction(() => (this.isLoading = false));
    }
  }

  /** The board's drop: a move on a free slot, a swap on a lesson; conflicts refused with SPEC §5 texts. */
  async drop(lessonId: number, target: SlotRef): Promise<boolean> {
    if (this.busy) return false;
    const action = dropAction(this.week, lessonId, target);
    if (action.kind === 'none') return false;
    if (action.kind === 'move') {
      const lesson = findLesson(this.week, lessonId);
      if (!lesson) {
        this.deps.notify.error(TIMETABLE_MESSAGES.lessonNotFound);
        return false;
      }
      const start = parseTimeOfDayOr0(action.time_start);
      if (!isFree(this.lessonsOf(target.cabinetId, target.day), { start, end: start + lesson.duration_minutes }, [lessonId])) {
        this.deps.notify.error(TIMETABLE_MESSAGES.moveConflict);
        return false;
      }
      return this.run(() =>
        this.deps.http.post(`schedule/${lessonId}/move`, {
          cabinet_id: action.cabinet_id,
          day_of_week: action.day_of_week,
          time_start: action.time_start,
        }),
      );
    }
    const first = findLesson(this.week, action.firstId);
    const second = findLesson(this.week, action.secondId);
    if (!first || !second) {
      this.deps.notify.error(TIMETABLE_MESSAGES.swapNotFound);
      return false;
    }
    if (!this.swapFits(first, second)) {
      this.deps.notify.error(TIMETABLE_MESSAGES.swapConflict);
      return false;
    }
    return this.run(() => this.deps.http.post('schedule/swap', { firstId: first.id, secondId: second.id }));
  }

  async deleteLesson(lesson: Lesson, confirm: Confirm): Promise<boolean> {
    if (!(await confirm(LESSON_TEXTS.deleteQuestion(lesson.name)))) return false;
    if (!(await archiveLesson(this.deps, lesson.id))) return false;
    await this.loadWeek();
    return true;
  }

  /** Each takes the other's cabinet, day and start, keeping its own duration. */
  private swapFits(first: Lesson, second: Lesson): boolean {
    const both = [first.id, second.id];
    const fits = (lesson: Lesson, place: Lesson) => {
      const start = lessonInterval(place).start;
      return isFree(this.lessonsOf(place.cabinet_id, place.day_of_week), { start, end: start + lesson.duration_minutes }, both);
    };
    const a = { start: lessonInterval(second).start, end: lessonInterval(second).start + first.duration_minutes };
    const b = { start: lessonInterval(first).start, end: lessonInterval(first).start + second.duration_minutes };
    const samePlace = first.cabinet_id === second.cabinet_id && first.day_of_week === second.day_of_week;
    const clash = samePlace && a.start < b.end && b.start < a.end;
    return fits(first, second) && fits(second, first) && !clash;
  }

  private async run(call: () => Promise<unknown>): Promise<boolean> {
    this.busy = true;
    try {
      await call();
      return true;
    } catch (error) {
      (this.deps.log ?? console.error)('Ошибка перемещения занятия', error);
      if (error instanceof ApiError && error.status < 500 && error.message) this.deps.notify.error(error.message);
      return false;
    } finally {
      runInAction(() => (this.busy = false));
      await this.loadWeek();
    }
  }
}
