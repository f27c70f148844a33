import { makeAutoObservable, runInAction } from 'mobx';
import type { Subject, UserListEntry } from '@diary/common';
import type { HttpClient } from 'mf_auth/session';
import type { Notifier, PersonOption, SaveFile, Viewer } from '../shared';

/** The calls of the staff and clients screens (PATCH and multipart included). */
export type StaffHttp = Pick<HttpClient, 'get' | 'post' | 'put' | 'patch' | 'delete' | 'download'>;

/** What a staff store needs: the session's HTTP client, the viewer, the toasts. */
export interface StaffDeps {
  http: StaffHttp;
  viewer: Viewer;
  notify: Notifier;
  /** The browser download (a spy in tests). */
  saveFile?: SaveFile;
}

/** Active records, or the archived ones (restore and real delete live there). */
export type { ArchiveView as RecordView } from '@diary/common/ui';

// Form errors, save failures and search are the same as on every list-and-form screen.
export { issuesToFieldErrors, matchesSearch, saveFailure, type FieldErrors, type SaveResult } from '@diary/common/ui';

/** What the forms and filters choose from: teachers, students, subjects (with ids). */
export class StaffLookups {
  teachers: PersonOption[] = [];
  students: PersonOption[] = [];
  subjects: Subject[] = [];
  loading = false;
  loaded = false;

  constructor(private readonly http: Pick<StaffHttp, 'get'>) {
    makeAutoObservable<StaffLookups, 'http'>(this, { http: false });
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
