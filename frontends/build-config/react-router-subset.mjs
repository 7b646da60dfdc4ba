// The part of React Router the apps use. The shell provides this module once on the page for
// `react-router-dom`, and every remote consumes it. Sharing the whole package
// would ship all of React Router (data routers, fetchers, server rendering: about 47 KB gzip more)
// on the first load, because a shared module is never tree-shaken; this list is.
// An app that imports a name missing here does not build (check-router-imports.js names the file
// and the name): add the name to this list.
export {
  BrowserRouter,
  Link,
  NavLink,
  Outlet,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'portico-react-router-full';
