import { useEffect, useState, type ComponentType } from 'react';
import { Loading } from './Loading';

const declared = new Set<() => Promise<unknown>>();

/** Code loaded when first needed, once: what it gave once it has come, and the load (again after a failure). */
export interface OnDemand<T> {
  readonly value: T | undefined;
  load(): Promise<T>;
}

/** Declared like the screens: the web tests load it first. */
export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (loaded) => (value = loaded),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  declared.add(loadOnce);
  return {
    get value() {
      return value;
    },
    load: loadOnce,
  };
}

/**
 * A screen whose code loads when it is first shown, with the kit's loading state meanwhile: a remote's
 * routes name their screens this way, so its first screen does not bring the others' libraries
 * (the data grid, the charts, drag and drop, xlsx). Once loaded, the screen renders at once wherever it
 * is shown again; a failed load reaches the nearest error boundary, and the next attempt loads anew.
 *
 *   const MyAchievementList = lazyScreen(() => import('../achievements').then((m) => m.MyAchievementList));
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const code = onDemand(load);

  function LazyScreen(props: P) {
    const [state, setState] = useState<{ Screen?: ComponentType<P>; error?: unknown }>(() => ({ Screen: code.value }));
    useEffect(() => {
      if (state.Screen) return undefined;
      let mounted = true;
      code.load().then(
        (Screen) => mounted && setState({ Screen }),
        (error: unknown) => mounted && setState({ error }),
      );
      return () => {
        mounted = false;
      };
    }, [state.Screen]);
    if (state.error) throw state.error;
    const { Screen } = state;
    return Screen ? <Screen {...props} /> : <Loading />;
  }
  return LazyScreen;
}

/** Loads the code of every lazy screen declared so far: the web tests do it first, so that screens render at once. */
export async function loadDeclaredScreens(): Promise<void> {
  await Promise.all([...declared].map((load) => load()));
}
