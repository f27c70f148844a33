import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Box } from '@mui/material';
import { REMOTES, type PortalArea } from '@diary/common';
import { NotFoundPage } from '@diary/common/ui';
import { AreaGuard } from '../layout/AreaGuard';
import { ProtectedLayout } from '../layout/ProtectedLayout';
import { RemoteArea } from '../remotes/RemoteArea';
import { AdminArea } from './AdminArea';
import { LoginRoute } from './LoginRoute';
import { RouterError } from './RouterError';

/** A whole area served by one remote (its area in the registry), open to one role. */
function areaRoute(remote: string, area: PortalArea): RouteObject {
  return {
    path: `${area.path}/*`,
    element: (
      <AreaGuard permission={area.permission}>
        <Box component="main" sx={{ flexGrow: 1 }}>
          <RemoteArea remote={remote} />
        </Box>
      </AreaGuard>
    ),
  };
}

export function createRouter() {
  return createBrowserRouter([
    {
      errorElement: <RouterError />,
      children: [
        { path: '/', element: <LoginRoute /> },
        {
          element: <ProtectedLayout />,
          children: [
            ...REMOTES.flatMap(({ name, area }) => (area ? [areaRoute(name, area)] : [])),
            {
              path: '/admin/*',
              element: (
                <AreaGuard permission="area.admin">
                  <AdminArea />
                </AreaGuard>
              ),
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
