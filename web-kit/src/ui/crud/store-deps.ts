import type { Permission } from '@diary/common';
import type { HttpClient } from 'mf_auth/session';

/** Who is looking: the session in the app, a fake in tests. */
export interface Viewer {
  can(permission: Permission): boolean;
}

/** The toasts. */
export interface Notifier {
  success(message: string): void;
  error(message: string): void;
}

export interface ConfirmOptions {
  title?: string;
  confirmLabel?: string;
}

/** Asks the user a question ('Удалить запись?'); resolves true when they agree (`useConfirm` in the app). */
export type Confirm = (text: string, options?: ConfirmOptions) => Promise<boolean>;

export type CrudHttp = Pick<HttpClient, 'get' | 'post' | 'put' | 'patch' | 'delete'>;

/** What a store needs: the session's HTTP client (the calls it makes), the viewer, the toasts. */
export interface StoreDeps<H = CrudHttp> {
  http: H;
  viewer: Viewer;
  notify: Notifier;
}
