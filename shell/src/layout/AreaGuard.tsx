import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate } from 'react-router-dom';
import type { Permission } from '@diary/common';
import { session } from 'mf_auth/session';

/** An area of another role sends the user to their own home route. */
export const AreaGuard = observer(function AreaGuard({ permission, children }: { permission: Permission; children: ReactNode }) {
  if (!session.can(permission)) return <Navigate to={session.homeRoute} replace />;
  return <>{children}</>;
});
