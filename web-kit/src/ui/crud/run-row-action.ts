import type { Notifier } from './store-deps';

export interface RowActionRun {
  /** Asked first (archive, delete); the action runs only when the user agrees. */
  confirm?: { ask: (text: string) => Promise<boolean>; question: string };
  request: () => Promise<unknown>;
  /** The local change once the API agreed: the row marked, dropped or reloaded. */
  apply: () => void;
  done: string;
  /** The failure toast; a function where the server's reason is preferred. */
  failed: string | ((error: unknown) => string);
}

/**
 * One action on a table row (archive, restore, delete): the confirmation, the request, then the
 * local change and the success toast; on failure the failure toast and nothing changes.
 */
export async function runRowAction(notify: Notifier, action: RowActionRun): Promise<boolean> {
  const { confirm, request, apply, done, failed } = action;
  if (confirm && !(await confirm.ask(confirm.question))) return false;
  try {
    await request();
  } catch (error) {
    notify.error(typeof failed === 'string' ? failed : failed(error));
    return false;
  }
  apply();
  notify.success(done);
  return true;
}
