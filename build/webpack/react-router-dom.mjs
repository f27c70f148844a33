/*
 * The router every app shares as 'react-router-dom' (shared.cjs): the names the portal imports, and
 * no more. A shared module keeps all it exports, and react-router-dom exports all of react-router
 * (servers, data routers, cookies): through this list webpack drops what no app uses, about half
 * of it. A test (build/webpack/__tests__) fails when the portal imports a name that is not here.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
