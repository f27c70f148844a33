import { Route, Routes } from 'react-router-dom';
import { lazyScreen } from '@diary/web-kit';
import { MemberList } from '../members';

const ImportScreen = lazyScreen(() => import('../import').then((m) => m.ImportScreen));
const GroupTypeList = lazyScreen(() => import('../group-types').then((m) => m.GroupTypeList));
const ServiceList = lazyScreen(() => import('../services').then((m) => m.ServiceList));
const SubjectList = lazyScreen(() => import('../subjects').then((m) => m.SubjectList));

/** The settings area, mounted by the shell under /admin: paths are relative to it. */
export default function SettingsRoutes() {
  return (
    <Routes>
      {/* keys: the two screens must not share one list's state when the route changes */}
      <Route path="members" element={<MemberList key="members" />} />
      <Route path="archive/members" element={<MemberList key="archive" archived />} />
      <Route path="subjects" element={<SubjectList />} />
      <Route path="group-types" element={<GroupTypeList />} />
      <Route path="services" element={<ServiceList />} />
      <Route path="import" element={<ImportScreen />} />
    </Routes>
  );
}
