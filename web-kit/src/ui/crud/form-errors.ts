import { ApiError, errorMessage } from 'mf_auth/session';

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
