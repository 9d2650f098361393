import type { Request, RequestHandler } from 'express';
import { API_ROUTES, roleAllows, serverPaths, type ApiRoute } from '@zlota/shared/api-routes';
import { API_MESSAGES } from '@zlota/shared/messages';
import type { Deps } from '../../deps.js';
import { AppError, forbidden } from '../../libraries/errors.js';
import type { Guards } from '../../http/routing.js';
import type { UserRow } from '../users/users-repository.js';
import { authenticate } from './session-use-case.js';
import { mustSetUpTwoFactor, twoFactorSetupRequired } from './two-factor-use-case.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by the user and admin guards. */
      user?: UserRow;
    }
  }
}

/** REQUIRE_ADMIN_2FA: the admin routes an admin without two-factor login may still call, to set it up. */
const TWO_FACTOR_SETUP_ROUTES = new Set(
  [API_ROUTES.adminTwoFactor, API_ROUTES.adminTwoFactorSetup, API_ROUTES.adminTwoFactorConfirm].flatMap((route) =>
    serverPaths(route).map((path) => `${route.method} ${path}`),
  ),
);
const isTwoFactorSetUp = (req: Request) => TWO_FACTOR_SETUP_ROUTES.has(`${req.method} ${String(req.route?.path)}`);

/**
 * Spec §6 and issue 17, enforced by the server: the route table says which guard every route gets. Someone outside
 * the foundation's team is refused as before; a team member whose role the route does not name gets its own code.
 */
export function createGuards(deps: Deps): Guards {
  const requireUser: RequestHandler = async (req, _res, next) => {
    req.user = await authenticate(deps, req.get('authorization'));
    next();
  };
  const requireTwoFactor: RequestHandler = async (req, _res, next) => {
    if (!isTwoFactorSetUp(req) && (await mustSetUpTwoFactor(deps, req.user!))) throw twoFactorSetupRequired();
    next();
  };
  const requireRole =
    (route: ApiRoute): RequestHandler =>
    (req, _res, next) => {
      if (!req.user?.is_admin || !req.user.staff_role) throw forbidden();
      if (!roleAllows(req.user.staff_role, route)) throw new AppError('ROLE_FORBIDDEN', 403, API_MESSAGES.roleForbidden);
      next();
    };
  // An owner route lets any signed-in user through; the use case asks ownerRouteAccess (staff-access.ts) how they act
  // on the record: as staff (two-factor login permitting), as its owner, or not at all (404).
  return (route) => {
    if (route.auth === 'public') return [];
    if (route.auth === 'user' || route.auth === 'owner') return [requireUser];
    return [requireUser, requireRole(route), requireTwoFactor];
  };
}
