import { observer } from 'mobx-react-lite';
import { Navigate, Outlet } from 'react-router-dom';
import { Box } from '@mui/material';
import { Loading } from '@diary/web-kit';
import { session } from 'mf_auth/session';
import { Header } from './Header';

/** Everything behind the login: 'Загрузка...' while the session is checked, '/' without one. */
export const ProtectedLayout = observer(function ProtectedLayout() {
  if (session.isLoading) return <Loading />;
  if (!session.isAuthenticated) return <Navigate to="/" replace />;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header />
      <Outlet />
    </Box>
  );
});
