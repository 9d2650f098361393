import { API_ROUTES } from '@zlota/shared/api-routes';
import { catalogChangesQuerySchema } from '@zlota/shared/schemas/catalog-changes';
import type { Deps } from '../../deps.js';
import type { RegisterRoute } from '../../http/routing.js';
import { validate } from '../../http/validate.js';
import { catalogChanges } from './catalog-changes-use-case.js';

/** Issue 39: the offline catalog's delta feed. */
export function catalogRoutes(deps: Deps, register: RegisterRoute): void {
  register(API_ROUTES.catalogChanges, async (req, res) => {
    const { since } = validate(catalogChangesQuerySchema, req.query);
    res.json(await catalogChanges(deps, since));
  });
}
