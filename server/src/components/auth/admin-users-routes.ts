import type { Request, RequestHandler } from 'express';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { adminUserQuerySchema } from '@zlota/shared/schemas/admin-lists';
import { staffRoleSchema } from '@zlota/shared/schemas/auth';
import type { Deps } from '../../deps.js';
import { sendPage, type RegisterRoute } from '../../http/routing.js';
import { pathId, validate } from '../../http/validate.js';
import { adminUserPage, adminUserSessions, endAllSessionsOfUser, removeUser, setUserActive, setUserAdmin, setUserRole } from './admin-users-use-case.js';

export function adminUserRoutes(deps: Deps, register: RegisterRoute): void {
  register(API_ROUTES.adminUsers, async (req, res) => {
    sendPage(res, await adminUserPage(deps, validate(adminUserQuerySchema, req.query)));
  });

  const userChange =
    (change: (actor: NonNullable<Request['user']>, id: number) => Promise<void>): RequestHandler =>
    async (req, res) => {
      await change(req.user!, pathId(req.params));
      res.status(204).end();
    };

  register(API_ROUTES.adminDeleteUser, userChange((actor, id) => removeUser(deps, actor, id)));
  register(API_ROUTES.adminActivateUser, userChange((actor, id) => setUserActive(deps, actor, id, true)));
  register(API_ROUTES.adminDeactivateUser, userChange((actor, id) => setUserActive(deps, actor, id, false)));
  register(API_ROUTES.adminGrantAdmin, userChange((actor, id) => setUserAdmin(deps, actor, id, true)));
  register(API_ROUTES.adminRevokeAdmin, userChange((actor, id) => setUserAdmin(deps, actor, id, false)));
  register(API_ROUTES.adminUserSessions, async (req, res) => {
    res.json(await adminUserSessions(deps, pathId(req.params)));
  });
  register(API_ROUTES.adminUserSessionsEnd, userChange((actor, id) => endAllSessionsOfUser(deps, actor, id)));
  register(API_ROUTES.adminUserRole, async (req, res) => {
    await setUserRole(deps, req.user!, pathId(req.params), validate(staffRoleSchema, req.body).role);
    res.status(204).end();
  });
}
