import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { Loading } from '@diary/web-kit';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { AREA_ROUTES, resetRemotes } from './remotes-config';

async function loadRoutes(remote: string): Promise<{ default: ComponentType }> {
  const module = await loadRemote<{ default: ComponentType }>(`${remote}/${AREA_ROUTES}`);
  if (!module?.default) throw new Error(`${remote}/${AREA_ROUTES} не найден`);
  return module;
}

/** One area of the portal, loaded from its remote (a federation name of the registry) at run time; failure shows a retry. */
export function RemoteArea({ remote }: { remote: string }) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React caches a rejected lazy forever.
  const Routes = useMemo(() => lazy(() => loadRoutes(remote)), [remote, attempt]);

  function retry() {
    resetRemotes();
    setAttempt((n) => n + 1);
  }

  return (
    <RemoteErrorBoundary key={`${remote}:${attempt}`} onRetry={retry}>
      <Suspense fallback={<Loading />}>
        <Routes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
