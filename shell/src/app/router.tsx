import { Route, Routes } from 'react-router-dom';
import { Box } from '@mui/material';
import { REMOTES } from '@diary/common';
import { NotFoundPage } from '@diary/web-kit';
import { AreaGuard } from '../layout/AreaGuard';
import { ProtectedLayout } from '../layout/ProtectedLayout';
import { RemoteArea } from '../remotes/RemoteArea';
import { AdminArea } from './AdminArea';
import { LoginRoute } from './LoginRoute';
import { RouterError } from './RouterError';

/** The areas served by one remote each (their area in the registry), open to one role. */
const AREAS = REMOTES.flatMap(({ name, area }) => (area ? [{ remote: name, area }] : []));

/**
 * The portal's routes. The declarative router: the portal loads no data through routes, and the data
 * router's code (about a third of the router's file) and its start (matching every route against the
 * address before the first render) were part of every first screen's work.
 */
export function AppRoutes() {
  return (
    <RouterError>
      <Routes>
        <Route path="/" element={<LoginRoute />} />
        <Route element={<ProtectedLayout />}>
          {AREAS.map(({ remote, area }) => (
            <Route
              key={remote}
              path={`${area.path}/*`}
              element={
                <AreaGuard permission={area.permission}>
                  <Box component="main" sx={{ flexGrow: 1 }}>
                    <RemoteArea remote={remote} />
                  </Box>
                </AreaGuard>
              }
            />
          ))}
          <Route
            path="/admin/*"
            element={
              <AreaGuard permission="area.admin">
                <AdminArea />
              </AreaGuard>
            }
          />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RouterError>
  );
}
