// Makes a member of the foundation's team outside the panel: `npm run create-admin`, or ADMIN_EMAIL/ADMIN_PASSWORD at
// first start. Nobody is signed in, so the audit log names no actor and says, in the note, what did it.
import type { StaffRole } from '@zlota/shared/api-routes';
import type { Deps } from '../../deps.js';
import { hashPassword } from '../../libraries/passwords.js';
import { recordAudit } from '../audit/audit-repository.js';
import { countAdmins, findUserByEmail, findUserById, insertUser, updateUser } from '../users/users-repository.js';
import { accountOf } from './admin-users-use-case.js';
import { endEverySession } from './sessions-use-case.js';

/** What `ensureFirstAdmin` names in the audit log; the command line is named by the CLI. */
const FIRST_START = 'ADMIN_EMAIL i ADMIN_PASSWORD przy starcie serwera';

/**
 * Makes the account of this address an active member of the foundation's team with this password and role
 * (`admin` unless another is given), creating it if needed. An existing account's new password signs it out
 * everywhere, as a reset does. The role and the password are audited as the panel's changes are, with no actor.
 */
export async function createAdmin(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { email: string; password: string; role?: StaffRole | undefined },
  via: string,
): Promise<'created' | 'promoted'> {
  const email = input.email.trim().toLowerCase();
  const role = input.role ?? 'admin';
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  return deps.db.transaction(async (trx) => {
    const existing = await findUserByEmail(trx, email);
    const newcomer = { name: 'Administrator', surname: 'Fundacji', username: email, phone: '', email, password_hash: passwordHash };
    const id = existing?.id ?? (await insertUser(trx, { ...newcomer, staff_role: role, is_active: true, email_verified_at: now }, now));
    if (existing) {
      await updateUser(trx, id, { staff_role: role, is_active: true, password_hash: passwordHash, email_verified_at: existing.email_verified_at ?? now }, now);
      await endEverySession(trx, id);
      await recordAudit(trx, { actor: null, action: 'user.set_password', entity_type: 'user', entity_id: id, note: via }, now);
    }
    const before = existing ? accountOf(existing) : null;
    const after = accountOf((await findUserById(trx, id))!);
    await recordAudit(trx, { actor: null, action: 'user.set_role', entity_type: 'user', entity_id: id, before, after, note: via }, now);
    return existing ? 'promoted' : 'created';
  });
}

/** At start: only when the database has no admin yet, so a changed password is never overwritten. */
export async function ensureFirstAdmin(deps: Pick<Deps, 'db' | 'clock' | 'logger'>, admin: { email: string; password: string } | undefined): Promise<void> {
  if (!admin || (await countAdmins(deps.db)) > 0) return;
  await createAdmin(deps, admin, FIRST_START);
  deps.logger.info({ email: admin.email }, 'Utworzono pierwsze konto administratora');
}
