import { API_ROUTES } from '@zlota/shared/api-routes';
import type { Deps } from '../../deps.js';
import type { RegisterRoute } from '../../http/routing.js';
import { pathId } from '../../http/validate.js';
import { resendEmail, undeliveredEmails } from './outbox-use-case.js';

export function emailRoutes(deps: Deps, register: RegisterRoute): void {
  register(API_ROUTES.adminEmails, async (_req, res) => {
    res.json(await undeliveredEmails(deps));
  });
  register(API_ROUTES.adminEmailResend, async (req, res) => {
    res.json(await resendEmail(deps, req.user!, pathId(req.params)));
  });
}
