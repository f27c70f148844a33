import { observer } from 'mobx-react-lite';
import { Navigate, useLocation } from 'react-router-dom';
import { Box } from '@mui/material';
import { adminPagePermission } from '@diary/common';
import { NotFoundPage } from '@diary/web-kit';
import { session } from 'mf_auth/session';
import { AdminNav } from '../layout/AdminNav';
import { ArchiveSectionNav } from '../layout/ArchiveSectionNav';
import { Forbidden } from '../layout/Forbidden';
import { RemoteArea } from '../remotes/RemoteArea';
import { ADMIN_HOME, adminRemoteFor, ARCHIVE_TABS } from './admin-pages';

function AdminPage({ pathname }: { pathname: string }) {
  const page = pathname.replace(/^\/admin\/?/, '').split('/')[0];
  if (!page) return <Navigate to={ADMIN_HOME} replace />;
  if (pathname.replace(/\/$/, '') === '/admin/archive') return <Navigate to={ARCHIVE_TABS[0]!.path} replace />;

  const remote = adminRemoteFor(pathname);
  if (!remote) return <NotFoundPage />;
  const permission = adminPagePermission(pathname);
  if (permission && !session.can(permission)) return <Forbidden />;
  return (
    <>
      {page === 'archive' && <ArchiveSectionNav />}
      <RemoteArea key={remote} remote={remote} />
    </>
  );
}

/** /admin/*: the top navigation, then the page's remote. The remote's routes are relative to /admin. */
export const AdminArea = observer(function AdminArea() {
  const { pathname } = useLocation();
  return (
    <>
      <AdminNav />
      <Box component="main" sx={{ flexGrow: 1, p: { xs: 1, md: 3 } }}>
        <AdminPage pathname={pathname} />
      </Box>
    </>
  );
});
