import type { RequestHandler, Router } from 'express';
import { serverPaths, type ApiRoute } from '@zlota/shared/api-routes';

/** The middleware each access level of the route table demands; routes cannot skip them. */
export type Guards = Record<ApiRoute['auth'], RequestHandler[]>;

const METHODS = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;

export type RegisterRoute = (route: ApiRoute, ...handlers: RequestHandler[]) => void;

export function routeRegistrar(router: Router, guards: Guards): RegisterRoute {
  return (route, ...handlers) => {
    router[METHODS[route.method]](serverPaths(route), ...guards[route.auth], ...handlers);
  };
}
