import { makeAutoObservable, runInAction } from 'mobx';
import type { Subject, UserListEntry } from '@diary/common';
import type { PersonOption, ReportsHttp } from '../shared';

/** What the forms and filters choose from: teachers and subjects (with ids); students are searched on the server. */
export class RecordChoices {
  teachers: PersonOption[] = [];
  subjects: Subject[] = [];
  loading = false;
  loaded = false;

  constructor(private readonly http: Pick<ReportsHttp, 'get'>) {
    makeAutoObservable<RecordChoices, 'http'>(this, { http: false });
  }

  /** Loads the lists asked for once; a failed list stays empty (logged: the page still works). */
  async load(what: { teachers?: boolean; subjects?: boolean }): Promise<void> {
    this.loading = true;
    const teachers = what.teachers
      ? this.http
          .get<UserListEntry[]>('users/teachers')
          .then((list) => list.map((p) => ({ id: p.id, fullName: p.fullName })))
          .catch((error: unknown) => {
            console.error('Ошибка загрузки users/teachers', error);
            return [] as PersonOption[];
          })
      : Promise.resolve([] as PersonOption[]);
    const subjects = what.subjects
      ? this.http.get<Subject[]>('subjects').catch((error: unknown) => {
          console.error('Ошибка загрузки предметов', error);
          return [] as Subject[];
        })
      : Promise.resolve([] as Subject[]);
    const [teacherList, subjectList] = await Promise.all([teachers, subjects]);
    runInAction(() => {
      this.teachers = teacherList;
      this.subjects = subjectList;
      this.loading = false;
      this.loaded = true;
    });
  }
}
