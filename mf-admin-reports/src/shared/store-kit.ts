import type { Permission } from '@diary/common';
import type { HttpClient } from 'mf_auth/session';

/** Who is looking: the session in the app, a fake in tests. */
export interface Viewer {
  can(permission: Permission): boolean;
}

export interface Notifier {
  success(message: string): void;
  error(message: string): void;
}

export type ReportsHttp = Pick<HttpClient, 'get' | 'post' | 'put' | 'delete' | 'download'>;

export type Confirm = (text: string) => Promise<boolean>;

/** Hands a downloaded file to the user (a browser download in the app, a spy in tests). */
export type SaveFile = (blob: Blob, fileName: string) => void;

/** Puts text on the clipboard; rejects when the browser refuses. */
export type WriteClipboard = (text: string) => Promise<void>;

/** What a reports store needs: the session's HTTP client, the viewer, the toasts. */
export interface StoreDeps {
  http: ReportsHttp;
  viewer: Viewer;
  notify: Notifier;
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
