import { makeAutoObservable, runInAction } from 'mobx';
import type { Feedback } from '@diary/common';
import { archiveViewParam, runRowAction, WholeList, type ArchiveView, type Confirm, type UrlBinding } from '@diary/common/ui';
import { errorMessage } from 'mf_auth/session';
import { ServerDownload, type ReportsDeps } from '../shared';

/** The students' feedback on the complaints screen (docs/product/screens.md "Feedback screen", seen by staff). */
export const FEEDBACK_TEXTS = {
  title: 'Обратная связь от учеников',
  archived: 'Обратная связь перемещена в архив',
  restored: 'Обратная связь восстановлена из архива',
  archiveFailed: 'Не удалось переместить обратную связь в архив',
  restoreFailed: 'Не удалось восстановить обратную связь из архива',
  downloadFailed: 'Не удалось скачать файл',
  loadFailed: 'Не удалось загрузить обратную связь',
  archiveQuestion: 'Переместить обратную связь в архив?',
  empty: 'Обратной связи от учеников нет',
  archiveEmpty: 'В архиве нет обратной связи',
  noFile: 'Нет файла',
} as const;

/** Active and archived feedback, archive and restore, and the attachment under its own name. */
export class FeedbackStore {
  readonly list = new WholeList<Feedback>();
  view: ArchiveView = 'active';
  /** The id of the feedback whose file is on its way. */
  downloading: number | null = null;

  private readonly files: ServerDownload;

  constructor(private readonly deps: ReportsDeps) {
    this.files = new ServerDownload(deps, FEEDBACK_TEXTS.downloadFailed);
    makeAutoObservable<FeedbackStore, 'deps' | 'files'>(this, { deps: false, list: false, files: false, url: false });
  }

  get rows(): Feedback[] {
    return this.list.of(this.view);
  }

  get emptyText(): string {
    return this.view === 'active' ? FEEDBACK_TEXTS.empty : FEEDBACK_TEXTS.archiveEmpty;
  }

  get rights() {
    const manage = this.deps.viewer.can('feedback.manage');
    return { archive: manage && this.view === 'active', restore: manage && this.view === 'archived' };
  }

  setView(view: ArchiveView) {
    this.view = view;
  }

  /** The view in the address, beside the complaints' own (`?tab=feedback&feedbackView=archived`). */
  get url(): UrlBinding<{ view: ArchiveView }> {
    return {
      params: { view: archiveViewParam('feedbackView') },
      read: () => ({ view: this.view }),
      apply: ({ view }) => this.setView(view),
      load: () => undefined,
    };
  }

  load(): Promise<boolean> {
    return this.list.load(
      () => this.deps.http.get<Feedback[]>('feedback', { includeArchived: true }),
      (error) => errorMessage(error, FEEDBACK_TEXTS.loadFailed),
    );
  }

  /** GET feedback/:id/attachment, saved under the name the student's file had. */
  async download(feedback: Feedback): Promise<boolean> {
    if (!feedback.attachment || this.downloading != null) return false;
    this.downloading = feedback.id;
    const saved = await this.files.file(`feedback/${feedback.id}/attachment`, feedback.attachment.originalName);
    runInAction(() => (this.downloading = null));
    return saved;
  }

  archive(feedback: Feedback, confirm: Confirm): Promise<boolean> {
    return runRowAction(this.deps.notify, {
      confirm: { ask: confirm, question: FEEDBACK_TEXTS.archiveQuestion },
      request: () => this.deps.http.patch(`feedback/${feedback.id}/archive`),
      apply: () => this.list.setArchived(feedback.id, true),
      done: FEEDBACK_TEXTS.archived,
      failed: FEEDBACK_TEXTS.archiveFailed,
    });
  }

  restore(feedback: Feedback): Promise<boolean> {
    return runRowAction(this.deps.notify, {
      request: () => this.deps.http.patch(`feedback/${feedback.id}/unarchive`),
      apply: () => this.list.setArchived(feedback.id, false),
      done: FEEDBACK_TEXTS.restored,
      failed: FEEDBACK_TEXTS.restoreFailed,
    });
  }

  dispose() {
    this.list.cancel();
  }
}
