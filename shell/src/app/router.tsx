import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Box } from '@mui/material';
import type { Permission } from '@diary/common';
import { NotFoundPage } from '@diary/common/ui';
import { AreaGuard } from '../layout/AreaGuard';
import { ProtectedLayout } from '../layout/ProtectedLayout';
import { RemoteArea, type AreaRemote } from '../remotes/RemoteArea';
import { AdminArea } from './AdminArea';
import { LoginRoute } from './LoginRoute';
import { RouterError } from './RouterError';

/** A whole area served by one remote, open to one role. */
function areaRoute(path: string, permission: Permission, remote: AreaRemote): RouteObject {
  return {
    path,
    element: (
      <AreaGuard permission={permission}>
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
            areaRoute('/teacher/*', 'area.teacher', 'mf_teacher'),
            areaRoute('/student/*', 'area.student', 'mf_student'),
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
