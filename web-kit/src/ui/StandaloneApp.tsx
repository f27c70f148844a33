import { type ReactNode, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { Box, Button, Toolbar } from '@mui/material';
import { session } from 'mf_auth/session';
import LoginPage from 'mf_auth/LoginPage';
import { AppProviders } from './AppProviders';
import { Loading } from './Loading';

interface StandaloneProps {
  /** The area's routes component. */
  area: ReactNode;
  /** Where the area lives in the portal, e.g. '/admin': its routes are relative to it. */
  base: string;
}

const SessionGate = observer(function SessionGate({ area, base }: StandaloneProps) {
  useEffect(() => {
    void session.checkAuth();
  }, []);
  if (session.isLoading) return <Loading />;
  if (!session.isAuthenticated) return <LoginPage />;
  return (
    <>
      <Toolbar sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => void session.logout()}>ВЫХОД</Button>
      </Toolbar>
      <Box sx={{ p: 2 }}>
        <Routes>
          <Route path={`${base}/*`} element={area} />
          <Route path="*" element={<Navigate to={base} replace />} />
        </Routes>
      </Box>
    </>
  );
});

/**
 * A remote on its own, for development: providers, a login when there is no session,
 * and the area's routes mounted where the portal mounts them.
 */
export function StandaloneApp(props: StandaloneProps) {
  return (
    <AppProviders>
      <BrowserRouter>
        <SessionGate {...props} />
      </BrowserRouter>
    </AppProviders>
  );
}
