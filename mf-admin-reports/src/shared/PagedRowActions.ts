import { runRowAction } from '@diary/web-kit';
import type { Confirm, Notifier } from '@diary/web-kit';
import type { ReportsHttp } from './reports-deps';

/** The questions and toasts of a paged list's archive and delete (docs/product/messages.md). */
export interface ArchiveDeleteTexts {
  archiveQuestion: string;
  archived: string;
  archiveFailed: string;
  deleteQuestion: string;
  deleted: string;
  deleteFailed: string;
}

/**
 * The row actions of the achievements and difficulties lists: archive is PUT `<resource>/:id`,
 * delete is DELETE `<resource>/:id`, each after a confirmation; the row leaves the page, which refills.
 */
export class PagedRowActions {
  constructor(
    private readonly deps: { http: Pick<ReportsHttp, 'put' | 'delete'>; notify: Notifier },
    private readonly list: { drop(id: number): void },
    private readonly resource: string,
    private readonly texts: ArchiveDeleteTexts,
  ) {}

  archive(id: number, confirm: Confirm): Promise<boolean> {
    const { archiveQuestion, archived, archiveFailed } = this.texts;
    return this.run(id, confirm, archiveQuestion, () => this.deps.http.put(`${this.resource}/${id}`), archived, archiveFailed);
  }

  remove(id: number, confirm: Confirm): Promise<boolean> {
    const { deleteQuestion, deleted, deleteFailed } = this.texts;
    return this.run(id, confirm, deleteQuestion, () => this.deps.http.delete(`${this.resource}/${id}`), deleted, deleteFailed);
  }

  private run(id: number, ask: Confirm, question: string, request: () => Promise<unknown>, done: string, failed: string) {
    return runRowAction(this.deps.notify, { confirm: { ask, question }, request, apply: () => this.list.drop(id), done, failed });
  }
}
