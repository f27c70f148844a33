import { makeAutoObservable } from 'mobx';
import { errorMessage, type HttpClient } from 'mf_auth/session';
import type { AuditEntity, AuditPage, AuditRecord } from '@diary/common/schemas/audit';
import { LatestLoad } from '../crud/LatestLoad';
import { AUDIT_TEXTS } from './audit-format';

export const AUDIT_HISTORY_PAGE = 20;

/** One record's history (GET /audit?entity&entityId), newest first, a page at a time ('Показать ещё'). */
export class AuditHistoryStore {
  items: AuditRecord[] = [];
  total = 0;
  private page = 0;
  readonly status = new LatestLoad();

  constructor(
    private readonly http: Pick<HttpClient, 'get'>,
    readonly entity: AuditEntity,
    readonly entityId: number,
  ) {
    makeAutoObservable<AuditHistoryStore, 'http'>(this, { http: false, status: false, entity: false, entityId: false });
  }

  get hasMore(): boolean {
    return this.items.length < this.total;
  }

  /** The first page again. */
  load(): Promise<boolean> {
    return this.fetch(1);
  }

  more(): Promise<boolean> {
    return this.fetch(this.page + 1);
  }

  private fetch(page: number): Promise<boolean> {
    return this.status.run(
      () => this.http.get<AuditPage>('audit', { entity: this.entity, entityId: this.entityId, page, limit: AUDIT_HISTORY_PAGE }),
      (answer) => {
        this.items = page === 1 ? answer.items : [...this.items, ...answer.items.filter((r) => !this.items.some((i) => i.id === r.id))];
        this.total = answer.total;
        this.page = page;
      },
      (error) => errorMessage(error, AUDIT_TEXTS.loadFailed),
    );
  }

  cancel() {
    this.status.cancel();
  }
}
