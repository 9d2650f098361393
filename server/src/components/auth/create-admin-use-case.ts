import type { StaffRole } from '@zlota/shared/api-routes';
import type { Deps } from '../../deps.js';
import { hashPassword } from '../../libraries/passwords.js';
import { countAdmins, findUserByEmail, insertUser, updateUser } from './users-repository.js';

/**
 * Makes the account of this address an active member of the foundation's team with this password and role
 * (`admin` unless another is given), creating it if needed.
 * Used by `npm run create-admin` and by ADMIN_EMAIL/ADMIN_PASSWORD at first start.
 */
export async function createAdmin(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { email: string; password: string; role?: StaffRole | undefined },
): Promise<'created' | 'promoted'> {
  const email = input.email.trim().toLowerCase();
  const role = input.role ?? 'admin';
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  return deps.db.transaction(async (trx) => {
    const existing = await findUserByEmail(trx, email);
    if (existing) {
      await updateUser(trx, existing.id, { staff_role: role, is_active: true, password_hash: passwordHash, email_verified_at: existing.email_verified_at ?? now }, now);
      return 'promoted';
    }
    await insertUser(
      trx,
      {
        name: 'Administrator',
        surname: 'Fundacji',
        username: email,
        phone: '',
        email,
        password_hash: passwordHash,
        staff_role: role,
        is_active: true,
        email_verified_at: now,
      },
      now,
    );
    return 'created';
  });
}

/** At start: only when the database has no admin yet, so a changed password is never overwritten. */
export async function ensureFirstAdmin(deps: Pick<Deps, 'db' | 'clock' | 'logger'>, admin: { email: string; password: string } | undefined): Promise<void> {
  if (!admin || (await countAdmins(deps.db)) > 0) return;
  await createAdmin(deps, admin);
  deps.logger.info({ email: admin.email }, 'Utworzono pierwsze konto administratora');
}
