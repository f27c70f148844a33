import { makeAutoObservable, runInAction } from 'mobx';
import type { Feedback } from '@diary/common';
import { errorMessage } from 'mf_auth/session';
import { saveBlob, type Confirm } from '../shared';
import { RecordList, type RecordView, type StaffDeps } from '../staff-kit';

/** The students' feedback on the complaints screen (SPEC §2 "Feedback screen", seen by staff). */
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
  readonly list = new RecordList<Feedback>();
  view: RecordView = 'active';
  /** The id of the feedback whose file is on its way. */
  downloading: number | null = null;

  constructor(private readonly deps: StaffDeps) {
    makeAutoObservable<FeedbackStore, 'deps'>(this, { deps: false, list: false });
  }

  get rows(): Feedback[] {
    return this.list.of(this.view);
  }

  get emptyText(): string {
    return this.view === 'active' ? FEEDBACK_TEXTS.empty : FEEDBACK_TEXTS.archiveEmpty;
  }

  get rights() {
    const read = this.deps.viewer.can('feedback.read');
    return { archive: read && this.view === 'active', restore: read && this.view === 'archived' };
  }

  setView(view: RecordView) {
    this.view = view;
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
    try {
      const blob = await this.deps.http.download(`feedback/${feedback.id}/attachment`);
      (this.deps.saveFile ?? saveBlob)(blob, feedback.attachment.originalName);
      return true;
    } catch (error) {
      this.deps.notify.error(errorMessage(error, FEEDBACK_TEXTS.downloadFailed));
      return false;
    } finally {
      runInAction(() => (this.downloading = null));
    }
  }

  async archive(feedback: Feedback, confirm: Confirm): Promise<boolean> {
    if (!(await confirm(FEEDBACK_TEXTS.archiveQuestion))) return false;
    try {
      await this.deps.http.patch(`feedback/${feedback.id}/archive`);
    } catch {
      this.deps.notify.error(FEEDBACK_TEXTS.archiveFailed);
      return false;
    }
    this.list.setArchived(feedback.id, true);
    this.deps.notify.success(FEEDBACK_TEXTS.archived);
    return true;
  }

  async restore(feedback: Feedback): Promise<boolean> {
    try {
      await this.deps.http.patch(`feedback/${feedback.id}/unarchive`);
    } catch {
      this.deps.notify.error(FEEDBACK_TEXTS.restoreFailed);
      return false;
    }
    this.list.setArchived(feedback.id, false);
    this.deps.notify.success(FEEDBACK_TEXTS.restored);
    return true;
  }

  dispose() {
    this.list.cancel();
  }
}
