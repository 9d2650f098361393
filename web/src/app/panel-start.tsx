import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AdminLayout } from '../features/admin/admin-layout';
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
 * there): its layout and guard come with it, the desk's screen is preloaded beside it (vite.config.ts), and
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

/** Called once this module has been evaluated (panel-main.tsx); the first render yields to the browser every few ms. */
export function startPanel(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('Brak elementu #root');
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <AppRoot page={null} carryToasts>
        <RouterProvider router={createBrowserRouter(panelRoutes)} />
      </AppRoot>,
    ),
  );
}
