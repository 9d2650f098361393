import { useState } from 'react';
import type { AccountSession } from '@zlota/shared/schemas/personal-data';
import { SessionList } from '../../../components/user/session-list';
import { useNotify } from '../../../hooks/use-notify';
import { errorMessage } from '../../../lib/api-client';
import { accountApi } from '../api/account-api';

/** Konto: the devices signed in to the account; any other one can be signed out, or all of them at once. */
export function MySessions({ sessions, onChanged }: { sessions: AccountSession[]; onChanged: () => void }) {
  const notify = useNotify();
  const [busy, setBusy] = useState<number | 'others' | null>(null);

  const run = async (what: number | 'others', action: () => Promise<unknown>, done: string) => {
    setBusy(what);
    try {
      await action();
      notify.success(done);
      onChanged();
    } catch (error) {
      notify.error(await errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const others = sessions.filter((session) => !session.current).length;
  return (
    <>
      <SessionList
        sessions={sessions}
        busyId={typeof busy === 'number' ? busy : null}
        onEnd={(session) => void run(session.id, () => accountApi.endSession(session.id), `Wylogowano: ${session.device || 'nieznane urządzenie'}`)}
      />
      {others > 0 && (
        <div className="actions account__data-actions">
          <button type="button" className="btn" disabled={busy !== null} onClick={() => void run('others', accountApi.endOtherSessions, 'Wylogowano wszystkie inne urządzenia')}>
            Wyloguj wszystkie inne
          </button>
        </div>
      )}
    </>
  );
}
