import { z } from './zod.js';
import { pageOf, sortFields } from './admin-lists.js';
import { digits } from './numbers.js';
import { pagingFields } from './paging.js';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, type AuditAction } from '../audit.js';
import { DAY_LENGTH, EMAIL_MAX_LENGTH } from '../constants.js';
import { emailText, moment, textOf } from './bounded.js';

/** An audit entry's note: a reason or note an admin wrote (a review's is the longest, 2000), or the server's own line. Room to spare. */
const AUDIT_NOTE_MAX = 5000;
/** "Wpłata 250,00 zł — " and a fundraiser's title, or an account's name and surname: room to spare. */
const AUDIT_LABEL_MAX = 400;

const M = {
  filter: 'Nieprawidłowy filtr dziennika zdarzeń',
  date: 'Nieprawidłowa data (RRRR-MM-DD)',
};

const id = digits(M.filter, 1);
const day = z.string().max(DAY_LENGTH, { error: M.date }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.date });

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_SIZE_MAX = 200;

/** /admin/audit: by the moment (the default, newest first), the action, who or the kind of record. */
export const AUDIT_SORTS = ['at', 'action', 'actor_email', 'entity_type'] as const;
export type AuditSort = (typeof AUDIT_SORTS)[number];

/** The filters of /admin/audit and of a record's "Historia" tab; dates are whole days, Polish time. */
export const auditQuerySchema = z.object({
  entity_type: z.enum(AUDIT_ENTITY_TYPES, { error: M.filter }).optional(),
  entity_id: id.optional(),
  actor_id: id.optional(),
  /** Who did it: a part of the author's e-mail, as the log keeps it beside each entry, or of their name and surname. */
  actor: z.string().max(EMAIL_MAX_LENGTH, { error: M.filter }).optional(),
  action: z.enum(AUDIT_ACTIONS as [string, ...string[]], { error: M.filter }).optional(),
  from: day.optional(),
  to: day.optional(),
  ...pagingFields,
  ...sortFields(AUDIT_SORTS, 'at', 'desc'),
}).transform(pageOf(AUDIT_PAGE_SIZE, AUDIT_PAGE_SIZE_MAX));
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** One entry as the API shows it; `before` and `after` never hold a secret or a beneficiary's health data. */
export const auditEntrySchema = z.object({
  id: z.int(),
  at: moment,
  actor_id: z.int().nullable(),
  actor_email: emailText.nullable(),
  action: z.enum(AUDIT_ACTIONS as [AuditAction, ...AuditAction[]]),
  entity_type: z.enum(AUDIT_ENTITY_TYPES),
  entity_id: z.int().nullable(),
  /** The record in words ("Wpłata 250,00 zł — Wózek dla Leny"); null when it is gone or has no name of its own. */
  entity_label: textOf(AUDIT_LABEL_MAX).nullable(),
  before: z.unknown(),
  after: z.unknown(),
  note: textOf(AUDIT_NOTE_MAX).nullable(),
});
