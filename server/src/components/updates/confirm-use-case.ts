import type { UpdatesConfirmed } from '@zlota/shared/entities';
import { UPDATE_MESSAGES } from '@zlota/shared/messages';
import type { Deps } from '../../deps.js';
import { AppError } from '../../libraries/errors.js';
import { hashToken } from '../../libraries/tokens.js';
import { confirmAddress } from '../payments/update-addresses-repository.js';

/**
 * The click on the link of the one e-mail that asks a donor to confirm their address (issue 29): from now on updates
 * of the fundraisers they asked for go to it. A second click changes nothing; a token we did not give is refused.
 */
export async function confirmUpdates(deps: Deps, token: string): Promise<UpdatesConfirmed> {
  if (!(await confirmAddress(deps.db, hashToken(token), deps.clock.now()))) {
    throw new AppError('UPDATES_LINK_INVALID', 400, UPDATE_MESSAGES.badConfirmation, { token: UPDATE_MESSAGES.badConfirmation });
  }
  return { message: UPDATE_MESSAGES.confirmed };
}
