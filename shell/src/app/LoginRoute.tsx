import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate } from 'react-router-dom';
import { lazyScreen, Loading } from '@diary/web-kit';
import { session } from 'mf_auth/session';

// a signed-in person never needs the login page's code
const LoginPage = lazyScreen(() => import('mf_auth/LoginPage').then((module) => module.default));

/**
 * Mounted once the session check is over. A session that already existed goes straight home;
 * a login made here is followed by the login page's own navigation (after its 50 ms), so the
 * two never race each other.
 */
function LoginOrHome() {
  const [hadSession] = useState(() => session.isAuthenticated && session.homeRoute !== '/');
  if (hadSession) return <Navigate to={session.homeRoute} replace />;
  return <LoginPage />;
}

/** '/': the login page, or the home route of the primary role when a session exists. */
export const LoginRoute = observer(function LoginRoute() {
  if (session.isLoading) return <Loading />;
  return <LoginOrHome />;
});
