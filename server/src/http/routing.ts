import type { RequestHandler, Response, Router } from 'express';
import { serverPaths, type ApiRoute } from '@zlota/shared/api-routes';
import { TOTAL_COUNT_HEADER } from '@zlota/shared/schemas/admin-lists';

/** The middleware a route's access level and roles in the table demand; routes cannot skip them. */
export type Guards = (route: ApiRoute) => RequestHandler[];

const METHODS = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;

export type RegisterRoute = (route: ApiRoute, ...handlers: RequestHandler[]) => void;

export function routeRegistrar(router: Router, guards: Guards): RegisterRoute {
  return (route, ...handlers) => {
    router[METHODS[route.method]](serverPaths(route), ...guards(route), ...handlers);
  };
}

/** An admin list: the page's rows as the body, how many there are in all in a header. */
export function sendPage<T>(res: Response, page: { items: T[]; total: number }): void {
  res.set(TOTAL_COUNT_HEADER, String(page.total)).json(page.items);
}
