import type { Knex } from 'knex';
import { CHARITY_MESSAGES } from '@zlota/shared/messages';
import { AppError } from '../../libraries/errors.js';
import { recordAudit } from '../audit/audit-repository.js';
import { findUserByEmail, type UserRow } from '../users/users-repository.js';
import { findCharity, type CharityRecord } from './charities-repository.js';

/** What the audit log keeps of a fundraiser: everything staff can change, the long description only by its length. */
const AUDITED = ['title', 'name', 'target', 'target_amount', 'short_description', 'status', 'promoted', 'promoted_order', 'needy_id', 'owner_id', 'image'] as const;

export const audited = (record: Partial<CharityRecord>) => ({
  ...Object.fromEntries(AUDITED.filter((key) => record[key] !== undefined).map((key) => [key, record[key]])),
  description_length: record.description?.length,
});

export async function auditCreated(trx: Knex, actor: UserRow, id: number, now: number) {
  const created = (await findCharity(trx, { id }))!;
  await recordAudit(trx, { actor, action: 'charity.create', entity_type: 'charity', entity_id: id, after: audited(created) }, now);
}

/** The account an admin names as the owner: '' gives the fundraiser to the foundation, an unknown address is refused. */
export async function ownerIdOf(trx: Knex, email: string | undefined): Promise<number | null | undefined> {
  if (email === undefined) return undefined;
  if (email === '') return null;
  const user = await findUserByEmail(trx, email);
  if (!user) throw new AppError('VALIDATION', 400, CHARITY_MESSAGES.ownerNotFound, { owner_email: CHARITY_MESSAGES.ownerNotFound });
  return user.id;
}
