import { API_ROUTES } from '@zlota/shared/api-routes';
import { idParamSchema } from '@zlota/shared/schemas/auth';
import { needyAdminSchema } from '@zlota/shared/schemas/charity';
import { adminListPagingSchema } from '@zlota/shared/schemas/paging';
import type { Deps } from '../../deps.js';
import type { RegisterRoute } from '../../libraries/http.js';
import { validate } from '../../libraries/validate.js';
import { changeNeedy, createNeedy, getNeedy, listAllNeedy, removeNeedy } from './needy-use-case.js';

export function needyRoutes(deps: Deps, register: RegisterRoute): void {
  register(API_ROUTES.needyList, async (req, res) => {
    res.json(await listAllNeedy(deps, validate(adminListPagingSchema, req.query)));
  });
  register(API_ROUTES.needy, async (req, res) => {
    res.json(await getNeedy(deps, validate(idParamSchema, req.params).id));
  });
  register(API_ROUTES.needyCreate, async (req, res) => {
    res.status(201).json(await createNeedy(deps, validate(needyAdminSchema, req.body)));
  });
  register(API_ROUTES.needyUpdate, async (req, res) => {
    const { id } = validate(idParamSchema, req.params);
    res.json(await changeNeedy(deps, id, validate(needyAdminSchema, req.body)));
  });
  register(API_ROUTES.needyDelete, async (req, res) => {
    await removeNeedy(deps, validate(idParamSchema, req.params).id);
    res.status(204).end();
  });
}
