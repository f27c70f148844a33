import type { Permission } from '@diary/common';
import { ApiError, errorMessage, type HttpClient } from 'mf_auth/session';

/** Who is looking: the session in the app, a fake in tests. */
export interface Viewer {
  can(permission: Permission): boolean;
}

export interface Notifier {
  success(message: string): void;
  error(message: string): void;
}

export type CrudHttp = Pick<HttpClient, 'get' | 'post' | 'put' | 'patch' | 'delete'>;

/** What a list-and-form store needs: the session's HTTP client, the viewer, the toasts. */
export interface StoreDeps {
  http: CrudHttp;
  viewer: Viewer;
  notify: Notifier;
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** A form's save: closed on success; otherwise messages per field, or one for the whole form. */
export type SaveResult<F extends string> = { ok: true } | { ok: false; fieldErrors: FieldErrors<F>; message: string | null };

/**
 * A failed save for the form: the API's `errors: [{path, message}]` land on their fields;
 * `uniqueField` takes a 409 that names none (a name clash). Otherwise the server's message
 * (4xx) goes to the form as a whole.
 */
export function saveFailure<F extends string>(error: unknown, fields: readonly F[], uniqueField?: F): SaveResult<F> {
  const fieldErrors: FieldErrors<F> = {};
  if (error instanceof ApiError) {
    for (const { path, message } of error.errors) {
      const field = fields.find((f) => f === path);
      if (field) fieldErrors[field] ??= message;
    }
    if (uniqueField && error.status === 409 && Object.keys(fieldErrors).length === 0) fieldErrors[uniqueField] = error.message;
  }
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  return { ok: false, fieldErrors, message: hasFieldErrors ? null : errorMessage(error, '') || null };
}

const normalize = (text: string) => text.trim().toLocaleLowerCase('ru').replaceAll('ё', 'е');

/** A list's search: case-insensitive, 'ё' as 'е'; an empty search matches everything. */
export function matchesSearch(text: string | null | undefined, search: string): boolean {
  const wanted = normalize(search);
  return !wanted || normalize(text ?? '').includes(wanted);
}

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** zod issues to per-field messages, the first issue of a field winning (docs/product/rules.md order). */
export function issuesToFieldErrors<F extends string>(issues: readonly Issue[], fields: readonly F[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = fields.find((f) => f === String(issue.path[0] ?? ''));
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}
