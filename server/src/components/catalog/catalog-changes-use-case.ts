import type { CatalogChanges } from '@zlota/shared/schemas/catalog-changes';
import { CATALOG_CHANGES_PAGE } from '@zlota/shared/schemas/catalog-changes';
import type { Deps } from '../../deps.js';
import { isListed } from '../charities/catalog-use-case.js';
import { catalogBound, changedSince, departedSince, type CatalogPosition } from '../charities/catalog-changes-repository.js';
import { toCharityDetails } from '../charities/charity-view.js';
import { ledgerOf } from '../expenses/ledger-use-case.js';
import { supportersSeen } from '../payments/payment-queries-use-case.js';
import { updatesByCharity } from '../updates/updates-use-case.js';

/** Larger than any fundraiser's id (ids are 32-bit integers on PostgreSQL). */
const ANY_ID = 2_147_483_647;

/** A cursor `version` means every change through that version; `version.id` stops after that fundraiser's change. */
function positionOf(cursor: string): CatalogPosition {
  const [version, id] = cursor.split('.');
  return { version: Number(version), id: id === undefined ? ANY_ID : Math.min(Number(id), ANY_ID) };
}

const before = (a: CatalogPosition, b: CatalogPosition) => a.version < b.version || (a.version === b.version && a.id < b.id);

/**
 * Issue 39: one page of what changed in the catalog after `since` (everything listed now, without it), oldest change
 * first. Both sources are read up to one bound taken first, so a change committed meanwhile waits for the next page,
 * and the page's cursor stands just after its last change: no change is lost or repeated between pages.
 */
export async function catalogChanges(deps: Deps, since: string | undefined, limit = CATALOG_CHANGES_PAGE): Promise<CatalogChanges> {
  const after = since === undefined ? { version: -1, id: 0 } : positionOf(since);
  const bound = await catalogBound(deps.reader);
  const [changed, departed] = await Promise.all([
    changedSince(deps.reader, after, bound, limit, since === undefined),
    since === undefined ? Promise.resolve([]) : departedSince(deps.reader, after, bound, limit),
  ]);
  const merged = [
    ...changed.map((change) => ({ position: change.position, record: change.record })),
    ...departed.map((position) => ({ position, record: undefined })),
  ]
    .sort((a, b) => (before(a.position, b.position) ? -1 : before(b.position, a.position) ? 1 : 0))
    .slice(0, limit);
  const listed = merged.flatMap((change) => (change.record && isListed(change.record) ? [change.record] : []));
  const [updates, supporters, ledgers] = await Promise.all([
    updatesByCharity(deps, listed.map((record) => record.id)),
    Promise.all(listed.map((record) => supportersSeen(deps, record.id))),
    Promise.all(listed.map((record) => ledgerOf(deps, record))),
  ]);
  const last = merged.at(-1)?.position;
  const more = merged.length === limit && last !== undefined;
  return {
    charities: listed.map((record, i) => ({ ...toCharityDetails(record), updates: updates.get(record.id) ?? [], supporters: supporters[i]!, ledger: ledgers[i]! })),
    ended: merged.flatMap((change) => (change.record && isListed(change.record) ? [] : [change.position.id])),
    cursor: more ? `${last.version}.${last.id}` : String(Math.max(bound, after.version)),
    more,
  };
}
