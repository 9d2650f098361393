import { API_ROUTES, API_VERSION } from '@zlota/shared/api-routes';
import { pingDatabase } from '../../db/knex.js';
import type { Deps } from '../../deps.js';
import type { RegisterRoute } from '../../libraries/http.js';
import { sharedPing } from './shared-ping.js';

/** The two answers never change while the process runs: serialised once. */
function readyBody(status: 'ok' | 'unavailable', database: string): Buffer {
  return Buffer.from(JSON.stringify({ status, database, api_version: API_VERSION }));
}

export function healthRoutes(deps: Deps, register: RegisterRoute): void {
  const ping = sharedPing(() => pingDatabase(deps.db));
  const ok = readyBody('ok', deps.config.database.client);
  const unavailable = readyBody('unavailable', deps.config.database.client);
  register(API_ROUTES.health, async (req, res) => {
    let body = ok;
    try {
      await ping();
    } catch (error) {
      req.log.error({ err: error }, 'Baza danych nie odpowiada');
      res.status(503);
      body = unavailable;
    }
    res.set({ 'Cache-Control': 'no-store', 'Content-Type': 'application/json; charset=utf-8' }).end(body);
  });
}
