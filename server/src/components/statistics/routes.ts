import { API_ROUTES } from '@zlota/shared/api-routes';
import { foundationSettingsSchema } from '@zlota/shared/schemas/settings';
import { statisticsQuerySchema } from '@zlota/shared/schemas/statistics';
import type { Deps } from '../../deps.js';
import type { RegisterRoute } from '../../http/routing.js';
import { validate } from '../../http/validate.js';
import { adminStatistics } from './admin-statistics-use-case.js';
import { setWheelchairs, statistics } from './statistics-use-case.js';
import { workQueue } from './work-queue-use-case.js';

export function statisticsRoutes(deps: Deps, register: RegisterRoute): void {
  register(API_ROUTES.adminWorkQueue, async (req, res) => {
    res.json(await workQueue(deps, req.user!));
  });
  register(API_ROUTES.adminStatistics, async (req, res) => {
    res.json(await adminStatistics(deps, validate(statisticsQuerySchema, req.query)));
  });
  register(API_ROUTES.statistics, async (_req, res) => {
    res.json(await statistics(deps));
  });
  register(API_ROUTES.adminSettings, async (req, res) => {
    res.json(await setWheelchairs(deps, req.user!, validate(foundationSettingsSchema, req.body).wheelchairs));
  });
}
