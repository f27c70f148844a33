import { makeAutoObservable, runInAction } from 'mobx';
import {
  BAN_REASON,
  DEFAULT_SUBJECTS,
  type Paged,
  type Permission,
  type Role,
  type Subject,
  type User,
} from '@diary/common';
import { ApiError, errorMessage, type HttpClient } from 'mf_auth/session';
import type { MemberField, MemberFieldErrors, MemberPayload } from './member-form-model';
import { memberExportRows } from './member-text';

export type RoleFilter = Role | 'all';

/** Who is looking: the session in the app, a fake in tests. */
export interface Viewer {
  readonly user: { id: number } | null;
  can(permission: Permission): boolean;
}

export interface Notifier {
  success(message: string): void;
  error(message: string): void;
}

export type MembersHttp = Pick<HttpClient, 'get' | 'post' | 'put' | 'delete'>;

export type Confirm = (text: string) => Promise<boolean>;

export type SaveResult = { ok: true } | { ok: false; fieldErrors: MemberFieldErrors; message: string | null };

/** Texts of SPEC §5 and §8, exactly. */
export const MEMBER_TEXTS = {
  created: 'Пользователь создан',
  updated: 'Пользователь обновлен',
  banned: 'Пользователь забанен',
  deleted: 'Пользователь удален',
  createFailed: 'Не удалось создать пользователя',
  updateFailed: 'Не удалось обновить пользователя',
  // SPEC §8: a failed ban shows the delete failure text as well
  deleteFailed: 'Не удалось удалить пользователя',
  loadFailed: 'Не удалось загрузить пользователей',
  deleteQuestion: (username: string) => `Вы уверены, что хотите удалить пользователя ${username} ?`,
  deleteAdminQuestion: 'Этот пользователь является суперадмином, вы точно уверены в удалении?',
  banQuestion: (username: string) => `Вы уверены, что хотите заблокировать пользователя ${username} ?`,
} as const;

export interface MemberActions {
  edit: boolean;
  ban: boolean;
  delete: boolean;
}

interface Deps {
  http: MembersHttp;
  viewer: Viewer;
  notify: Notifier;
}

const normalize = (text: string) => text.trim().toLocaleLowerCase('ru').replaceAll('ё', 'е');

const FORM_FIELDS: readonly MemberField[] = [
  'second_name',
  'first_name',
  'last_name',
  'username',
  'password',
  'subject',
  'male',
  'roles',
];

function saveFailure(error: unknown): SaveResult {
  const fieldErrors: MemberFieldErrors = {};
  if (error instanceof ApiError) {
    for (const { path, message } of error.errors) {
      const field = FORM_FIELDS.find((f) => f === path);
      if (field) fieldErrors[field] ??= message;
    }
    // the one unique field of a user: a 409 without details is a login clash
    if (error.status === 409 && Object.keys(fieldErrors).length === 0) fieldErrors.username = error.message;
  }
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  return { ok: false, fieldErrors, message: hasFieldErrors ? null : errorMessage(error, '') || null };
}

/**
 * The users screens (SPEC §2 "Users screens"): active users (`banned` false) or the banned ones.
 * Filters are applied here, on the whole list, so counts and the export match what is shown.
 */
export class MembersStore {
  users: User[] = [];
  isLoading = false;
  loadError: string | null = null;
  search = '';
  role: RoleFilter = 'all';
  subjects: string[] = [...DEFAULT_SUBJECTS];
  private loadSeq = 0;

  constructor(
    private readonly deps: Deps,
    readonly banned = false,
  ) {
    makeAutoObservable<MembersStore, 'deps' | 'loadSeq'>(this, { deps: false, banned: false, loadSeq: false });
  }

  get filtered(): User[] {
    const search = normalize(this.search);
    return this.users.filter(
      (user) =>
        (!search || normalize(user.second_name).includes(search)) &&
        (this.role === 'all' || user.roles.some((r) => r.value === this.role)),
    );
  }

  get exportRows() {
    return memberExportRows(this.filtered);
  }

  /** What the page offers: adding only on the active list. */
  get rights() {
    const { viewer } = this.deps;
    return {
      create: !this.banned && viewer.can('users.create'),
      export: viewer.can('users.export'),
      grantAdmin: viewer.can('users.grantAdmin'),
    };
  }

  /** Per row: nobody bans or deletes themselves; the archive has no edit and no ban. */
  actionsFor(user: User): MemberActions {
    const { viewer } = this.deps;
    const self = viewer.user?.id === user.id;
    return {
      edit: !this.banned && viewer.can('users.update'),
      ban: !this.banned && !self && viewer.can('users.ban'),
      delete: !self && viewer.can('users.delete'),
    };
  }

  setSearch(value: string) {
    this.search = value;
  }

  setRole(value: RoleFilter) {
    this.role = value;
  }

  async load(): Promise<void> {
    const seq = ++this.loadSeq;
    this.isLoading = true;
    this.loadError = null;
    try {
      const page = await this.deps.http.get<Paged<User>>('users', { page: 1, limit: -1, banned: this.banned ? 1 : 0 });
      if (seq !== this.loadSeq) return;
      runInAction(() => {
        this.users = page.items;
      });
    } catch (error) {
      if (seq !== this.loadSeq) return;
      runInAction(() => {
        this.loadError = errorMessage(error, MEMBER_TEXTS.loadFailed);
      });
    } finally {
      if (seq === this.loadSeq) runInAction(() => (this.isLoading = false));
    }
  }

  /** Suggestions for 'Основной предмет'; SPEC §8: the fixed list when subjects cannot be loaded. */
  async loadSubjects(): Promise<void> {
    try {
      const subjects = await this.deps.http.get<Subject[]>('subjects');
      const names = subjects.map((s) => s.name);
      runInAction(() => {
        this.subjects = names.length > 0 ? names : [...DEFAULT_SUBJECTS];
      });
    } catch {
      runInAction(() => {
        this.subjects = [...DEFAULT_SUBJECTS];
      });
    }
  }

  /** Create: POST auth/registration; edit: PUT users/:id. The list reloads after a success. */
  async save(payload: MemberPayload): Promise<SaveResult> {
    const { http, notify } = this.deps;
    const creating = payload.kind === 'create';
    try {
      if (creating) await http.post<User>('auth/registration', payload.input);
      else await http.put<User>(`users/${payload.id}`, payload.input);
    } catch (error) {
      notify.error(creating ? MEMBER_TEXTS.createFailed : MEMBER_TEXTS.updateFailed);
      return saveFailure(error);
    }
    notify.success(creating ? MEMBER_TEXTS.created : MEMBER_TEXTS.updated);
    void this.load();
    return { ok: true };
  }

  async ban(user: User, confirm: Confirm): Promise<boolean> {
    if (!(await confirm(MEMBER_TEXTS.banQuestion(user.username)))) return false;
    try {
      await this.deps.http.post('users/ban', { userId: user.id, reason: BAN_REASON });
    } catch {
      this.deps.notify.error(MEMBER_TEXTS.deleteFailed);
      return false;
    }
    this.removeLocally(user.id);
    this.deps.notify.success(MEMBER_TEXTS.banned);
    return true;
  }

  /** SPEC §5: one confirmation, and a second one when the user is a Суперадмин. */
  async remove(user: User, confirm: Confirm): Promise<boolean> {
    if (!(await confirm(MEMBER_TEXTS.deleteQuestion(user.username)))) return false;
    const isAdmin = user.roles.some((r) => r.value === 'ADMIN');
    if (isAdmin && !(await confirm(MEMBER_TEXTS.deleteAdminQuestion))) return false;
    try {
      await this.deps.http.delete(`users/${user.id}`);
    } catch {
      this.deps.notify.error(MEMBER_TEXTS.deleteFailed);
      return false;
    }
    this.removeLocally(user.id);
    this.deps.notify.success(MEMBER_TEXTS.deleted);
    return true;
  }

  private removeLocally(id: number) {
    this.users = this.users.filter((u) => u.id !== id);
  }
}
