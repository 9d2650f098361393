import { useState } from 'react';
import { STAFF_ROLES, type StaffRole } from '@zlota/shared/api-routes';
import type { UserInfo } from '@zlota/shared/entities';
import { STAFF_ROLE_LABELS } from '@zlota/shared/staff-roles';
import { useNotify } from '../../../../hooks/use-notify';
import { errorMessage } from '../../../../lib/api-client';
import { usersApi } from '../api/users-api';

/** Grants a role in the foundation's team, or changes it, from the users list; the server audits it and keeps the last admin. */
export function StaffRoleSelect({ user, onChanged }: { user: UserInfo; onChanged: () => void }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const change = async (role: StaffRole) => {
    setBusy(true);
    try {
      await usersApi.setRole(user.id, role);
      notify.success('Zmieniono rolę', `${user.email}: ${STAFF_ROLE_LABELS[role]}`);
      onChanged();
    } catch (error) {
      notify.error(await errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <select
      className="admin-role-select"
      aria-label={`Rola w zespole: ${user.email}`}
      value={user.staff_role ?? ''}
      disabled={busy}
      onChange={(event) => void change(event.target.value as StaffRole)}
    >
      <option value="" disabled>
        Bez roli
      </option>
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {STAFF_ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  );
}
