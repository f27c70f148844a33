import { useEffect, useState } from 'react';
import { useConfirm } from '../use-confirm';
import { useUrlState, type UrlBinding } from './use-url-state';

/** A list screen's store: its state in the address, and its load. */
export interface ListScreenStore {
  readonly url: UrlBinding<object>;
  load(): unknown;
  dispose?(): void;
}

/**
 * A list screen's store (made once, its state taken from the address, loaded on mount, disposed on
 * leave) and the confirmation its row actions ask.
 */
export function useListScreen<S extends ListScreenStore>(createStore: () => S) {
  const [store] = useState(createStore);
  const [confirm, confirmDialog] = useConfirm();
  useUrlState(store.url);

  useEffect(() => {
    void store.load();
    return () => store.dispose?.();
  }, [store]);

  return { store, confirm, confirmDialog };
}
