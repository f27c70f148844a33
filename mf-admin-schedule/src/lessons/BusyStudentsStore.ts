import { makeAutoObservable, observableRef } from 'mobx';
import type { CheckConflictsAnswer, Lesson } from '@diary/common';
import { LatestLoad, type StoreDeps } from '@diary/web-kit';
import type { ClashCheckRequest } from './clash-texts';

/**
 * The students a picker offers who are in another lesson when this one takes place (POST
 * /schedule/check-conflicts with them alone, one call): the picker marks them. Adding one is still
 * the server's to refuse (409 'Ученик … в это время на другом занятии').
 */
export class BusyStudentsStore {
  ids: ReadonlySet<number> = new Set();
  private readonly load = new LatestLoad();

  constructor(private readonly deps: Pick<StoreDeps, 'http'>) {
    makeAutoObservable<BusyStudentsStore, 'deps' | 'load'>(this, { deps: false, load: false, ids: observableRef });
  }

  /** Asks about the students `offered` (those not in the lesson yet) for `lesson`'s day and time; a failed check marks nobody. */
  async check(
    lesson: Pick<Lesson, 'id' | 'day_of_week' | 'time_start' | 'duration_minutes' | 'students'>,
    offered: readonly { id: number }[],
  ) {
    this.ids = new Set();
    const inLesson = new Set(lesson.students.map((s) => s.id));
    const candidates = offered.filter((s) => !inLesson.has(s.id)).map((s) => s.id);
    if (candidates.length === 0) {
      this.load.cancel();
      return;
    }
    const request: ClashCheckRequest = {
      cabinet_id: null,
      day_of_week: lesson.day_of_week,
      time_start: lesson.time_start,
      duration_minutes: lesson.duration_minutes,
      exclude_schedule_id: lesson.id,
      teacher_id: null,
      student_ids: candidates,
    };
    await this.load.run(
      () => this.deps.http.post<CheckConflictsAnswer>('schedule/check-conflicts', request),
      (answer) => {
        this.ids = new Set(answer.clashes.flatMap((clash) => (clash.kind === 'student' && clash.personId != null ? [clash.personId] : [])));
      },
      () => '',
    );
  }

  /** The picker has closed. */
  clear() {
    this.load.cancel();
    this.ids = new Set();
  }
}
