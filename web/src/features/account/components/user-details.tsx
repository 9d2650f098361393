import type { UserInfo } from '@zlota/shared/entities';
import { formatDatePl } from '@zlota/shared/format';

/** The account's own data (GET user/info). */
export function UserDetails({ user }: { user: UserInfo }) {
  const since = Date.parse(user.created_at);
  return (
    <dl className="user-details">
      <div>
        <dt>Imię i nazwisko</dt>
        <dd>
          {user.name} {user.surname}
        </dd>
      </div>
      <div>
        <dt>Nazwa użytkownika</dt>
        <dd>{user.username}</dd>
      </div>
      <div>
        <dt>Adres e-mail</dt>
        <dd>{user.email}</dd>
      </div>
      <div>
        <dt>Telefon</dt>
        <dd>{user.phone}</dd>
      </div>
      {Number.isFinite(since) && (
        <div>
          <dt>Konto od</dt>
          <dd>{formatDatePl(since)}</dd>
        </div>
      )}
    </dl>
  );
}
