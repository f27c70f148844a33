import { useEffect, useState, type ComponentType } from 'react';
import { Loading } from './Loading';

const declared = new Set<() => Promise<unknown>>();

/**
 * A screen whose code loads when it is first shown, with the kit's loading state meanwhile: a remote's
 * routes name their screens this way, so its first screen does not bring the others' libraries
 * (the data grid, the charts, drag and drop, xlsx). Once loaded, the screen renders at once wherever it
 * is shown again; a failed load reaches the nearest error boundary, and the next attempt loads anew.
 *
 *   const MyAchievementList = lazyScreen(() => import('../achievements').then((m) => m.MyAchievementList));
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  declared.add(loadOnce);

  function LazyScreen(props: P) {
    const [state, setState] = useState<{ Screen?: ComponentType<P>; error?: unknown }>(() => ({ Screen: loaded }));
    useEffect(() => {
      if (state.Screen) return undefined;
      let mounted = true;
      loadOnce().then(
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
