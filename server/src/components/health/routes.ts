import { API_ROUTES, API_VERSION } from '@zlota/shared/api-routes';
import { pingDatabase } from '../../db/knex.js';
import type { Deps } from '../../deps.js';
import type { RegisterRoute } from '../../libraries/http.js';

export function healthRoutes(deps: Deps, register: RegisterRoute): void {
  register(API_ROUTES.health, async (req, res) => {
    try {
      await pingDatabase(deps.db);
      res.set('Cache-Control', 'no-store').json({ status: 'ok', database: deps.config.database.client, api_version: API_VERSION });
    } catch (error) {
      req.log.error({ err: error }, 'Baza danych nie odpowiada');
      res
        .status(503)
        .set('Cache-Control', 'no-store')
        .json({ status: 'unavailable', database: deps.config.database.client, api_version: API_VERSION });
    }
  });
}
