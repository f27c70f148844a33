import { makeAutoObservable, runInAction } from 'mobx';
import type { Subject, UserListEntry } from '@diary/common';
import { ApiError, errorMessage, type HttpClient } from 'mf_auth/session';
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
export type RecordView = 'active' | 'archived';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** A form's save: closed on success; otherwise messages per field, or one for the whole form. */
export type SaveResult<F extends string> = { ok: true } | { ok: false; fieldErrors: FieldErrors<F>; message: string | null };

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** zod issues to per-field messages, the first issue of a field winning. `rename` maps schema paths to form fields. */
export function issuesToFieldErrors<F extends string>(
  issues: readonly Issue[],
  fields: readonly F[],
  rename: Partial<Record<string, F>> = {},
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const path = String(issue.path[0] ?? '');
    const field = rename[path] ?? fields.find((f) => f === path);
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * A failed save for the form: the API's `errors: [{path, message}]` land on their fields;
 * otherwise the server's message (4xx) is shown for the whole form.
 */
export function saveFailure<F extends string>(
  error: unknown,
  fields: readonly F[],
  rename: Partial<Record<string, F>> = {},
): SaveResult<F> {
  const fieldErrors = error instanceof ApiError ? issuesToFieldErrors(error.errors.map((e) => ({ path: [e.path], message: e.message })), fields, rename) : {};
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  return { ok: false, fieldErrors, message: hasFieldErrors ? null : errorMessage(error, '') || null };
}

const normalize = (text: string) => text.trim().toLocaleLowerCase('ru').replaceAll('ё', 'е');

/** A list's text search: case-insensitive, 'ё' as 'е'; an empty search matches everything. */
export function matchesSearch(text: string | null | undefined, search: string): boolean {
  const wanted = normalize(search);
  return !wanted || normalize(text ?? '').includes(wanted);
}

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

/** The failure text of a list load: the server's message, else the screen's. */
export const loadFailure = (error: unknown, fallback: string) => errorMessage(error, fallback);
