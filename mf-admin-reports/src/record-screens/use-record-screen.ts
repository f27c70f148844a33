import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useConfirm, useUrlState, type Confirm, type UrlBinding } from '@diary/web-kit';
import type { RecordRowHandlers } from './record-actions-column';

/** What a record screen's store offers its page (restore only where records come back from the archive). */
export interface RecordScreenStore<T> {
  rights: { edit: boolean; archive: boolean; restore?: boolean; delete: boolean };
  /** The view, filters (and page) the address keeps. */
  readonly url: UrlBinding<object>;
  load(): Promise<boolean>;
  loadLookups(): Promise<void>;
  dispose(): void;
  archive(row: T, confirm: Confirm): Promise<boolean>;
  restore?(row: T): Promise<boolean>;
  remove(row: T, confirm: Confirm): Promise<boolean>;
}

/** The modal open: a new record, or the one being edited. */
export type Editing<T> = { row?: T } | null;

export interface RecordScreen<T, S> {
  store: S;
  confirmDialog: ReactNode;
  /** The form open, or null. */
  editing: Editing<T>;
  handlers: RecordRowHandlers<T>;
  create(): void;
  closeForm(): void;
}

/**
 * A record screen's page state: its store (its state taken from the address, loaded on mount,
 * disposed on leave), the confirmation dialog, the open form, and the row handlers the viewer's rights allow.
 */
export function useRecordScreen<T, S extends RecordScreenStore<T>>(createStore: () => S): RecordScreen<T, S> {
  const [store] = useState(createStore);
  useUrlState(store.url);
  const [confirm, confirmDialog] = useConfirm();
  const [editing, setEditing] = useState<Editing<T>>(null);

  useEffect(() => {
    void store.load();
    void store.loadLookups();
    return () => store.dispose();
  }, [store]);

  const { edit, archive, restore, delete: remove } = store.rights;
  const handlers = useMemo<RecordRowHandlers<T>>(
    () => ({
      onEdit: edit ? (row) => setEditing({ row }) : undefined,
      onArchive: archive ? (row) => void store.archive(row, confirm) : undefined,
      onRestore: restore ? (row) => void store.restore?.(row) : undefined,
      onDelete: remove ? (row) => void store.remove(row, confirm) : undefined,
    }),
    [store, confirm, edit, archive, restore, remove],
  );

  return { store, confirmDialog, editing, handlers, create: () => setEditing({}), closeForm: () => setEditing(null) };
}
