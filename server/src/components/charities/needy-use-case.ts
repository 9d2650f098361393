// The foundation's list of beneficiaries: here, not in needy/, because a change reaches their fundraisers.
import type { AdminNeedy } from '@zlota/shared/entities';
import { CHARITY_MESSAGES } from '@zlota/shared/messages';
import type { Page } from '@zlota/shared/schemas/paging';
import type { Deps } from '../../deps.js';
import { conflict, notFound } from '../../libraries/errors.js';
import { deleteNeedy, findNeedy, insertNeedy, listNeedy, updateNeedy, type NeedyFields } from '../needy/needy-repository.js';
import { isNeedyInUse, refreshSearchTextOfNeedy } from './charities-repository.js';

const missing = () => notFound(CHARITY_MESSAGES.needyNotFound);

export const listAllNeedy = (deps: Deps, page: Page): Promise<AdminNeedy[]> => listNeedy(deps.db, page);

export async function getNeedy(deps: Deps, id: number): Promise<AdminNeedy> {
  const needy = await findNeedy(deps.db, id);
  if (!needy) throw missing();
  return needy;
}

export async function createNeedy(deps: Deps, input: NeedyFields): Promise<AdminNeedy> {
  const id = await insertNeedy(deps.db, input, deps.clock.now());
  return getNeedy(deps, id);
}

/** A changed name or city changes how the beneficiary's fundraisers are found. */
export async function changeNeedy(deps: Deps, id: number, input: NeedyFields): Promise<AdminNeedy> {
  const found = await deps.db.transaction(async (trx) => {
    if (!(await updateNeedy(trx, id, input, deps.clock.now()))) return false;
    await refreshSearchTextOfNeedy(trx, { id, ...input });
    return true;
  });
  if (!found) throw missing();
  return getNeedy(deps, id);
}

export async function removeNeedy(deps: Deps, id: number): Promise<void> {
  await deps.db.transaction(async (trx) => {
    if (await isNeedyInUse(trx, id)) throw conflict(CHARITY_MESSAGES.needyInUse);
    if (!(await deleteNeedy(trx, id))) throw missing();
  });
}
