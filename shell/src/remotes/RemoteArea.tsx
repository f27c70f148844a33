import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { Loading } from '@diary/common/ui';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { resetRemotes } from './remotes-config';

export type AreaRemote = 'mf_teacher' | 'mf_student' | 'mf_admin_reports' | 'mf_admin_schedule' | 'mf_admin_settings';

async function loadRoutes(remote: AreaRemote): Promise<{ default: ComponentType }> {
  const module = await loadRemote<{ default: ComponentType }>(`${remote}/Routes`);
  if (!module?.default) throw new Error(`${remote}/Routes не найден`);
  return module;
}

/** One area of the portal, loaded from its remote at run time; failure shows a retry. */
export function RemoteArea({ remote }: { remote: AreaRemote }) {
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
