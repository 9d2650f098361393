import { API_ROUTES } from '@zlota/shared/api-routes';
import { adminRecurringQuerySchema, recurringCancelSchema, recurringIdParamSchema, recurringManageQuerySchema } from '@zlota/shared/schemas/recurring';
import { adminRecurringCancelSchema, recurringCardSchema, recurringChangeSchema } from '@zlota/shared/schemas/recurring-change';
import type { Deps } from '../../deps.js';
import type { RegisterRoute } from '../../http/routing.js';
import { validate } from '../../http/validate.js';
import { startCardChange } from './card-change-use-case.js';
import { changeByDonor } from './change-by-donor-use-case.js';
import { adminSchedules, cancelByStaff, cancelByDonor, scheduleForDonor, userSchedules } from './manage-use-case.js';

/** Issue 40: monthly giving: the schedules for staff, and the donor's own through the signed link of its e-mails. */
export function recurringRoutes(deps: Deps, register: RegisterRoute): void {
  register(API_ROUTES.adminRecurring, async (req, res) => {
    res.json(await adminSchedules(deps, validate(adminRecurringQuerySchema, req.query).status));
  });
  register(API_ROUTES.recurringSchedule, async (req, res) => {
    const { id } = validate(recurringIdParamSchema, req.params);
    res.set('Cache-Control', 'private, no-store').json(await scheduleForDonor(deps, Number(id), validate(recurringManageQuerySchema, req.query).key));
  });
  register(API_ROUTES.recurringCancel, async (req, res) => {
    const { id } = validate(recurringIdParamSchema, req.params);
    res.json(await cancelByDonor(deps, Number(id), validate(recurringCancelSchema, req.body).key));
  });
  register(API_ROUTES.adminRecurringCancel, async (req, res) => {
    const { id } = validate(recurringIdParamSchema, req.params);
    res.json(await cancelByStaff(deps, req.user!, Number(id), validate(adminRecurringCancelSchema, req.body).reason));
  });
  register(API_ROUTES.userRecurring, async (req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await userSchedules(deps, req.user!.id));
  });
  register(API_ROUTES.recurringChange, async (req, res) => {
    const { id } = validate(recurringIdParamSchema, req.params);
    res.json(await changeByDonor(deps, Number(id), validate(recurringChangeSchema, req.body)));
  });
  register(API_ROUTES.recurringCard, async (req, res) => {
    const { id } = validate(recurringIdParamSchema, req.params);
    res.status(201).json(await startCardChange(deps, Number(id), validate(recurringCardSchema, req.body), req.ip ?? '127.0.0.1'));
  });
}
