import type { Knex } from 'knex';
import type { AdminCharity, Charity } from '@zlota/shared/entities';
import { CHARITY_MESSAGES } from '@zlota/shared/messages';
import {
  CHARITY_STATUS_LABELS,
  CHARITY_TRANSITIONS,
  type CharityStatus,
  type adminCharitySchema,
  type adminCharityUpdateSchema,
  type userCharitySchema,
  type userCharityUpdateSchema,
} from '@zlota/shared/schemas/charity';
import type { z } from 'zod';
import type { Deps } from '../../deps.js';
import { isForeignKeyViolation } from '../../db/errors.js';
import { AppError, conflict } from '../../libraries/errors.js';
import { recordAudit } from '../audit/audit-repository.js';
import { changedFields } from '../audit/changes.js';
import { deleteNeedy, findNeedy, insertNeedy, updateNeedy, type NeedyFields, type NeedyRecord } from '../needy/needy-repository.js';
import type { UserRow } from '../users/users-repository.js';
import { audited, auditCreated, ownerIdOf } from './admin-charity-audit.js';
import { adminCharity } from './admin-charities-use-case.js';
import { charityNotFound } from './catalog-use-case.js';
import { auditedNeedy } from './needy-use-case.js';
import { prepareImage, storeImage } from './charity-image.js';
import {
  deleteCharity,
  findCharity,
  insertCharity,
  isNeedyInUse,
  listByOwner,
  updateCharity,
  type CharityFields,
  type CharityRecord,
} from './charities-repository.js';
import { insertWithFreeUrl } from './charity-url.js';
import { toCharityCard } from './charity-view.js';
import { sanitizeDescription } from './rich-text.js';
import { buildSearchText } from './search-text.js';
import { recordDeclarations } from './declarations-repository.js';
import { keepLiveVersion, reviseCharity } from './revisions-use-case.js';

type AdminInput = z.output<typeof adminCharitySchema>;
type AdminUpdate = z.output<typeof adminCharityUpdateSchema>;
type UserInput = z.output<typeof userCharitySchema>;
type UserUpdate = z.output<typeof userCharityUpdateSchema>;
type Content = Pick<AdminInput, 'title' | 'name' | 'target' | 'target_amount' | 'short_description' | 'description'>;

const needyMissing = () =>
  new AppError('VALIDATION', 400, CHARITY_MESSAGES.needyNotFound, { needy_id: CHARITY_MESSAGES.needyNotFound });

const contentOf = <T extends Partial<Content>>(input: T) => ({
  ...pick(input, ['title', 'name', 'target', 'target_amount', 'short_description']),
  ...(input.description !== undefined ? { description: sanitizeDescription(input.description) } : {}),
});

function pick<T extends object, K extends keyof T>(input: T, keys: K[]): Partial<Pick<T, K>> {
  return Object.fromEntries(keys.filter((key) => input[key] !== undefined).map((key) => [key, input[key]])) as Partial<Pick<T, K>>;
}

interface NewCharity {
  content: Content;
  status: CharityStatus;
  promoted?: boolean;
  promoted_order?: number | null;
  owner_id: number | null;
  needy: NeedyRecord;
  image: string | null;
}

export async function insertNewCharity(trx: Knex, now: number, input: NewCharity): Promise<number> {
  const fields: Omit<CharityFields, 'url'> = {
    ...(contentOf(input.content) as Content),
    status: input.status,
    promoted: input.promoted ?? false,
    promoted_order: input.promoted_order ?? null,
    owner_id: input.owner_id,
    needy_id: input.needy.id,
    image: input.image,
    published_at: input.status === 'active' ? now : null,
  };
  const searchText = buildSearchText(fields, input.needy);
  return insertWithFreeUrl(trx, input.content.title, (savepoint, url) => insertCharity(savepoint, { ...fields, url }, searchText, now));
}

async function createNeedyRecord(trx: Knex, needy: NeedyFields, now: number): Promise<NeedyRecord> {
  return { id: await insertNeedy(trx, needy, now), ...needy };
}

/** The fundraiser as the panel shows it after a write, with its owner. */
const adminView = (deps: Deps, id: number): Promise<AdminCharity> => adminCharity(deps, id);

export async function adminCreateCharity(deps: Deps, actor: UserRow, input: AdminInput, file?: Buffer): Promise<AdminCharity> {
  const image = await prepareImage(file);
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (trx) => {
    const needy = await findNeedy(trx, input.needy_id);
    if (!needy) throw needyMissing();
    const owner_id = (await ownerIdOf(trx, input.owner_email)) ?? null;
    const created = await insertNewCharity(trx, now, { ...input, content: input, owner_id, needy, image: await storeImage(trx, image, now) });
    await auditCreated(trx, actor, created, now);
    return created;
  });
  return adminView(deps, id);
}

export async function adminCreateCharityWithNeedy(
  deps: Deps,
  actor: UserRow,
  input: Omit<AdminInput, 'needy_id'> & { needy: NeedyFields },
  file?: Buffer,
): Promise<AdminCharity> {
  const image = await prepareImage(file);
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (trx) => {
    const needy = await createNeedyRecord(trx, input.needy, now);
    await recordAudit(trx, { actor, action: 'needy.create', entity_type: 'needy', entity_id: needy.id, after: auditedNeedy(input.needy) }, now);
    const owner_id = (await ownerIdOf(trx, input.owner_email)) ?? null;
    const created = await insertNewCharity(trx, now, { ...input, content: input, owner_id, needy, image: await storeImage(trx, image, now) });
    await auditCreated(trx, actor, created, now);
    return created;
  });
  return adminView(deps, id);
}

/** A registered user's fundraiser starts as a draft, or waits for the foundation's approval. */
export async function userCreateCharity(deps: Deps, user: UserRow, input: UserInput, file?: Buffer): Promise<AdminCharity> {
  const image = await prepareImage(file);
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (trx) => {
    const needy = await createNeedyRecord(trx, { ...input.needy, contact: '', notes: '' }, now);
    const charityId = await insertNewCharity(trx, now, {
      content: input,
      status: input.submit ? 'submitted' : 'draft',
      owner_id: user.id,
      needy,
      image: await storeImage(trx, image, now),
    });
    await recordDeclarations(trx, charityId, user.id, now);
    return charityId;
  });
  return adminView(deps, id);
}

function assertTransition(from: CharityStatus, to: CharityStatus | undefined) {
  if (to === undefined || to === from || CHARITY_TRANSITIONS[from].includes(to)) return;
  throw conflict(
    CHARITY_MESSAGES.statusChange.replace('{from}', CHARITY_STATUS_LABELS[from]).replace('{to}', CHARITY_STATUS_LABELS[to]),
  );
}

/** Writes the changes and re-derives what depends on them: search text, first publication. */
async function applyChanges(trx: Knex, record: CharityRecord, changes: Partial<CharityFields>, needy: NeedyRecord | null, now: number) {
  const next = { ...record, ...changes };
  if (next.status === 'active' && record.published_at === null) changes.published_at = now;
  await updateCharity(trx, record.id, changes, buildSearchText(next, needy), now);
}

export async function adminUpdateCharity(deps: Deps, actor: UserRow, id: number, input: AdminUpdate, file?: Buffer): Promise<AdminCharity> {
  const image = await prepareImage(file);
  const now = deps.clock.now();
  await deps.db.transaction(async (trx) => {
    const record = await findCharity(trx, { id });
    if (!record) throw charityNotFound();
    assertTransition(record.status, input.status);
    const needy = input.needy_id === undefined ? record.needy : ((await findNeedy(trx, input.needy_id)) ?? null);
    if (input.needy_id !== undefined && !needy) throw needyMissing();
    const changes: Partial<CharityFields> = {
      ...contentOf(input),
      ...pick(input, ['status', 'promoted', 'promoted_order', 'needy_id']),
      ...(input.owner_email !== undefined ? { owner_id: await ownerIdOf(trx, input.owner_email) } : {}),
      ...(image ? { image: await storeImage(trx, image, now) } : {}),
    };
    if (record.published_at !== null && (changes.description !== undefined || changes.image !== undefined)) {
      await keepLiveVersion(trx, actor, record, { description: changes.description ?? record.description, image: changes.image ?? record.image }, now);
    }
    await applyChanges(trx, record, changes, needy, now);
    const diff = changedFields(audited(record), audited({ ...record, ...changes }));
    if (Object.keys(diff.after).length > 0) {
      await recordAudit(trx, { actor, action: 'charity.update', entity_type: 'charity', entity_id: id, ...diff }, now);
    }
  });
  return adminView(deps, id);
}

/** Once published, an owner changes only the description and the picture. */
const changesOnlyDescription = (input: UserUpdate) =>
  Object.entries(input).every(([key, value]) => value === undefined || key === 'description' || (key === 'submit' && value === false));

/**
 * Owners change their fundraiser freely until it is published; an active one's description and picture through a
 * revision (revisions-use-case.ts); a finished one only the foundation changes.
 */
export async function ownerUpdateCharity(deps: Deps, user: UserRow, id: number, input: UserUpdate, file?: Buffer): Promise<AdminCharity> {
  const image = await prepareImage(file);
  const now = deps.clock.now();
  await deps.db.transaction(async (trx) => {
    const record = await findCharity(trx, { id });
    if (!record || record.owner_id !== user.id) throw charityNotFound();
    if (record.status === 'active') {
      if (!changesOnlyDescription(input)) throw conflict(CHARITY_MESSAGES.publishedEditOnly);
      const picture = await storeImage(trx, image, now);
      await reviseCharity(trx, user, record, {
        ...(input.description !== undefined ? { description: sanitizeDescription(input.description) } : {}),
        ...(picture !== null ? { image: picture } : {}),
      }, now);
      return;
    }
    if (record.status !== 'draft' && record.status !== 'submitted') throw conflict(CHARITY_MESSAGES.notEditable);
    let needy = record.needy;
    if (input.needy && needy) {
      await updateNeedy(trx, needy.id, input.needy, now);
      needy = { ...needy, ...input.needy };
    }
    const changes: Partial<CharityFields> = {
      ...contentOf(input),
      ...(input.submit ? { status: 'submitted' as const } : {}),
      ...(image ? { image: await storeImage(trx, image, now) } : {}),
    };
    await applyChanges(trx, record, changes, needy, now);
  });
  return adminView(deps, id);
}

async function removeCharity(
  deps: Deps,
  id: number,
  allowed: (record: CharityRecord) => boolean,
  options: { removeOwnNeedy: boolean; actor?: UserRow },
): Promise<void> {
  await deps.db.transaction(async (trx) => {
    const record = await findCharity(trx, { id });
    if (!record || !allowed(record)) throw charityNotFound();
    if (record.collected_amount > 0) throw conflict(CHARITY_MESSAGES.hasDonations);
    // Any payment, even a pending one, keeps its fundraiser: payments' foreign key (RESTRICT) refuses the delete.
    await deleteCharity(trx, id).catch((error: unknown) => {
      throw isForeignKeyViolation(error) ? conflict(CHARITY_MESSAGES.hasDonations) : error;
    });
    if (options.actor) {
      await recordAudit(trx, { actor: options.actor, action: 'charity.delete', entity_type: 'charity', entity_id: id, before: audited(record) }, deps.clock.now());
    }
    // A beneficiary an owner entered goes with the fundraiser: their personal data has no other use.
    if (options.removeOwnNeedy && record.needy_id !== null && !(await isNeedyInUse(trx, record.needy_id))) {
      await deleteNeedy(trx, record.needy_id);
    }
  });
}

export const adminDeleteCharity = (deps: Deps, actor: UserRow, id: number) =>
  removeCharity(deps, id, () => true, { removeOwnNeedy: false, actor });

export const ownerDeleteCharity = (deps: Deps, user: UserRow, id: number) =>
  removeCharity(deps, id, (record) => record.owner_id === user.id, { removeOwnNeedy: true });

/** The owner's own fundraisers, with the foundation's last word on each (why rejected, what to change). */
export async function ownCharities(deps: Deps, user: UserRow): Promise<(Charity & { status: CharityStatus; review_note: string | null })[]> {
  return (await listByOwner(deps.db, user.id)).map((record) => ({ ...toCharityCard(record), status: record.status, review_note: record.review_note }));
}
