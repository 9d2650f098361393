// Spec §6 and issue 17: on an owner route, the one place that decides whether a user acts as the record's owner or
// as the foundation's staff, so that staff powers there obey REQUIRE_ADMIN_2FA exactly as on staff routes.
import { roleAllows, type ApiRoute } from '@zlota/shared/api-routes';
import type { Deps } from '../../deps.js';
import type { UserRow } from '../users/users-repository.js';
import { mustSetUpTwoFactor, twoFactorSetupRequired } from './two-factor-use-case.js';

export type OwnerRouteAccess = 'owner' | 'staff';

/**
 * How the user may act on a record of `ownerId` through an owner route: as staff when the route names their role (and,
 * under REQUIRE_ADMIN_2FA, their two-factor login is on; without it, on a record not theirs, they get the staff
 * routes' refusal), as its owner when it is theirs, otherwise not at all (the use case answers 404).
 */
export async function ownerRouteAccess(deps: Deps, user: UserRow, route: ApiRoute, ownerId: number | null): Promise<OwnerRouteAccess | undefined> {
  const owns = ownerId === user.id;
  if (roleAllows(user.staff_role, route)) {
    if (!(await mustSetUpTwoFactor(deps, user))) return 'staff';
    if (!owns) throw twoFactorSetupRequired();
  }
  return owns ? 'owner' : undefined;
}
