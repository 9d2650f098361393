import { useId, useState } from 'react';
import { STAFF_ROLES, type StaffRole } from '@zlota/shared/api-routes';
import type { UserInfo } from '@zlota/shared/entities';
import { STAFF_ROLE_LABELS } from '@zlota/shared/staff-roles';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useNotify } from '../../../../hooks/use-notify';
import { useAction } from '../../hooks/use-action';
import { usersApi } from '../api/users-api';

/**
 * A role in the foundation's team changes only on purpose (issue 36): the drop-down only chooses, "Zmień rolę" asks in a
 * dialog naming the person and the new role, and one's own role is not changed here at all. The server audits the
 * change and keeps the last admin. Drawn again (by key) when the account's role changes, so the choice starts afresh.
 */
export function StaffRoleSelect({ user, own, onChanged }: { user: UserInfo; own: boolean; onChanged: () => void }) {
  const notify = useNotify();
  const hintId = useId();
  const current = user.staff_role ?? '';
  const [chosen, setChosen] = useState<StaffRole | ''>(current);
  const [asking, setAsking] = useState(false);
  const { busy, run } = useAction();
  const cancel = () => {
    if (busy) return;
    setAsking(false);
    setChosen(current);
  };
  const change = async (role: StaffRole) => {
    const changed = await run(() => usersApi.setRole(user.id, role), { refused: () => setChosen(current) });
    setAsking(false);
    if (!changed) return;
    notify.success('Zmieniono rolę', `${user.email}: ${STAFF_ROLE_LABELS[role]}`);
    onChanged();
  };
  return (
    <div className="admin-role-change">
      <select
        className="admin-role-select"
        aria-label={`Rola w zespole: ${user.email}`}
        aria-describedby={own ? hintId : undefined}
        value={chosen}
        disabled={own || busy}
        onChange={(event) => setChosen(event.target.value as StaffRole)}
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
      {own ? (
        <p id={hintId} className="field__hint">
          To Twoje konto: swoją rolę może zmienić tylko inny administrator.
        </p>
      ) : (
        <button type="button" className="btn btn--small" disabled={chosen === current || busy} onClick={() => setAsking(true)}>
          Zmień rolę<span className="visually-hidden">: {user.email}</span>
        </button>
      )}
      {chosen !== '' && (
        <ConfirmDialog
          open={asking}
          title="Zmienić rolę w zespole?"
          confirmLabel="Zmień rolę"
          busy={busy}
          busyLabel="Zmienianie roli…"
          tone="primary"
          onConfirm={() => void change(chosen)}
          onCancel={cancel}
        >
          <p>
            {user.name} {user.surname} ({user.email}) otrzyma rolę „{STAFF_ROLE_LABELS[chosen]}”
            {current ? ` zamiast „${STAFF_ROLE_LABELS[current]}”` : ''}.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
