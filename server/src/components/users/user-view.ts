import type { UserInfo } from '@zlota/shared/entities';
import type { UserRow } from './users-repository.js';

/** An account as the API shows it: never its password hash. */
export function toUserInfo(user: UserRow): UserInfo {
  return {
    id: user.id,
    name: user.name,
    surname: user.surname,
    username: user.username,
    email: user.email,
    phone: user.phone,
    is_admin: user.is_admin,
    staff_role: user.staff_role,
    is_active: user.is_active,
    email_verified: user.email_verified_at !== null,
    created_at: new Date(Number(user.created_at)).toISOString(),
  };
}
