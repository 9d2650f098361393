import { API_ROUTES } from '@zlota/shared/api-routes';
import { twoFactorCodeSchema, twoFactorLoginSchema } from '@zlota/shared/schemas/two-factor';
import type { Deps } from '../../deps.js';
import type { RegisterRoute } from '../../http/routing.js';
import { validate } from '../../http/validate.js';
import { adminLoginSecondStep } from './login-use-case.js';
import { confirmTwoFactor, disableTwoFactor, startTwoFactorSetup, twoFactorStatus } from './two-factor-use-case.js';
import { sessionOrigin } from '../../libraries/device.js';
import { trustedDevice } from './trusted-device.js';

/** Issue 17: the code step of an admin login, and an admin's own two-factor set-up. */
export function twoFactorRoutes(deps: Deps, register: RegisterRoute): void {
  register(API_ROUTES.adminLoginTwoFactor, async (req, res) => {
    res.json(await adminLoginSecondStep(deps, validate(twoFactorLoginSchema, req.body), sessionOrigin(req), trustedDevice(deps, req, res)));
  });

  register(API_ROUTES.adminTwoFactor, async (req, res) => {
    res.json(await twoFactorStatus(deps, req.user!));
  });

  register(API_ROUTES.adminTwoFactorSetup, async (req, res) => {
    res.json(await startTwoFactorSetup(deps, req.user!));
  });

  register(API_ROUTES.adminTwoFactorConfirm, async (req, res) => {
    res.json(await confirmTwoFactor(deps, req.user!, validate(twoFactorCodeSchema, req.body).code, req.get('authorization')));
  });

  register(API_ROUTES.adminTwoFactorDisable, async (req, res) => {
    await disableTwoFactor(deps, req.user!, validate(twoFactorCodeSchema, req.body).code);
    res.status(204).end();
  });
}
