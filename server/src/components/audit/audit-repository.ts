// Owns: audit_log. Other components write through recordAudit, inside their own transaction.
import type { Knex } from 'knex';
import type { AuditAction, AuditEntityType } from '@zlota/shared/audit';
import type { AuditEntry } from '@zlota/shared/entities';
import type { AuditQuery } from '@zlota/shared/schemas/audit';
import { warsawDayEnd, warsawDayStart } from '@zlota/shared/warsaw-days';
import { likeText } from '../../libraries/like-pattern.js';
import { ERASED, redactSecrets, replaceFields } from './redact.js';
import { listOrder } from '../../libraries/list-order.js';

export interface AuditActor {
  id: number;
  email: string;
}

export interface NewAuditEntry {
  actor: AuditActor | null;
  action: AuditAction;
  entity_type: AuditEntityType;
  entity_id: number | null;
  before?: unknown;
  after?: unknown;
  note?: string | null;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(redactSecrets(value)));

/** Call with the transaction of the change it records, so both happen or neither does. */
export async function recordAudit(trx: Knex, entry: NewAuditEntry, now: number): Promise<void> {
  await trx('audit_log').insert({
    at: now,
    actor_id: entry.actor?.id ?? null,
    actor_email: entry.actor?.email ?? null,
    action: entry.action,
    entity_type: entry.entity_type,
    entity_id: entry.entity_id,
    before: json(entry.before),
    after: json(entry.after),
    note: entry.note ?? null,
  });
}

/** The filters; `actorIds` are the accounts whose name matches the `actor` asked for (the audit keeps only the e-mail). */
function filtered(db: Knex, query: AuditQuery, actorIds: readonly number[]) {
  const q = db('audit_log');
  if (query.entity_type) q.where('entity_type', query.entity_type);
  if (query.entity_id) q.where('entity_id', query.entity_id);
  if (query.actor_id) q.where('actor_id', query.actor_id);
  const actor = query.actor?.trim();
  if (actor) {
    q.where((by) => {
      by.whereRaw("LOWER(actor_email) LIKE ? ESCAPE '\\'", [`%${likeText(actor)}%`]);
      if (actorIds.length > 0) by.orWhereIn('actor_id', actorIds);
    });
  }
  if (query.action) q.where('action', query.action);
  if (query.from) q.where('at', '>=', warsawDayStart(query.from));
  if (query.to) q.where('at', '<', warsawDayEnd(query.to));
  return q;
}

const parse = (text: string | null) => (text === null ? null : (JSON.parse(text) as unknown));

function toEntry(row: Record<string, unknown>): AuditEntry {
  return {
    id: Number(row.id),
    at: new Date(Number(row.at)).toISOString(),
    actor_id: row.actor_id === null ? null : Number(row.actor_id),
    actor_email: (row.actor_email as string | null) ?? null,
    action: row.action as AuditAction,
    entity_type: row.entity_type as AuditEntityType,
    entity_id: row.entity_id === null ? null : Number(row.entity_id),
    entity_label: null,
    before: parse(row.before as string | null),
    after: parse(row.after as string | null),
    note: (row.note as string | null) ?? null,
  };
}

/** In the asked order, newest first by default (issue 36: the server sorts, never the page). */
export async function listAudit(db: Knex, query: AuditQuery, actorIds: readonly number[] = []): Promise<{ items: AuditEntry[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, query, actorIds).select('*').orderBy(listOrder([query.sort], query.order, { nullable: ['actor_email'] })).limit(query.limit).offset(query.offset),
    filtered(db, query, actorIds).count({ n: '*' }).first(),
  ]);
  return { items: rows.map(toEntry), total: Number(count?.n ?? 0) };
}

/** The entries about one payment: those recorded on it, and those naming its guid (a manual donation's), oldest first. */
export async function auditOfPayment(db: Knex, payment: { id: number; guid: string }): Promise<AuditEntry[]> {
  const rows = await db('audit_log')
    .where((any) => {
      any.where({ entity_type: 'payment', entity_id: payment.id }).orWhere('after', 'like', `%"${payment.guid}"%`);
    })
    .orderBy('id', 'asc')
    .limit(500);
  return rows.map(toEntry);
}

/** The payment entries a fundraiser's "Historia" shows: its payments' voids and refunds. */
const CHARITY_PAYMENT_ACTIONS = ['payment.void', 'payment.refund', 'payment.refund_late'] as const;

/**
 * The entries a fundraiser's "Historia" is made of, newest first: those recorded on it, the voids and refunds of these
 * of its payments, and every order of the home banner that names it before or after (`{"ids":[…]}`).
 */
export async function auditOfCharity(db: Knex, charityId: number, paymentIds: readonly number[], limit: number): Promise<AuditEntry[]> {
  const named = [`[${charityId}]`, `[${charityId},`, `,${charityId},`, `,${charityId}]`];
  const rows = await db('audit_log')
    .where((any) => {
      any.where({ entity_type: 'charity', entity_id: charityId });
      if (paymentIds.length > 0) {
        any.orWhere((payment) => {
          payment.where('entity_type', 'payment').whereIn('entity_id', [...paymentIds]).whereIn('action', CHARITY_PAYMENT_ACTIONS);
        });
      }
      any.orWhere((banner) => {
        banner.where('action', 'charity.banner_order').where((ids) => {
          for (const text of named) ids.orWhere('before', 'like', `%${text}%`).orWhere('after', 'like', `%${text}%`);
        });
      });
    })
    .orderBy('id', 'desc')
    .limit(limit);
  return rows.map(toEntry);
}

/** RODO: the entries about one account, and those it made itself, oldest first. */
export async function auditOfUser(db: Knex, userId: number): Promise<AuditEntry[]> {
  const rows = await db('audit_log')
    .where((about) => {
      about.where({ entity_type: 'user', entity_id: userId }).orWhere({ actor_id: userId });
    })
    .orderBy('id', 'asc');
  return rows.map(toEntry);
}

const erased = (text: string | null, fields: ReadonlySet<string>) =>
  text === null ? null : JSON.stringify(replaceFields(JSON.parse(text), (key) => fields.has(key), ERASED));

/**
 * RODO: a forgotten person's data leaves every entry about them (the named fields of "before" and "after") and, for
 * an account, the e-mail beside the entries it made. Who did what and when stays. Call in the erasure's transaction.
 */
export async function erasePersonalData(trx: Knex, entity: { type: AuditEntityType; id: number }, fields: readonly string[]): Promise<void> {
  const personal = new Set(fields);
  const rows: { id: number; before: string | null; after: string | null }[] = await trx('audit_log')
    .where({ entity_type: entity.type, entity_id: entity.id })
    .select('id', 'before', 'after');
  for (const row of rows) await trx('audit_log').where({ id: row.id }).update({ before: erased(row.before, personal), after: erased(row.after, personal) });
  if (entity.type === 'user') await trx('audit_log').where({ actor_id: entity.id }).update({ actor_email: ERASED });
}
