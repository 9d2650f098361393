// Account administration lives in auth, not users: deactivating an account also ends its sessions.
import type { UserInfo } from '@zlota/shared/entities';
import { API_MESSAGES } from '@zlota/shared/messages';
import type { Page } from '@zlota/shared/schemas/paging';
import type { Deps } from '../../deps.js';
import { conflict, notFound } from '../../libraries/errors.js';
import { toUserInfo } from '../users/user-view.js';
import { deleteUser, listUsers, updateUser, type UserRow } from '../users/users-repository.js';
import { deleteSessionsOfUser } from './sessions-repository.js';

export async function listAllUsers(deps: Deps, page: Page): Promise<UserInfo[]> {
  return (await listUsers(deps.db, page)).map(toUserInfo);
}

function refuseSelf(actor: UserRow, id: number) {
  if (actor.id === id) throw conflict(API_MESSAGES.cannotDeleteSelf);
}

/** Deleting an account also ends its sessions (they go with it, ON DELETE CASCADE). */
export async function removeUser(deps: Deps, actor: UserRow, id: number): Promise<void> {
  refuseSelf(actor, id);
  if (!(await deleteUser(deps.db, id))) throw notFound(API_MESSAGES.userNotFound);
}

export async function setUserActive(deps: Deps, actor: UserRow, id: number, active: boolean): Promise<void> {
  if (!active) refuseSelf(actor, id);
  const found = await deps.db.transaction(async (trx) => {
    if (!(await updateUser(trx, id, { is_active: active }, deps.clock.now()))) return false;
    if (!active) await deleteSessionsOfUser(trx, id);
    return true;
  });
  if (!found) throw notFound(API_MESSAGES.userNotFound);
}
