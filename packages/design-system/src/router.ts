/**
 * The parts of React Router the portal uses (`@portal/design-system/router`, issue #10). Shell,
 * remotes and the design system import routing from here, never from `react-router` (the lint
 * holds that): this entry is the one shared singleton that holds the router, so there is still
 * exactly one router context at run time, and webpack tree-shakes react-router inside it. Shared
 * whole, react-router brought its server parts (request handlers, cookies, sessions, RSC) to the
 * first signed-in page: 50 KB brotli. A page that needs another router export adds its name here.
 */
export {
  createBrowserRouter,
  createMemoryRouter,
  isRouteErrorResponse,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export type { RouteObject } from 'react-router';
