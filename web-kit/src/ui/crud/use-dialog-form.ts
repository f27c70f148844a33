import { useState } from 'react';
import type { FieldErrors, SaveResult } from './form-errors';

/** A form's own check before it saves: the payload to send, or messages per field (and one for the whole form). */
export type FormCheck<F extends string, P> = { ok: true; payload: P } | { ok: false; errors: FieldErrors<F>; message?: string | null };

interface DialogFormOptions<V, F extends string, P> {
  initial: V | (() => V);
  validate: (values: V) => FormCheck<F, P>;
  onSubmit: (payload: P) => Promise<SaveResult<F>>;
}

/** The props that tie a text field (or a select) to one value of the form and its error. */
export interface BoundField<F extends string> {
  name: F;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: boolean;
  helperText: string | undefined;
}

type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/**
 * The state of a form modal: the values as typed, the errors per field, the message for the
 * whole form and the saving flag. A change clears the errors of the fields it names; submit
 * checks, then saves, and on a failure shows the server's messages and lets the user retry.
 */
export function useDialogForm<V, F extends string, P>({ initial, validate, onSubmit }: DialogFormOptions<V, F, P>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function change(patch: Partial<V> | ((current: V) => Partial<V>), cleared: readonly F[]) {
    setValues((current) => ({ ...current, ...(typeof patch === 'function' ? patch(current) : patch) }));
    if (cleared.length > 0) {
      setErrors((current) => {
        const next = { ...current };
        for (const field of cleared) next[field] = undefined;
        return next;
      });
    }
  }

  function bind<K extends TextKeys<V> & F>(field: K): BoundField<K> {
    return {
      name: field,
      value: values[field] as string,
      onChange: (event) => change({ [field]: event.target.value } as Partial<V>, [field]),
      error: Boolean(errors[field]),
      helperText: errors[field],
    };
  }

  async function submit() {
    setMessage(null);
    const check = validate(values);
    if (!check.ok) {
      setErrors(check.errors);
      setMessage(check.message ?? null);
      return;
    }
    setErrors({});
    setSaving(true);
    const result = await onSubmit(check.payload);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      setMessage(result.message);
      setSaving(false);
    }
  }

  return { values, errors, message, saving, change, bind, submit };
}

/** A form's onSubmit that closes the modal once the save has succeeded, and hands the result back to the form. */
export function closeOnSuccess<A, R extends { ok: boolean }>(save: (input: A) => Promise<R>, close: () => void) {
  return async (input: A): Promise<R> => {
    const result = await save(input);
    if (result.ok) close();
    return result;
  };
}
