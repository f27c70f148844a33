import { useEffect, useRef } from 'react';
import { compareStructural, reaction } from 'mobx';
import { useSearchParams } from 'react-router-dom';
import { changedFields, isTyping, readUrl, searchParam, writeUrl, type UrlParams } from './url-state';

/** A store's state as the address keeps it. */
export interface UrlBinding<S> {
  params: UrlParams<S>;
  /** The state as the store holds it (read in a MobX reaction). */
  read(): S;
  /** Takes the state the address shows, without loading. */
  apply(state: S): void;
  /** Loads what the address now shows (after Back or Forward). */
  load(): unknown;
}

/**
 * Keeps a list's filters, page and sort in the address. Call it before the screen's first load:
 * on mount the store takes the address's state (the screen's load then asks for it); afterwards
 * each change of the store adds a history entry (or replaces it while a search box is typed in),
 * and Back or Forward hands the address back to the store, which reloads.
 */
export function useUrlState<S>(binding: UrlBinding<S>) {
  const [search, setSearch] = useSearchParams();
  const latest = useRef({ binding, search, setSearch });
  latest.current = { binding, search, setSearch };
  const mounted = useRef(false);
  // The addresses this hook has asked for and the router has not shown yet. A router renders its
  // navigations a while after they are asked for, so a store that changes quickly (a date typed
  // digit by digit) can find an address it wrote itself shown after it has moved on: that is an
  // echo, not Back, and taking it would undo the newer state.
  const written = useRef<string[]>([]);

  useEffect(() => {
    const { binding: store } = latest.current;
    const first = !mounted.current;
    mounted.current = true;
    const echo = written.current.indexOf(search.toString());
    if (echo >= 0) {
      written.current.splice(0, echo + 1);
      return;
    }
    const wanted = readUrl(store.params, search);
    if (changedFields(store.params, store.read(), wanted).length === 0) return;
    store.apply(wanted);
    if (!first) void store.load();
  }, [search]);

  useEffect(
    () =>
      reaction(
        () => latest.current.binding.read(),
        (state, before) => {
          const { binding: store, search: shown, setSearch: show } = latest.current;
          const next = writeUrl(store.params, state, shown);
          // compared with what the address will show once the router has caught up
          if (next.toString() === (written.current.at(-1) ?? shown.toString())) return;
          written.current.push(next.toString());
          show(next, { replace: isTyping(store.params, before, state) });
        },
        { equals: compareStructural },
      ),
    [],
  );
}

/** A whole list searched on the client: only the search goes in the address (`?q=…`), nothing reloads. */
export function searchBinding(store: { readonly search: string; setSearch(value: string): void }): UrlBinding<{ search: string }> {
  return {
    params: { search: searchParam() },
    read: () => ({ search: store.search }),
    apply: ({ search }) => store.setSearch(search),
    load: () => undefined,
  };
}
