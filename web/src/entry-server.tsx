// The server's renderer (built with `vite build --ssr`, loaded by server/src/web/server-render.ts): draws the
// first screen of a catalog page from the API answers the server read for it, so a phone paints the page — and
// its largest picture — before any script has arrived. The browser then takes this HTML over (start.tsx,
// hydration), reading those answers from the page until Dexie has them.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { ServerRender } from '@zlota/shared/first-load';
import { AppRoot } from './app/app-root';
import { backgroundClass } from './app/background';
import { routes } from './app/router';
import { withFirstLoad } from './lib/first-load';

const handler = createStaticHandler(routes);

export const render: ServerRender = async ({ url, origin, cookie, answers }) => {
  const request = new Request(new URL(url, origin));
  // Resolves the matched routes' lazy screens, as the browser's router does before its first render.
  const context = await handler.query(request);
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = withFirstLoad(answers, () =>
    renderToString(
      <AppRoot page={{ origin, cookie }}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppRoot>,
    ),
  );
  return { html, bodyClass: backgroundClass(new URL(request.url).pathname) };
};
