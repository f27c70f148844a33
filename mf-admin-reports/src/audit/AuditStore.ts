import { makeAutoObservable, runInAction } from 'mobx';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  fullName,
  type AuditAction,
  type AuditEntity,
  type AuditPage,
  type AuditRecord,
  type Paged,
  type User,
} from '@diary/common';
import {
  AUDIT_TEXTS,
  PagedList,
  choiceParam,
  dateParam,
  idParam,
  type PageWindow,
  type TablePosition,
  type UrlBinding,
  type UrlParam,
} from '@diary/web-kit';
import { errorMessage, type Query } from 'mf_auth/session';
import type { PersonOption, ReportsDeps } from '../shared';

export interface AuditFilterValues {
  entity: AuditEntity | '';
  /** The record's number as typed ('' for any). */
  entityId: string;
  actorId: number | null;
  action: AuditAction | '';
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilterValues = { entity: '', entityId: '', actorId: null, action: '', from: '', to: '' };

/** A record's number typed in a box: digits only, the address replaced while typing. */
const recordNumberParam = (key: string): UrlParam<string> => ({
  key,
  fallback: '',
  parse: (raw) => (/^\d+$/.test(raw) ? raw : undefined),
  format: (value) => value,
  typing: true,
});

export interface AuditDeps extends ReportsDeps {
  /** The pause after typing a record's number before the list reloads (ms). */
  searchDelay?: number;
}

/**
 * 'Журнал изменений' (docs/product/beyond.md §4): the audit records newest first, paged by the API,
 * filtered by object, record, who and what, and a period; the same filters for the Excel export.
 */
export class AuditStore {
  readonly list: PagedList<AuditRecord>;
  filters: AuditFilterValues = { ...NO_AUDIT_FILTERS };
  /** Who may have made a change: every user, banned ones too, by surname. */
  people: PersonOption[] = [];
  peopleLoading = false;

  constructor(private readonly deps: AuditDeps) {
    this.list = new PagedList<AuditRecord>({
      fetchPage: (window) => this.fetchPage(window),
      failure: (error) => errorMessage(error, AUDIT_TEXTS.loadFailed),
      // the API orders newest first, and only so
      sortFields: {},
    });
    makeAutoObservable<AuditStore, 'deps'>(this, { deps: false, list: false, url: false });
  }

  /** The filters as the API reads them (GET audit, GET audit/export.xlsx). */
  get filterQuery(): Query {
    const { entity, entityId, actorId, action, from, to } = this.filters;
    return {
      entity: entity || undefined,
      entityId: entityId.trim() || undefined,
      actorId: actorId ?? undefined,
      action: action || undefined,
      from: from || undefined,
      to: to || undefined,
    };
  }

  get filtered(): boolean {
    return Object.values(this.filterQuery).some((value) => value !== undefined);
  }

  private fetchPage({ page, limit }: PageWindow<string>) {
    return this.deps.http.get<AuditPage>('audit', { ...this.filterQuery, page, limit });
  }

  load(): Promise<boolean> {
    return this.list.load();
  }

  /** The people of the 'Кто' filter; a failure leaves it empty (the list still works). */
  async loadPeople(): Promise<void> {
    this.peopleLoading = true;
    try {
      const answer = await this.deps.http.get<Paged<User>>('users', { limit: 0, sort: 'second_name', order: 'asc' });
      runInAction(() => (this.people = answer.items.map((user) => ({ id: user.id, fullName: fullName(user) }))));
    } catch (error) {
      console.error('Ошибка загрузки пользователей', error);
    } finally {
      runInAction(() => (this.peopleLoading = false));
    }
  }

  setFilter<K extends keyof AuditFilterValues>(key: K, value: AuditFilterValues[K]) {
    if (this.filters[key] === value) return;
    this.filters = { ...this.filters, [key]: value };
    if (key === 'entityId') {
      this.list.loadAfterPause(this.deps.searchDelay ?? 400);
      return;
    }
    this.list.firstPage();
    void this.load();
  }

  /** The filters and the page in the address. */
  get url(): UrlBinding<AuditFilterValues & TablePosition> {
    return {
      params: {
        entity: choiceParam<AuditEntity | ''>('entity', ['', ...AUDIT_ENTITIES], ''),
        entityId: recordNumberParam('entityId'),
        actorId: idParam('actor'),
        action: choiceParam<AuditAction | ''>('action', ['', ...AUDIT_ACTIONS], ''),
        from: dateParam('from'),
        to: dateParam('to'),
        ...this.list.positionParams(),
      },
      read: () => ({ ...this.filters, ...this.list.position }),
      apply: ({ entity, entityId, actorId, action, from, to, ...position }) => {
        this.filters = { entity, entityId, actorId, action, from, to };
        this.list.restore(position);
      },
      load: () => this.load(),
    };
  }

  /** GET audit/export.xlsx with the list's filters. */
  exportFile(): Promise<Blob> {
    return this.deps.http.download('audit/export.xlsx', this.filterQuery);
  }

  dispose() {
    this.list.cancel();
  }
}
