// Account administration lives in auth, not users: deactivating an account also ends its sessions.
import type { StaffRole } from '@zlota/shared/api-routes';
import type { UserInfo } from '@zlota/shared/entities';
import { API_MESSAGES } from '@zlota/shared/messages';
import { type AdminUserQuery } from '@zlota/shared/schemas/admin-lists';
import type { Knex } from 'knex';
import type { Deps } from '../../deps.js';
import { AppError, conflict, notFound } from '../../libraries/errors.js';
import { deleteMessagesTo } from '../emails/email-outbox-repository.js';
import { erasePersonalData, recordAudit } from '../audit/audit-repository.js';
import { toUserInfo } from '../users/user-view.js';
import { countActiveAdmins, countUsers, deleteUser, findUserById, listUsers, updateUser, type UserRow } from '../users/users-repository.js';
import type { AccountSession } from '@zlota/shared/schemas/personal-data';
import { accountSessions, endEverySession } from './sessions-use-case.js';

export async function adminUserPage(deps: Deps, query: AdminUserQuery): Promise<{ items: UserInfo[]; total: number }> {
  const filter = { words: (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean), active: query.active, admin: query.admin, unverified: query.unverified };
  const [rows, total] = await Promise.all([
    listUsers(deps.db, filter, { offset: query.offset, limit: query.limit }, query),
    countUsers(deps.db, filter),
  ]);
  return { items: rows.map(toUserInfo), total };
}

function refuseSelf(actor: UserRow, id: number, message: string = API_MESSAGES.cannotDeleteSelf) {
  if (actor.id === id) throw conflict(message);
}

/** The panel never leaves the foundation without an admin who can sign in. */
async function refuseLastAdmin(trx: Knex, target: UserRow) {
  if (target.staff_role === 'admin' && target.is_active && (await countActiveAdmins(trx)) <= 1) throw new AppError('LAST_ADMIN', 409, API_MESSAGES.lastAdmin);
}

/** The fields of an account that name the person, erased from the audit log when the account is deleted (RODO). */
const PERSONAL_FIELDS = ['email', 'name', 'surname', 'username', 'phone'] as const;

/** What the audit log keeps of an account before and after a change of its rights. */
export const accountOf = (user: UserRow) => ({ email: user.email, is_active: user.is_active, is_admin: user.is_admin, staff_role: user.staff_role });

/** Finds the user in the transaction, applies the change and records it with the state before and after. */
async function changeUser(
  deps: Deps,
  actor: UserRow,
  id: number,
  change: (trx: Knex, user: UserRow, now: number) => Promise<{
    action: 'user.activate' | 'user.deactivate' | 'user.delete' | 'user.grant_admin' | 'user.revoke_admin' | 'user.end_sessions' | 'user.set_role';
    after: object | null;
    note?: string;
  }>,
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (trx) => {
    const user = await findUserById(trx, id);
    if (!user) throw notFound(API_MESSAGES.userNotFound);
    const { action, after, note } = await change(trx, user, now);
    await recordAudit(trx, { actor, action, entity_type: 'user', entity_id: id, before: accountOf(user), after, note }, now);
    if (action === 'user.delete') await erasePersonalData(trx, { type: 'user', id }, PERSONAL_FIELDS);
  });
}

/**
 * Deleting an account, by the foundation or by its owner: its sessions and e-mail links go with it (ON DELETE
 * CASCADE); its fundraisers, declarations and donations stay, no longer linked to it (ON DELETE SET NULL); the
 * messages to it leave the outbox, and its e-mail the audit log (RODO).
 */
async function deleteAccount(trx: Knex, user: UserRow) {
  await refuseLastAdmin(trx, user);
  await deleteUser(trx, user.id);
  await deleteMessagesTo(trx, user.email);
  return { action: 'user.delete' as const, after: null };
}

export async function removeUser(deps: Deps, actor: UserRow, id: number): Promise<void> {
  refuseSelf(actor, id);
  await changeUser(deps, actor, id, (trx, user) => deleteAccount(trx, user));
}

/**
 * The owner deletes their own account, once `prepare` (in the same transaction) has found no reason to keep it and
 * has done what must go before (the donations anonymised).
 */
export async function removeOwnAccount(deps: Deps, user: UserRow, prepare: (trx: Knex, user: UserRow) => Promise<void>): Promise<void> {
  await changeUser(deps, user, user.id, async (trx, found) => {
    await prepare(trx, found);
    return deleteAccount(trx, found);
  });
}

/** Deactivation ends every session of the account at once. */
export async function setUserActive(deps: Deps, actor: UserRow, id: number, active: boolean): Promise<void> {
  if (!active) refuseSelf(actor, id);
  await changeUser(deps, actor, id, async (trx, user, now) => {
    if (!active) await refuseLastAdmin(trx, user);
    await updateUser(trx, id, { is_active: active, deactivated_at: active ? null : now }, now);
    if (!active) await endEverySession(trx, id);
    return { action: active ? 'user.activate' : 'user.deactivate', after: { ...accountOf(user), is_active: active } };
  });
}

export async function setUserAdmin(deps: Deps, actor: UserRow, id: number, admin: boolean): Promise<void> {
  if (!admin) refuseSelf(actor, id, API_MESSAGES.cannotRevokeSelf);
  await changeUser(deps, actor, id, async (trx, user, now) => {
    if (!admin) await refuseLastAdmin(trx, user);
    const role = admin ? 'admin' : null;
    await updateUser(trx, id, { staff_role: role }, now);
    return { action: admin ? 'user.grant_admin' : 'user.revoke_admin', after: { ...accountOf(user), is_admin: admin, staff_role: role } };
  });
}

/** Grants a role in the foundation's team, or changes it: never one's own (issue 36), never the last admin's. */
export async function setUserRole(deps: Deps, actor: UserRow, id: number, role: StaffRole): Promise<void> {
  if (actor.id === id) throw new AppError('OWN_ROLE_UNCHANGEABLE', 409, API_MESSAGES.cannotChangeOwnRole);
  await changeUser(deps, actor, id, async (trx, user, now) => {
    if (role !== 'admin') await refuseLastAdmin(trx, user);
    await updateUser(trx, id, { staff_role: role }, now);
    return { action: 'user.set_role', after: { ...accountOf(user), is_admin: true, staff_role: role } };
  });
}

/** The account's signed-in devices, as the panel's users screen lists them. */
export async function adminUserSessions(deps: Deps, id: number): Promise<AccountSession[]> {
  if (!(await findUserById(deps.db, id))) throw notFound(API_MESSAGES.userNotFound);
  return accountSessions(deps, id);
}

/** The foundation signs the account out everywhere (a lost phone, a shared password); the account stays as it was. */
export async function endAllSessionsOfUser(deps: Deps, actor: UserRow, id: number): Promise<void> {
  await changeUser(deps, actor, id, async (trx, user) => {
    const ended = await endEverySession(trx, id);
    return { action: 'user.end_sessions', after: accountOf(user), note: `Zakończone sesje: ${ended}` };
  });
}
