import type { AdminCharity, CharityOwner } from '@zlota/shared/entities';
import { CHARITY_MESSAGES } from '@zlota/shared/messages';
import { idNamedBy } from '@zlota/shared/record-id';
import { type AdminCharityQuery } from '@zlota/shared/schemas/admin-lists';
import { searchTokens } from '@zlota/shared/text';
import type { Deps } from '../../deps.js';
import { AppError } from '../../libraries/errors.js';
import { recordAudit } from '../audit/audit-repository.js';
import { findOwners, type UserRow } from '../users/users-repository.js';
import { countAll, findCharitiesByIds, listAll, listPromotedForAdmin, setBannerOrder } from './admin-charities-repository.js';
import { charityNotFound, isListed } from './catalog-use-case.js';
import { findCharity, type CharityRecord } from './charities-repository.js';
import { toAdminCharity } from './charity-view.js';

/** Fundraisers as the panel lists them, each with its owner's name and e-mail. */
export async function withOwners(deps: Deps, records: CharityRecord[]): Promise<AdminCharity[]> {
  const owners = await findOwners(deps.reader, records.flatMap((record) => (record.owner_id === null ? [] : [record.owner_id])));
  const byId = new Map<number, CharityOwner>(owners.map((owner) => [Number(owner.id), { ...owner, id: Number(owner.id) }]));
  return records.map((record) => toAdminCharity(record, record.owner_id === null ? null : (byId.get(record.owner_id) ?? null)));
}

export async function adminCharityPage(deps: Deps, query: AdminCharityQuery): Promise<{ items: AdminCharity[]; total: number }> {
  const text = query.q ?? '';
  const filter = {
    words: searchTokens(text),
    id: idNamedBy(text.trim()),
    status: query.status,
    owner_id: query.owner_id,
    promoted: query.promoted,
  };
  const page = { offset: query.offset, limit: query.limit, sort: query.sort, order: query.order };
  const [records, total] = await Promise.all([listAll(deps.reader, filter, page), countAll(deps.reader, filter)]);
  return { items: await withOwners(deps, records), total };
}

export async function adminCharity(deps: Deps, id: number): Promise<AdminCharity> {
  const record = await findCharity(deps.db, { id });
  if (!record) throw charityNotFound();
  return (await withOwners(deps, [record]))[0]!;
}

export async function bannerCharities(deps: Deps): Promise<AdminCharity[]> {
  return withOwners(deps, await listPromotedForAdmin(deps.db));
}

/** The banner's new order, checked and recorded with the order it replaced. */
export async function arrangeBanner(deps: Deps, actor: UserRow, ids: number[]): Promise<AdminCharity[]> {
  const now = deps.clock.now();
  await deps.db.transaction(async (trx) => {
    const found = await findCharitiesByIds(trx, ids);
    if (found.length !== ids.length || !found.every(isListed)) {
      throw new AppError('VALIDATION', 400, CHARITY_MESSAGES.bannerNotActive, { ids: CHARITY_MESSAGES.bannerNotActive });
    }
    const before = (await listPromotedForAdmin(trx)).map((record) => record.id);
    await setBannerOrder(trx, ids, now);
    await recordAudit(trx, { actor, action: 'charity.banner_order', entity_type: 'charity', entity_id: null, before: { ids: before }, after: { ids } }, now);
  });
  return bannerCharities(deps);
}
