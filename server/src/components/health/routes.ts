import { API_ROUTES, API_VERSION } from '@zlota/shared/api-routes';
import type { Request, Response } from 'express';
import { pingDatabase } from '../../db/knex.js';
import type { Deps } from '../../deps.js';
import type { RegisterRoute } from '../../http/routing.js';
import { sharedPing } from './shared-ping.js';

type Status = 'ok' | 'unavailable' | 'stopping' | 'storage_full';

/** The answers never change while the process runs: serialised once. */
function readyBody(status: Status, database: string): Buffer {
  return Buffer.from(JSON.stringify({ status, database, api_version: API_VERSION }));
}

/**
 * `/api/health` and `/api/ready` alike: 200 while the database answers and the process serves; 503 at once when the
 * process begins to stop (a load balancer sends elsewhere while it drains), or while the database does not answer.
 * A full disk (issue 33) turns `/api/health` to 503 `storage_full` until a write succeeds again, but not `/api/ready`:
 * reads and the pages still work, every instance shares the full disk, and only writes that keep coming find out
 * when space is back.
 */
export function healthRoutes(deps: Deps, register: RegisterRoute): void {
  const ping = sharedPing(() => pingDatabase(deps.db));
  const database = deps.config.database.client;
  const bodies = {
    ok: readyBody('ok', database),
    unavailable: readyBody('unavailable', database),
    stopping: readyBody('stopping', database),
    storage_full: readyBody('storage_full', database),
  };
  const answer = (reportsStorage: boolean) => async (req: Request, res: Response) => {
    let status: Status = 'ok';
    if (deps.lifecycle.stopping) status = 'stopping';
    else if (reportsStorage && deps.lifecycle.storage.fullSince !== null) status = 'storage_full';
    else {
      try {
        await ping();
      } catch (error) {
        req.log.error({ err: error }, 'Baza danych nie odpowiada');
        status = 'unavailable';
      }
    }
    res.status(status === 'ok' ? 200 : 503);
    res.set({ 'Cache-Control': 'no-store', 'Content-Type': 'application/json; charset=utf-8' }).end(bodies[status]);
  };
  register(API_ROUTES.health, answer(true));
  register(API_ROUTES.ready, answer(false));
}
