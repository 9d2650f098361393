import { API_ROUTES } from '@zlota/shared/api-routes';
import { auditQuerySchema } from '@zlota/shared/schemas/audit';
import type { Deps } from '../../deps.js';
import { sendPage, type RegisterRoute } from '../../http/routing.js';
import { pathId, validate } from '../../http/validate.js';
import { auditEntries, charityHistory } from './audit-use-case.js';
import type { AuditNames } from './record-labels.js';

export function auditRoutes(deps: Deps, register: RegisterRoute, names: AuditNames): void {
  register(API_ROUTES.adminAudit, async (req, res) => {
    sendPage(res, await auditEntries(deps, validate(auditQuerySchema, req.query), names));
  });
  register(API_ROUTES.adminCharityHistory, async (req, res) => {
    sendPage(res, await charityHistory(deps, pathId(req.params), names));
  });
}
