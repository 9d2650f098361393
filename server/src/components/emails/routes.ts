import { API_ROUTES } from '@zlota/shared/api-routes';
import { outboxQuerySchema, outboxResendSchema } from '@zlota/shared/schemas/outbox';
import type { Deps } from '../../deps.js';
import type { RegisterRoute } from '../../http/routing.js';
import { pathId, validate } from '../../http/validate.js';
import { resendEmail, resendEmails, undeliveredEmails } from './outbox-use-case.js';

export function emailRoutes(deps: Deps, register: RegisterRoute): void {
  register(API_ROUTES.adminEmails, async (req, res) => {
    res.json(await undeliveredEmails(deps, validate(outboxQuerySchema, req.query)));
  });
  register(API_ROUTES.adminEmailResend, async (req, res) => {
    res.json(await resendEmail(deps, req.user!, pathId(req.params)));
  });
  register(API_ROUTES.adminEmailsResend, async (req, res) => {
    res.json(await resendEmails(deps, req.user!, validate(outboxResendSchema, req.body)));
  });
}
