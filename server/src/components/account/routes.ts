import { API_ROUTES } from '@zlota/shared/api-routes';
import { API_MESSAGES } from '@zlota/shared/messages';
import { changePasswordSchema, deleteAccountSchema, profileSchema } from '@zlota/shared/schemas/own-account';
import { PERSONAL_DATA_FILE } from '@zlota/shared/schemas/personal-data';
import type { Deps } from '../../deps.js';
import type { RegisterRoute } from '../../http/routing.js';
import { pathId, validate } from '../../http/validate.js';
import { changeOwnPassword, updateProfile } from '../auth/own-account-use-case.js';
import { accountSessions, endOwnOtherSessions, endOwnSession } from '../auth/sessions-use-case.js';
import { toUserInfo } from '../users/user-view.js';
import { deleteOwnAccount } from './delete-account-use-case.js';
import { exportPersonalData } from './personal-data-use-case.js';

/** Konto: the signed-in person's own data, password, devices and account. */
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

  register(API_ROUTES.ownSessions, async (req, res) => {
    res.json(await accountSessions(deps, req.user!.id, req.get('authorization')));
  });

  register(API_ROUTES.ownSessionEnd, async (req, res) => {
    await endOwnSession(deps, req.user!, pathId(req.params), req.get('authorization'));
    res.status(204).end();
  });

  register(API_ROUTES.ownOtherSessionsEnd, async (req, res) => {
    await endOwnOtherSessions(deps, req.user!, req.get('authorization'));
    res.status(204).end();
  });

  register(API_ROUTES.ownDataExport, async (req, res) => {
    const data = await exportPersonalData(deps, req.user!, req.get('authorization'));
    res.attachment(PERSONAL_DATA_FILE).json(data);
  });
}
