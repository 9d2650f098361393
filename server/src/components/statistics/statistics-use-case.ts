import type { Statistics } from '@zlota/shared/entities';
import { groszeToZl } from '@zlota/shared/money';
import type { Deps } from '../../deps.js';
import { recordAudit } from '../audit/audit-repository.js';
import { homeFigures } from '../charities/catalog-figures.js';
import type { UserRow } from '../users/users-repository.js';
import { getSetting, putSetting } from '../settings/settings-repository.js';

export const WHEELCHAIRS_SETTING = 'wheelchairs';

/** The home page's strip: real figures from the database (maintained by every write, read in constant time), and the foundation's own count of wheelchairs. */
export async function statistics(deps: Deps): Promise<Statistics> {
  const [sums, wheelchairs] = await Promise.all([homeFigures(deps), getSetting<number>(deps.reader, WHEELCHAIRS_SETTING)]);
  return { fundraisers: sums.fundraisers, collected_amount: groszeToZl(sums.collected), wheelchairs: wheelchairs ?? 0 };
}

export async function setWheelchairs(deps: Deps, actor: UserRow, wheelchairs: number): Promise<Statistics> {
  const now = deps.clock.now();
  await deps.db.transaction(async (trx) => {
    const before = await getSetting<number>(trx, WHEELCHAIRS_SETTING);
    await putSetting(trx, WHEELCHAIRS_SETTING, wheelchairs, now);
    await recordAudit(trx, { actor, action: 'settings.update', entity_type: 'settings', entity_id: null, before: { wheelchairs: before ?? null }, after: { wheelchairs } }, now);
  });
  return statistics(deps);
}
