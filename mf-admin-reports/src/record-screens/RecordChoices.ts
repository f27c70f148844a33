import { makeAutoObservable, runInAction } from 'mobx';
import type { Subject, UserListEntry } from '@diary/common';
import type { PersonOption, ReportsHttp } from '../shared';

/** What the forms and filters choose from: teachers, students, subjects (with ids). */
export class RecordChoices {
  teachers: PersonOption[] = [];
  students: PersonOption[] = [];
  subjects: Subject[] = [];
  loading = false;
  loaded = false;

  constructor(private readonly http: Pick<ReportsHttp, 'get'>) {
    makeAutoObservable<RecordChoices, 'http'>(this, { http: false });
  }

  /** Loads the lists asked for once; a failed list stays empty (logged: the page still works). */
  async load(what: { teachers?: boolean; students?: boolean; subjects?: boolean }): Promise<void> {
    this.loading = true;
    const people = (path: 'users/teachers' | 'users/students', wanted = false) =>
      wanted
        ? this.http
            .get<UserListEntry[]>(path)
            .then((list) => list.map((p) => ({ id: p.id, fullName: p.fullName })))
            .catch((error: unknown) => {
              console.error(`Ошибка загрузки ${path}`, error);
              return [] as PersonOption[];
            })
        : Promise.resolve([] as PersonOption[]);
    const subjects = what.subjects
      ? this.http.get<Subject[]>('subjects').catch((error: unknown) => {
          console.error('Ошибка загрузки предметов', error);
          return [] as Subject[];
        })
      : Promise.resolve([] as Subject[]);
    const [teachers, students, subjectList] = await Promise.all([
      people('users/teachers', what.teachers),
      people('users/students', what.students),
      subjects,
    ]);
    runInAction(() => {
      this.teachers = teachers;
      this.students = students;
      this.subjects = subjectList;
      this.loading = false;
      this.loaded = true;
    });
  }
}
