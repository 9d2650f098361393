import { API_ROUTES } from '@zlota/shared/api-routes';
import { foundationSchema } from '@zlota/shared/schemas/foundation';
import type { Deps } from '../../deps.js';
import type { RegisterRoute } from '../../libraries/http.js';
import { validate } from '../../libraries/validate.js';
import { publicFoundation, updateFoundation } from './foundation-use-case.js';

export function foundationRoutes(deps: Deps, register: RegisterRoute): void {
  register(API_ROUTES.foundation, async (_req, res) => {
    res.json(await publicFoundation(deps));
  });
  register(API_ROUTES.adminFoundation, async (req, res) => {
    res.json(await updateFoundation(deps, req.user!, validate(foundationSchema, req.body)));
  });
}
