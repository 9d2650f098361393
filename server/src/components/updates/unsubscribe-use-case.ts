import type { Unsubscribed } from '@zlota/shared/entities';
import { UPDATE_MESSAGES } from '@zlota/shared/messages';
import type { Deps } from '../../deps.js';
import { AppError } from '../../libraries/errors.js';
import { findCharity } from '../charities/charities-repository.js';
import { updateSubscribers } from '../payments/payments-repository.js';
import { addUnsubscription } from './unsubscriptions-repository.js';
import { verifyUnsubscribe } from './unsubscribe-token.js';
import { unsubscribeKey } from './updates-use-case.js';

const badLink = () => new AppError('UNSUBSCRIBE_LINK_INVALID', 400, UPDATE_MESSAGES.badToken, { token: UPDATE_MESSAGES.badToken });

/** One click of an update e-mail's link: that address gets no more updates of that fundraiser. A second click changes nothing. */
export async function unsubscribe(deps: Deps, token: string): Promise<Unsubscribed> {
  const claim = verifyUnsubscribe(unsubscribeKey(deps), token);
  const charity = claim && (await findCharity(deps.db, { id: claim.charityId }));
  if (!claim || !charity) throw badLink();
  // The link names its subscriber by a keyed hash: the fundraiser's subscribers are matched against it.
  const subscriber = (await updateSubscribers(deps.db, claim.charityId)).find(({ email }) => claim.matches(email));
  if (subscriber) await addUnsubscription(deps.db, claim.charityId, subscriber.email, deps.clock.now());
  return { message: UPDATE_MESSAGES.unsubscribed, charity_title: charity.title, charity_url: charity.url };
}
