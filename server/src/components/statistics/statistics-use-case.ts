import type { Statistics } from '@zlota/shared/entities';
import { groszeToZl } from '@zlota/shared/money';
import type { Deps } from '../../deps.js';
import { totals } from '../charities/charities-repository.js';
import { getSetting, putSetting } from '../settings/settings-repository.js';

export const WHEELCHAIRS_SETTING = 'wheelchairs';

/** The home page's strip: real figures from the database, and the foundation's own count of wheelchairs. */
export async function statistics(deps: Deps): Promise<Statistics> {
  const [sums, wheelchairs] = await Promise.all([totals(deps.db), getSetting<number>(deps.db, WHEELCHAIRS_SETTING)]);
  return { fundraisers: sums.fundraisers, collected_amount: groszeToZl(sums.collected), wheelchairs: wheelchairs ?? 0 };
}

export async function setWheelchairs(deps: Deps, wheelchairs: number): Promise<Statistics> {
  await putSetting(deps.db, WHEELCHAIRS_SETTING, wheelchairs, deps.clock.now());
  return statistics(deps);
}
