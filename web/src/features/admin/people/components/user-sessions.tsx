import { SessionList } from '../../../../components/user/session-list';
import { useRemote } from '../../../../hooks/use-remote';
import { usersApi } from '../api/users-api';

/** The account's signed-in devices, as the person sees them in Konto. */
export function UserSessions({ userId }: { userId: number }) {
  const remote = useRemote(`sessions-${userId}`, (signal) => usersApi.sessions(userId, signal));
  if (remote.status === 'error') return <p role="alert">Nie udało się wczytać sesji. {remote.message}</p>;
  if (remote.status !== 'ready') return <p role="status">Wczytywanie sesji…</p>;
  return <SessionList sessions={remote.data} />;
}
