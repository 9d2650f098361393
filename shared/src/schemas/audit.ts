import { z } from './zod.js';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '../audit.js';

const M = {
  filter: 'Nieprawidłowy filtr dziennika zdarzeń',
  date: 'Nieprawidłowa data (RRRR-MM-DD)',
};

const id = z.coerce.number({ error: M.filter }).int({ error: M.filter }).positive({ error: M.filter });
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.date });

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_SIZE_MAX = 200;

/** The filters of /admin/audit and of a record's "Historia" tab; dates are whole days, Polish time. */
export const auditQuerySchema = z.object({
  entity_type: z.enum(AUDIT_ENTITY_TYPES, { error: M.filter }).optional(),
  entity_id: id.optional(),
  actor_id: id.optional(),
  action: z.enum(AUDIT_ACTIONS as [string, ...string[]], { error: M.filter }).optional(),
  from: day.optional(),
  to: day.optional(),
  limit: z.coerce.number({ error: M.filter }).int({ error: M.filter }).min(1, { error: M.filter }).default(AUDIT_PAGE_SIZE)
    .transform((limit) => Math.min(limit, AUDIT_PAGE_SIZE_MAX)),
  offset: z.coerce.number({ error: M.filter }).int({ error: M.filter }).min(0, { error: M.filter }).default(0),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;
