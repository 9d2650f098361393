import type { Deps } from '../../deps.js';
import { fundraiserChange } from '../payments/notification-use-case.js';

/**
 * Issue 40: a schedule confirmed, paused or ended by the job changes its fundraiser's „N osób wspiera co miesiąc”: its
 * kept answers and pages are forgotten as after its payment's notification, in this process and the others
 * (`deps.announce`). A failure is logged: the kept answers still expire within CATALOG_CACHE_SECONDS.
 */
export async function announceFundraiser(deps: Deps, charityId: number): Promise<void> {
  if (!deps.announce) return;
  try {
    await deps.announce(await fundraiserChange(deps, charityId));
  } catch (error) {
    deps.logger.warn({ err: error, charityId }, 'Nie udało się odświeżyć danych zbiórki po zmianie wpłaty co miesiąc');
  }
}
