import { useState, type ReactNode } from 'react';
import type { UserInfo } from '@zlota/shared/entities';
import { Link } from 'react-router-dom';
import { PAGE_META } from '@zlota/shared/page-meta';
import { OnlineOnly } from '../../components/layout/online-only';
import { useLogout } from '../../components/layout/use-logout';
import { paths } from '../../config/paths';
import { useDocumentMeta } from '../../lib/document-meta';
import { accountApi } from './api/account-api';
import { DeleteAccount } from './components/delete-account';
import { MyCharities } from './components/my-charities';
import { MyDonations } from './components/my-donations';
import { MyRecurring } from './components/my-recurring';
import { MySessions } from './components/my-sessions';
import { PersonalDataDownload } from './components/personal-data-download';
import { RequireUser } from '../../components/user/require-user';
import { PasswordForm } from './components/password-form';
import { ProfileForm } from './components/profile-form';
import { UserDetails } from './components/user-details';
import { useRemote, type Remote } from '../../hooks/use-remote';
import '../../components/ui/form.css';
import './account.css';
import { useCurrentUser } from '../../hooks/use-current-user';

/** A section's data: loading, a problem with "try again", or the content. */
function Loaded<T>({ remote, what, children }: { remote: Remote<T> & { reload: () => void }; what: string; children: (data: T) => ReactNode }) {
  if (remote.status === 'loading' || remote.status === 'idle') return <p className="loading" role="status">Wczytywanie {what}…</p>;
  if (remote.status === 'error') {
    return (
      <div className="form-error" role="alert">
        <p>
          Nie udało się wczytać {what}. {remote.message}
        </p>
        <button type="button" className="btn" onClick={remote.reload}>
          Spróbuj ponownie
        </button>
      </div>
    );
  }
  return children(remote.data);
}

/** The account's data, and one form at a time to change them or the password. */
function OwnData({ user, onChanged }: { user: UserInfo; onChanged: () => void }) {
  const [editing, setEditing] = useState<'profile' | 'password' | null>(null);
  if (editing === 'profile') {
    return (
      <ProfileForm
        user={user}
        onSaved={() => {
          setEditing(null);
          onChanged();
        }}
        onCancel={() => setEditing(null)}
      />
    );
  }
  if (editing === 'password') return <PasswordForm onDone={() => setEditing(null)} />;
  return (
    <>
      <UserDetails user={user} />
      <div className="actions account__data-actions">
        <button type="button" className="btn" onClick={() => setEditing('profile')}>
          Zmień dane
        </button>
        <button type="button" className="btn" onClick={() => setEditing('password')}>
          Zmień hasło
        </button>
      </div>
    </>
  );
}

function Account() {
  const logout = useLogout();
  const user = useCurrentUser();
  const charities = useRemote('collections', accountApi.collections);
  const donations = useRemote('donations', accountApi.donations);
  const recurring = useRemote('recurring', accountApi.recurring);
  const sessions = useRemote('sessions', accountApi.sessions);
  return (
    <div className="page account">
      <header className="account__header">
        <div>
          <h1>Konto</h1>
          <p className="account__greeting">{user.status === 'ready' ? `Dzień dobry, ${user.data.name}!` : 'Twoje dane, zbiórki i wpłaty w jednym miejscu.'}</p>
        </div>
        <div className="actions">
          <Link to={paths.newCharity.getHref()} className="btn btn--primary">
            Utwórz zbiórkę
          </Link>
          <button type="button" className="btn" onClick={() => void logout()}>
            Wyloguj
          </button>
        </div>
      </header>
      <div className="account__grid">
        <section className="account-section account-section--charities" aria-labelledby="account-charities">
          <h2 id="account-charities" tabIndex={-1}>
            Twoje zbiórki
          </h2>
          <Loaded remote={charities} what="zbiórek">
            {(data) => <MyCharities charities={data} onChanged={charities.reload} />}
          </Loaded>
        </section>
        <section className="account-section" aria-labelledby="account-data">
          <h2 id="account-data">Twoje dane</h2>
          <Loaded remote={user} what="danych konta">
            {(data) => <OwnData user={data} onChanged={user.reload} />}
          </Loaded>
        </section>
        <section className="account-section" aria-labelledby="account-donations">
          <h2 id="account-donations">Twoje wpłaty</h2>
          <Loaded remote={donations} what="wpłat">
            {(data) => <MyDonations donations={data} />}
          </Loaded>
        </section>
        <section className="account-section" aria-labelledby="account-recurring">
          <h2 id="account-recurring">Twoje wpłaty co miesiąc</h2>
          <Loaded remote={recurring} what="wpłat co miesiąc">
            {(data) => <MyRecurring schedules={data} />}
          </Loaded>
        </section>
        <section className="account-section" aria-labelledby="account-sessions">
          <h2 id="account-sessions">Zalogowane urządzenia</h2>
          <Loaded remote={sessions} what="urządzeń">
            {(data) => <MySessions sessions={data} onChanged={sessions.reload} />}
          </Loaded>
        </section>
        <section className="account-section" aria-labelledby="account-personal-data">
          <h2 id="account-personal-data">Twoje dane osobowe</h2>
          <PersonalDataDownload />
        </section>
        <section className="account-section account-section--delete" aria-labelledby="account-delete">
          <h2 id="account-delete">Usuwanie konta</h2>
          <DeleteAccount />
        </section>
      </div>
    </div>
  );
}

/** Spec §2: /user, labelled Konto — the user's data, fundraisers and donations; logged-in only. */
export function AccountPage() {
  useDocumentMeta(PAGE_META.account.title, PAGE_META.account.description);
  return (
    <RequireUser>
      <OnlineOnly what="Konto">
        <Account />
      </OnlineOnly>
    </RequireUser>
  );
}
