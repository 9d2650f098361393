import { API_ROUTES } from '@zlota/shared/api-routes';
import { API_MESSAGES } from '@zlota/shared/messages';
import { credentialsSchema, rememberPasswordSchema, resetPasswordSchema } from '@zlota/shared/schemas/auth';
import { tokenParamSchema } from '@zlota/shared/schemas/route-params';
import { signUpSchema } from '@zlota/shared/schemas/sign-up';
import type { Deps } from '../../deps.js';
import { sessionOrigin } from '../../libraries/device.js';
import type { RegisterRoute } from '../../http/routing.js';
import { clientAddress, createRateLimit } from '../rate-limits/rate-limit.js';
import { validate } from '../../http/validate.js';
import { toUserInfo } from '../users/user-view.js';
import { adminLogin, userLogin } from './login-use-case.js';
import { rememberPassword, resetPassword } from './password-reset-use-case.js';
import { logout } from './session-use-case.js';
import { signUp } from './sign-up-use-case.js';
import { trustedDevice } from './trusted-device.js';
import { twoFactorRoutes } from './two-factor-routes.js';
import { verifyEmail } from './verify-email-use-case.js';

export function authRoutes(deps: Deps, register: RegisterRoute): void {
  const { rateLimits } = deps.config;
  const signUpLimit = createRateLimit({ db: deps.db, clock: deps.clock, name: 'sign-up', limit: rateLimits.signUp, windowMs: rateLimits.windowMs });

  register(API_ROUTES.signUp, signUpLimit, async (req, res) => {
    const { id } = await signUp(deps, validate(signUpSchema, req.body));
    res.status(201).json({ id, message: API_MESSAGES.signedUp });
  });

  register(API_ROUTES.verifyEmail, async (req, res) => {
    await verifyEmail(deps, validate(tokenParamSchema, req.params).token);
    res.json({ message: API_MESSAGES.verified });
  });

  register(API_ROUTES.userLogin, async (req, res) => {
    res.json(await userLogin(deps, validate(credentialsSchema, req.body), clientAddress(req), sessionOrigin(req), trustedDevice(deps, req, res)));
  });

  register(API_ROUTES.adminLogin, async (req, res) => {
    res.json(await adminLogin(deps, validate(credentialsSchema, req.body), clientAddress(req), sessionOrigin(req), trustedDevice(deps, req, res)));
  });

  register(API_ROUTES.logout, async (req, res) => {
    await logout(deps, req.get('authorization'));
    res.status(204).end();
  });

  register(API_ROUTES.userInfo, (req, res) => {
    res.json(toUserInfo(req.user!));
  });

  register(API_ROUTES.rememberPassword, async (req, res) => {
    await rememberPassword(deps, validate(rememberPasswordSchema, req.body).email, clientAddress(req));
    res.status(202).json({ message: API_MESSAGES.rememberSent });
  });

  register(API_ROUTES.resetPassword, async (req, res) => {
    await resetPassword(deps, validate(resetPasswordSchema, req.body), clientAddress(req));
    res.json({ message: API_MESSAGES.passwordChanged });
  });

  twoFactorRoutes(deps, register);
}

