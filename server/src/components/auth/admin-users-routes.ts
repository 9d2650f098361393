import { API_ROUTES } from '@zlota/shared/api-routes';
import { idParamSchema } from '@zlota/shared/schemas/auth';
import { adminListPagingSchema } from '@zlota/shared/schemas/paging';
import type { Deps } from '../../deps.js';
import type { RegisterRoute } from '../../libraries/http.js';
import { validate } from '../../libraries/validate.js';
import { listAllUsers, removeUser, setUserActive } from './admin-users-use-case.js';

export function adminUserRoutes(deps: Deps, register: RegisterRoute): void {
  register(API_ROUTES.adminUsers, async (req, res) => {
    res.json(await listAllUsers(deps, validate(adminListPagingSchema, req.query)));
  });

  register(API_ROUTES.adminDeleteUser, async (req, res) => {
    await removeUser(deps, req.user!, validate(idParamSchema, req.params).id);
    res.status(204).end();
  });

  register(API_ROUTES.adminActivateUser, async (req, res) => {
    await setUserActive(deps, req.user!, validate(idParamSchema, req.params).id, true);
    res.status(204).end();
  });

  register(API_ROUTES.adminDeactivateUser, async (req, res) => {
    await setUserActive(deps, req.user!, validate(idParamSchema, req.params).id, false);
    res.status(204).end();
  });
}
