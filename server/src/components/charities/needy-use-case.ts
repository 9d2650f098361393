// The foundation's list of beneficiaries: here, not in needy/, because a change reaches their fundraisers.
import type { Knex } from 'knex';
import type { AdminNeedy, ListedNeedy, NeedyDetails } from '@zlota/shared/entities';
import { isFinished } from '@zlota/shared/charity-status';
import { CHARITY_MESSAGES } from '@zlota/shared/messages';
import type { CharityStatus } from '@zlota/shared/schemas/charity';
import { type AdminNeedyQuery } from '@zlota/shared/schemas/admin-lists';
import type { Deps } from '../../deps.js';
import { AppError, conflict, notFound } from '../../libraries/errors.js';
import { erasePersonalData, recordAudit, type AuditActor } from '../audit/audit-repository.js';
import { countNeedy, deleteNeedy, findNeedy, insertNeedy, listNeedy, updateNeedy, type NeedyFields, type NeedyRecord } from '../needy/needy-repository.js';
import { charitiesOfNeedy, countCharitiesOfNeedy, isNeedyInUse, refreshSearchTextOfNeedy } from './charities-repository.js';

const missing = () => notFound(CHARITY_MESSAGES.needyNotFound);

/**
 * What the audit log keeps of a beneficiary: the name and city; of the contact and notes (health data)
 * only that they were there or changed, never their words.
 */
export const auditedNeedy = (needy: Partial<NeedyRecord>) => ({
  name: needy.name,
  surname: needy.surname,
  city: needy.city,
  contact: needy.contact ? `[${needy.contact.length} znaków]` : '',
  notes: needy.notes ? `[${needy.notes.length} znaków]` : '',
});

export async function adminNeedyPage(deps: Deps, query: AdminNeedyQuery): Promise<{ items: ListedNeedy[]; total: number }> {
  const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const [rows, total] = await Promise.all([listNeedy(deps.db, words, { offset: query.offset, limit: query.limit }, query), countNeedy(deps.db, words)]);
  const counts = await countCharitiesOfNeedy(deps.db, rows.map((row) => row.id));
  return { items: rows.map((row) => ({ ...row, charities: counts.get(row.id) ?? 0 })), total };
}

/** Every reading of a beneficiary's private fields is written to the audit log, with who read them. */
export async function getNeedy(deps: Deps, actor: AuditActor, id: number): Promise<NeedyDetails> {
  const now = deps.clock.now();
  return deps.db.transaction(async (trx) => {
    const needy = await findNeedy(trx, id);
    if (!needy) throw missing();
    await recordAudit(trx, { actor, action: 'needy.view', entity_type: 'needy', entity_id: id }, now);
    return { ...needy, id: Number(needy.id), charities: await charitiesOfNeedy(trx, id) };
  });
}

async function adminNeedy(trx: Knex, id: number): Promise<AdminNeedy> {
  const needy = await findNeedy(trx, id);
  if (!needy) throw missing();
  return { ...needy, id: Number(needy.id) };
}

export async function createNeedy(deps: Deps, actor: AuditActor, input: NeedyFields): Promise<AdminNeedy> {
  const now = deps.clock.now();
  return deps.db.transaction(async (trx) => {
    const id = await insertNeedy(trx, input, now);
    await recordAudit(trx, { actor, action: 'needy.create', entity_type: 'needy', entity_id: id, after: auditedNeedy(input) }, now);
    return adminNeedy(trx, id);
  });
}

/** A changed name or city changes how the beneficiary's fundraisers are found. */
export async function changeNeedy(deps: Deps, actor: AuditActor, id: number, input: NeedyFields): Promise<AdminNeedy> {
  const now = deps.clock.now();
  return deps.db.transaction(async (trx) => {
    const before = await findNeedy(trx, id);
    if (!before) throw missing();
    await updateNeedy(trx, id, input, now);
    await refreshSearchTextOfNeedy(trx, { id, ...input });
    await recordAudit(trx, { actor, action: 'needy.update', entity_type: 'needy', entity_id: id, before: auditedNeedy(before), after: auditedNeedy(input) }, now);
    return adminNeedy(trx, id);
  });
}

export async function removeNeedy(deps: Deps, actor: AuditActor, id: number): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (trx) => {
    if (await isNeedyInUse(trx, id)) throw conflict(CHARITY_MESSAGES.needyInUse);
    const before = await findNeedy(trx, id);
    if (!before || !(await deleteNeedy(trx, id))) throw missing();
    // A deleted beneficiary is gone for good (RODO): the log keeps that they were deleted, by whom and when, not who they were.
    await erasePersonalData(trx, { type: 'needy', id }, PERSONAL_FIELDS);
    await recordAudit(trx, { actor, action: 'needy.delete', entity_type: 'needy', entity_id: id }, now);
  });
}

/** A fundraiser that will never take money or be published again: finished by the foundation, or rejected. */
const isClosedForGood = (status: CharityStatus) => isFinished(status) || status === 'rejected';

/** What stays of an anonymised beneficiary: their fundraisers and every donation stay, pointing at this. */
const ANONYMOUS_NEEDY: NeedyFields = { name: 'Osoba', surname: 'zanonimizowana', city: '', contact: '', notes: '' };

/** The fields of a beneficiary that name or describe the person, erased from the audit log with them. */
const PERSONAL_FIELDS = ['name', 'surname', 'city', 'contact', 'notes'] as const;

/**
 * RODO: once every fundraiser of the beneficiary is closed for good, the foundation erases their name, city, contact
 * and notes (health data), here and in the audit log's past entries; the fundraisers and their donations stay in the
 * books as the law requires, and the log keeps who did what when. The anonymising entry carries no old values.
 */
export async function anonymiseNeedy(deps: Deps, actor: AuditActor, id: number): Promise<AdminNeedy> {
  const now = deps.clock.now();
  return deps.db.transaction(async (trx) => {
    const before = await findNeedy(trx, id);
    if (!before) throw missing();
    const open = (await charitiesOfNeedy(trx, id)).find((charity) => !isClosedForGood(charity.status));
    if (open) throw new AppError('HAS_OPEN_FUNDRAISER', 409, CHARITY_MESSAGES.needyHasOpenFundraiser.replace('{title}', open.title));
    await updateNeedy(trx, id, ANONYMOUS_NEEDY, now);
    await refreshSearchTextOfNeedy(trx, { id, ...ANONYMOUS_NEEDY });
    await erasePersonalData(trx, { type: 'needy', id }, PERSONAL_FIELDS);
    await recordAudit(trx, { actor, action: 'needy.anonymise', entity_type: 'needy', entity_id: id, after: auditedNeedy(ANONYMOUS_NEEDY) }, now);
    return adminNeedy(trx, id);
  });
}
