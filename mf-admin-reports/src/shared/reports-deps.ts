import type { HttpClient } from 'mf_auth/session';
import type { StoreDeps } from '@diary/web-kit';

/** The calls of the reports screens: the kit's, and downloads of the files the API builds. */
export type ReportsHttp = Pick<HttpClient, 'get' | 'post' | 'put' | 'patch' | 'delete' | 'download'>;

/** Hands a downloaded file to the user (a browser download in the app, a spy in tests). */
export type SaveFile = (blob: Blob, fileName: string) => void;

/** Puts text on the clipboard; rejects when the browser refuses. */
export type WriteClipboard = (text: string) => Promise<void>;

/** What a reports store needs: the kit's deps with downloads, and where a downloaded file goes. */
export interface ReportsDeps extends StoreDeps<ReportsHttp> {
  /** The browser download (a spy in tests). */
  saveFile?: SaveFile;
}

/** Texts shared by the record screens (docs/product/messages.md). */
export const RECORD_TEXTS = {
  archived: 'Запись перемещена в архив',
  archiveFailed: 'Не удалось переместить запись в архив',
  deleted: 'Запись удалена',
  deleteFailed: 'Не удалось удалить запись',
  archiveQuestion: 'Переместить запись в архив?',
  deleteQuestion: 'Удалить запись? Это действие нельзя отменить.',
} as const;
