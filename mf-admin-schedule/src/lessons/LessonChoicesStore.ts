import { makeAutoObservable } from 'mobx';
import type { Cabinet, GroupType } from '@diary/common';
import { ChoiceLoad, choice, type StoreDeps } from '@diary/web-kit';
import { LESSON_TEXTS } from './lesson-texts';

/** The lesson form's choices: lesson types and the active cabinets of active branches (with their branch); students are searched on the server. */
export class LessonChoicesStore {
  groupTypes: GroupType[] = [];
  cabinets: Cabinet[] = [];
  readonly status = new ChoiceLoad();

  constructor(private readonly deps: StoreDeps) {
    makeAutoObservable<LessonChoicesStore, 'deps'>(this, { deps: false, status: false });
  }

  async load(): Promise<void> {
    const { http } = this.deps;
    await this.status.load([
      choice({
        fetch: () => http.get<GroupType[]>('group-types'),
        apply: (types) => (this.groupTypes = types),
        failed: LESSON_TEXTS.groupTypesLoadFailed,
      }),
      choice({
        fetch: () => http.get<Cabinet[]>('cabinets', { includeFilial: true }),
        // an archived branch's rooms are not offered for lessons (the timetable lists active branches only)
        apply: (cabinets) => (this.cabinets = cabinets.filter((cabinet) => !cabinet.filial?.isArchived)),
        failed: LESSON_TEXTS.cabinetsLoadFailed,
      }),
    ]);
  }
}
