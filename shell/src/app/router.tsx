import { createBrowserRouter } from 'react-router-dom';
import { Box } from '@mui/material';
import { NotFoundPage } from '@diary/common/ui';
import { AreaGuard } from '../layout/AreaGuard';
import { ProtectedLayout } from '../layout/ProtectedLayout';
import { RemoteArea } from '../remotes/RemoteArea';
import { AdminArea } from './AdminArea';
import { LoginRoute } from './LoginRoute';
import { RouterError } from './RouterError';

export function createRouter() {
  return createBrowserRouter([
    {
      errorElement: <RouterError />,
      children: [
        { path: '/', element: <LoginRoute /> },
        {
          element: <ProtectedLayout />,
          children: [
            {
              path: '/teacher/*',
              element: (
                <AreaGuard permission="area.teacher">
                  <Box component="main" sx={{ flexGrow: 1 }}>
                    <RemoteArea remote="mf_teacher" />
                  </Box>
                </AreaGuard>
              ),
            },
            {
              path: '/student/*',
              element: (
                <AreaGuard permission="area.student">
                  <Box component="main" sx={{ flexGrow: 1 }}>
                    <RemoteArea remote="mf_student" />
                  </Box>
                </AreaGuard>
              ),
            },
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
