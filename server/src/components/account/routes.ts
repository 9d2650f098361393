import { API_ROUTES } from '@zlota/shared/api-routes';
import { API_MESSAGES } from '@zlota/shared/messages';
import { changePasswordSchema, deleteAccountSchema, profileSchema } from '@zlota/shared/schemas/own-account';
import type { Deps } from '../../deps.js';
import type { RegisterRoute } from '../../libraries/http.js';
import { validate } from '../../libraries/validate.js';
import { changeOwnPassword, updateProfile } from '../auth/own-account-use-case.js';
import { toUserInfo } from '../users/user-view.js';
import { deleteOwnAccount } from './delete-account-use-case.js';

/** Konto: the signed-in person's own data, password and account. */
export function ownAccountRoutes(deps: Deps, register: RegisterRoute): void {
  register(API_ROUTES.ownProfile, async (req, res) => {
    res.json(toUserInfo(await updateProfile(deps, req.user!, validate(profileSchema, req.body))));
  });

  register(API_ROUTES.ownPassword, async (req, res) => {
    await changeOwnPassword(deps, req.user!, validate(changePasswordSchema, req.body), req.get('authorization'));
    res.json({ message: API_MESSAGES.ownPasswordChanged });
  });

  register(API_ROUTES.ownAccountDelete, async (req, res) => {
    await deleteOwnAccount(deps, req.user!, validate(deleteAccountSchema, req.body).password);
    res.status(204).end();
  });
}
