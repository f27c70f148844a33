import { makeAutoObservable, runInAction } from 'mobx';
import type { Feedback, FeedbackSort, Paged } from '@diary/common';
import {
  archiveViewParam,
  PagedList,
  runRowAction,
  type ArchiveView,
  type Confirm,
  type PageWindow,
  type TablePosition,
  type UrlBinding,
} from '@diary/web-kit';
import { errorMessage } from 'mf_auth/session';
import { NEWEST_FIRST } from '../record-screens';
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

type FeedbackScreenState = TablePosition & { view: ArchiveView };

/** Active or archived feedback paged by the API, archive and restore, and the attachment under its own name. */
export class FeedbackStore {
  readonly list: PagedList<Feedback, FeedbackSort>;
  view: ArchiveView = 'active';
  /** The id of the feedback whose file is on its way. */
  downloading: number | null = null;

  private readonly files: ServerDownload;

  constructor(private readonly deps: ReportsDeps) {
    this.files = new ServerDownload(deps, FEEDBACK_TEXTS.downloadFailed);
    this.list = new PagedList<Feedback, FeedbackSort>({
      fetchPage: (window) => this.fetchPage(window),
      failure: (error) => errorMessage(error, FEEDBACK_TEXTS.loadFailed),
      sortFields: { createdAt: 'createdAt' },
      initialSort: NEWEST_FIRST,
      // the complaints' table shares the page and its address
      paramPrefix: 'feedback',
    });
    makeAutoObservable<FeedbackStore, 'deps' | 'files' | 'fetchPage'>(this, {
      deps: false,
      list: false,
      files: false,
      url: false,
      fetchPage: false,
    });
  }

  get emptyText(): string {
    return this.view === 'active' ? FEEDBACK_TEXTS.empty : FEEDBACK_TEXTS.archiveEmpty;
  }

  get rights() {
    const manage = this.deps.viewer.can('feedback.manage');
    return { archive: manage && this.view === 'active', restore: manage && this.view === 'archived' };
  }

  setView(view: ArchiveView) {
    if (view === this.view) return;
    this.view = view;
    this.list.firstPage();
    void this.list.load();
  }

  applyState({ view, ...position }: FeedbackScreenState) {
    this.view = view;
    this.list.restore(position);
  }

  /** The view and the page in the address, beside the complaints' own (`?tab=feedback&feedbackView=archived&feedbackPage=2`). */
  get url(): UrlBinding<FeedbackScreenState> {
    return {
      params: { view: archiveViewParam('feedbackView'), ...this.list.positionParams() },
      read: () => ({ view: this.view, ...this.list.position }),
      apply: (state) => this.applyState(state),
      load: () => this.load(),
    };
  }

  private fetchPage(window: PageWindow<FeedbackSort>): Promise<Paged<Feedback>> {
    return this.deps.http.get<Paged<Feedback>>('feedback', { ...window, archived: this.view === 'archived' ? true : undefined });
  }

  load(): Promise<boolean> {
    return this.list.load();
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
      apply: () => this.list.drop(feedback.id),
      done: FEEDBACK_TEXTS.archived,
      failed: FEEDBACK_TEXTS.archiveFailed,
    });
  }

  restore(feedback: Feedback): Promise<boolean> {
    return runRowAction(this.deps.notify, {
      request: () => this.deps.http.patch(`feedback/${feedback.id}/unarchive`),
      apply: () => this.list.drop(feedback.id),
      done: FEEDBACK_TEXTS.restored,
      failed: FEEDBACK_TEXTS.restoreFailed,
    });
  }

  dispose() {
    this.list.cancel();
  }
}
