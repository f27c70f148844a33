import { makeAutoObservable, runInAction } from 'mobx';
import {
  BAN_REASON,
  DEFAULT_SUBJECTS,
  ROLE_VALUES,
  type Paged,
  type Role,
  type Subject,
  type User,
  type UsersListQuery,
} from '@diary/common';
import {
  choiceParam,
  PagedList,
  saveFailure,
  searchParam,
  type Confirm,
  type SaveResult as FormSaveResult,
  type StoreDeps,
  type TablePosition,
  type UrlBinding,
  type Viewer,
} from '@diary/web-kit';
import { ApiError, errorMessage, type HttpClient, type Query } from 'mf_auth/session';
import type { MemberField, MemberPayload } from './member-form-model';
import { memberExportRows, type MemberExportRow } from './member-text';

export type RoleFilter = Role | 'all';

/** Who is looking, and who they are: nobody bans or deletes themselves. */
export interface MembersViewer extends Viewer {
  readonly user: { id: number } | null;
}

export type MembersHttp = Pick<HttpClient, 'get' | 'post' | 'put' | 'delete'>;

export type SaveResult = FormSaveResult<MemberField>;

/** Texts of docs/product/rules.md and docs/product/messages.md, exactly. */
export const MEMBER_TEXTS = {
  created: 'Пользователь создан',
  updated: 'Пользователь обновлен',
  banned: 'Пользователь забанен',
  deleted: 'Пользователь удален',
  createFailed: 'Не удалось создать пользователя',
  updateFailed: 'Не удалось обновить пользователя',
  // docs/product/messages.md: a failed ban shows the delete failure text as well
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

interface Deps extends StoreDeps<MembersHttp> {
  viewer: MembersViewer;
  /** How long the surname search waits for a pause in typing; MEMBERS_SEARCH_DELAY_MS by default. */
  searchDelay?: number;
}

type UserSort = NonNullable<UsersListQuery['sort']>;

/** Table column → the API's sort; patronymic and role are not sortable on the API. */
export const MEMBER_SORT_FIELDS: Readonly<Record<string, UserSort>> = {
  second_name: 'second_name',
  first_name: 'first_name',
  username: 'username',
  createdAt: 'createdAt',
};

export const MEMBERS_SEARCH_DELAY_MS = 300;

/** The export reads the filtered users in pages of this size (the API refuses "all rows" past a cap). */
export const MEMBERS_EXPORT_PAGE_SIZE = 1000;

/** The roles whose accounts only an ADMIN manages (users.manageStaff). */
const STAFF_ROLES: readonly Role[] = ['ADMIN', 'MODERATOR'];

const FORM_FIELDS: readonly MemberField[] = ['second_name', 'first_name', 'last_name', 'username', 'password', 'subject', 'male', 'roles'];

/**
 * The users screens (docs/product/screens.md "Users screens"): active users (`banned` false) or the banned ones.
 * The API pages, sorts and filters them (surname search `q`, `role`): the list grows without
 * bound, and the API answers "all rows" only up to a cap. The export reads every filtered user
 * page by page when asked.
 */
export class MembersStore {
  search = '';
  role: RoleFilter = 'all';
  subjects: string[] = [...DEFAULT_SUBJECTS];
  /** The current page, its total and its paging (no sort at first: the API's order, by id), kept by the kit's server list. */
  readonly list: PagedList<User, UserSort>;

  constructor(
    private readonly deps: Deps,
    readonly banned = false,
  ) {
    this.list = new PagedList<User, UserSort>({
      fetchPage: (window) => deps.http.get<Paged<User>>('users', { ...window, ...this.filterQuery }),
      failure: (error) => errorMessage(error, MEMBER_TEXTS.loadFailed),
      sortFields: MEMBER_SORT_FIELDS,
    });
    makeAutoObservable<MembersStore, 'deps'>(this, {
      deps: false,
      banned: false,
      list: false,
      url: false,
    });
  }

  /** The filters as the API takes them: banned or not, the surname search, the role. */
  get filterQuery(): Query {
    const query: Query = { banned: this.banned ? 1 : 0 };
    const q = this.search.trim();
    if (q) query.q = q;
    if (this.role !== 'all') query.role = this.role;
    return query;
  }

  /** The API's sort when the sorted column has one. */
  get sortQuery(): Query {
    const { sort, order } = this.list.pageWindow;
    return sort && order ? { sort, order } : {};
  }

  /** What the page offers: adding only on the active list; the staff roles (MODERATOR, ADMIN) only to an ADMIN. */
  get rights() {
    const { viewer } = this.deps;
    return {
      create: !this.banned && viewer.can('users.create'),
      export: viewer.can('users.export'),
      grantAdmin: viewer.can('users.manageStaff'),
    };
  }

  /**
   * Per row: nobody bans or deletes themselves; the archive has no edit and no ban; an account
   * with a staff role (MODERATOR, ADMIN) is managed by an ADMIN only (the API answers 403 otherwise).
   */
  actionsFor(user: User): MemberActions {
    const { viewer } = this.deps;
    const self = viewer.user?.id === user.id;
    const mayManage = viewer.can('users.manageStaff') || !user.roles.some((r) => STAFF_ROLES.includes(r.value));
    return {
      edit: !this.banned && mayManage && viewer.can('users.update'),
      ban: !this.banned && !self && mayManage && viewer.can('users.ban'),
      delete: !self && mayManage && viewer.can('users.delete'),
    };
  }

  /** The search waits for a pause in typing, then the first page loads. */
  setSearch(value: string) {
    if (value === this.search) return;
    this.search = value;
    this.list.loadAfterPause(this.deps.searchDelay ?? MEMBERS_SEARCH_DELAY_MS);
  }

  setRole(value: RoleFilter) {
    if (value === this.role) return;
    this.role = value;
    this.list.firstPage();
    void this.load();
  }

  /** The current page with the current filters; a newer load's answer wins over an older one. */
  async load(): Promise<void> {
    await this.list.load();
  }

  /** The search, the role and the page in the address. */
  get url(): UrlBinding<{ search: string; role: RoleFilter } & TablePosition> {
    return {
      params: {
        search: searchParam(),
        role: choiceParam<RoleFilter>('role', ['all', ...ROLE_VALUES], 'all'),
        ...this.list.positionParams(),
      },
      read: () => ({ search: this.search, role: this.role, ...this.list.position }),
      apply: (state) => this.applyState(state),
      load: () => this.load(),
    };
  }

  applyState({ search, role, ...position }: { search: string; role: RoleFilter } & TablePosition) {
    this.search = search;
    this.role = role;
    this.list.restore(position);
  }

  /**
   * The rows of 'Скачать в Excel': every user matching the filters at the click (not only the
   * page), in the table's order, read in pages of MEMBERS_EXPORT_PAGE_SIZE.
   */
  async fetchExportRows(): Promise<MemberExportRow[]> {
    const filters = { ...this.filterQuery, ...this.sortQuery };
    const found = new Map<number, User>();
    for (let page = 1; ; page += 1) {
      const answer = await this.deps.http.get<Paged<User>>('users', { page, limit: MEMBERS_EXPORT_PAGE_SIZE, ...filters });
      // a user added meanwhile can shift a row onto the next page: it is kept once
      for (const user of answer.items) if (!found.has(user.id)) found.set(user.id, user);
      if (answer.items.length < MEMBERS_EXPORT_PAGE_SIZE || page * MEMBERS_EXPORT_PAGE_SIZE >= answer.total) break;
    }
    return memberExportRows([...found.values()]);
  }

  /** Stops a pending search and leaves any answer still on its way unused. */
  dispose() {
    this.list.cancel();
  }

  /** Suggestions for 'Основной предмет'; docs/product/messages.md: the fixed list when subjects cannot be loaded. */
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
      // the one unique field of a user: a 409 without details is a login clash
      return saveFailure(error, FORM_FIELDS, 'username');
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

  /** docs/product/rules.md: one confirmation, and a second one when the user is a Суперадмин. */
  async remove(user: User, confirm: Confirm): Promise<boolean> {
    if (!(await confirm(MEMBER_TEXTS.deleteQuestion(user.username)))) return false;
    const isAdmin = user.roles.some((r) => r.value === 'ADMIN');
    if (isAdmin && !(await confirm(MEMBER_TEXTS.deleteAdminQuestion))) return false;
    try {
      await this.deps.http.delete(`users/${user.id}`);
    } catch (error) {
      // 409: the user has history, and the API says to ban them instead
      this.deps.notify.error(
        error instanceof ApiError && error.status === 409 && error.message ? error.message : MEMBER_TEXTS.deleteFailed,
      );
      return false;
    }
    this.removeLocally(user.id);
    this.deps.notify.success(MEMBER_TEXTS.deleted);
    return true;
  }

  /** The row leaves the page at once; the page then refills from the API. */
  private removeLocally(id: number) {
    this.list.drop(id);
  }
}
