import { observer } from 'mobx-react-lite';
import { Navigate } from 'react-router-dom';
import { Loading } from '@diary/common/ui';
import { session } from 'mf_auth/session';
import LoginPage from 'mf_auth/LoginPage';

/** '/': the login page, or straight to the home route when a session exists. */
export const LoginRoute = observer(function LoginRoute() {
  if (session.isLoading) return <Loading />;
  if (session.isAuthenticated && session.homeRoute !== '/') return <Navigate to={session.homeRoute} replace />;
  return <LoginPage />;
});
