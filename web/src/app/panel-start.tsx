import { createRoot } from 'react-dom/client';
import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { AdminLayout } from '../features/admin/admin-layout';
import { prefetch } from '../lib/prefetch';
import { session } from '../lib/session';
import { AppRoot } from './app-root';
import { PanelLayout } from './panel-layout';
import { PANEL_HANDLE, panelScreens } from './panel-routes';
import { RouteError } from './route-error';

/** A path outside the panel: the public site is another app (main.tsx), so the tab loads it as a page. */
function LeavePanel() {
  window.location.replace(`${window.location.pathname}${window.location.search}${window.location.hash}`);
  return null;
}

/**
 * The panel's own app (issue 38 item 5), for a tab whose first page is a panel screen (the server sends admin.html
 * there): its layout and guard come with this entry, the desk's screen is preloaded beside it (vite.config.ts), and
 * no public screen, skeleton or offline catalog is loaded. A move to a public page loads the public app.
 */
export const panelRoutes: RouteObject[] = [
  {
    element: <PanelLayout />,
    hydrateFallbackElement: <PanelLayout hydrating />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [{ Component: AdminLayout, handle: PANEL_HANDLE, children: panelScreens }, { path: '*', Component: LeavePanel }],
      },
    ],
  },
];

/**
 * What the guard and the desk ask for first, asked for now, beside the screen's script, rather than one after the
 * other once the guard has its answer (user/info, then the two-factor status and the desk's queue).
 */
function askEarly(): void {
  if (session.get().status !== 'admin') return;
  prefetch(apiPath(API_ROUTES.userInfo));
  prefetch(apiPath(API_ROUTES.adminTwoFactor));
  if (window.location.pathname === paths.admin.getHref()) prefetch(apiPath(API_ROUTES.adminWorkQueue));
}

export function startPanel(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('Brak elementu #root');
  askEarly();
  createRoot(container).render(
    <AppRoot page={null}>
      <RouterProvider router={createBrowserRouter(panelRoutes)} />
    </AppRoot>,
  );
}
