import { makeAutoObservable, runInAction } from 'mobx';
import type { Cabinet, GroupType } from '@diary/common';
import type { StoreDeps } from '@diary/web-kit';
import { LESSON_TEXTS } from './lesson-texts';

/** The lesson form's choices: lesson types and the active cabinets of active branches (with their branch); students are searched on the server. */
export class LessonChoicesStore {
  groupTypes: GroupType[] = [];
  cabinets: Cabinet[] = [];
  isLoading = false;
  error: string | null = null;

  constructor(private readonly deps: StoreDeps) {
    makeAutoObservable<LessonChoicesStore, 'deps'>(this, { deps: false });
  }

  async load(): Promise<void> {
    this.isLoading = true;
    this.error = null;
    const { http } = this.deps;
    const [types, cabinets] = await Promise.allSettled([
      http.get<GroupType[]>('group-types'),
      http.get<Cabinet[]>('cabinets', { includeFilial: true }),
    ]);
    runInAction(() => {
      if (types.status === 'fulfilled') this.groupTypes = types.value;
      // an archived branch's rooms are not offered for lessons (the timetable lists active branches only)
      if (cabinets.status === 'fulfilled') this.cabinets = cabinets.value.filter((cabinet) => !cabinet.filial?.isArchived);
      if (types.status === 'rejected') this.error = LESSON_TEXTS.groupTypesLoadFailed;
      else if (cabinets.status === 'rejected') this.error = LESSON_TEXTS.cabinetsLoadFailed;
      this.isLoading = false;
    });
  }
}
