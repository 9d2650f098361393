import type { Request, RequestHandler } from 'express';
import { API_ROUTES, serverPaths } from '@zlota/shared/api-routes';
import type { Deps } from '../../deps.js';
import { forbidden } from '../../libraries/errors.js';
import type { Guards } from '../../libraries/http.js';
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

/** Spec §6, enforced by the server: the route table says which guard every route gets. */
export function createGuards(deps: Deps): Guards {
  const requireUser: RequestHandler = async (req, _res, next) => {
    req.user = await authenticate(deps, req.get('authorization'));
    next();
  };
  const requireAdmin: RequestHandler = (req, _res, next) => {
    if (!req.user?.is_admin) throw forbidden();
    next();
  };
  const requireTwoFactor: RequestHandler = async (req, _res, next) => {
    if (!isTwoFactorSetUp(req) && (await mustSetUpTwoFactor(deps, req.user!))) throw twoFactorSetupRequired();
    next();
  };
  // An owner route lets any signed-in user through; the use case answers 404 when the record is not theirs.
  return { public: [], user: [requireUser], owner: [requireUser], admin: [requireUser, requireAdmin, requireTwoFactor] };
}
