import { API_ROUTES } from '@zlota/shared/api-routes';
import { adminNeedyQuerySchema } from '@zlota/shared/schemas/admin-lists';
import { needyAdminSchema } from '@zlota/shared/schemas/charity';
import type { Deps } from '../../deps.js';
import { sendPage, type RegisterRoute } from '../../http/routing.js';
import { pathId, validate } from '../../http/validate.js';
import { adminNeedyPage, anonymiseNeedy, changeNeedy, createNeedy, getNeedy, removeNeedy } from './needy-use-case.js';

export function needyRoutes(deps: Deps, register: RegisterRoute): void {
  register(API_ROUTES.needyList, async (req, res) => {
    sendPage(res, await adminNeedyPage(deps, validate(adminNeedyQuerySchema, req.query)));
  });
  register(API_ROUTES.needy, async (req, res) => {
    res.json(await getNeedy(deps, req.user!, pathId(req.params)));
  });
  register(API_ROUTES.needyCreate, async (req, res) => {
    res.status(201).json(await createNeedy(deps, req.user!, validate(needyAdminSchema, req.body)));
  });
  register(API_ROUTES.needyUpdate, async (req, res) => {
    const id = pathId(req.params);
    res.json(await changeNeedy(deps, req.user!, id, validate(needyAdminSchema, req.body)));
  });
  register(API_ROUTES.needyDelete, async (req, res) => {
    await removeNeedy(deps, req.user!, pathId(req.params));
    res.status(204).end();
  });
  register(API_ROUTES.needyAnonymise, async (req, res) => {
    res.json(await anonymiseNeedy(deps, req.user!, pathId(req.params)));
  });
}
