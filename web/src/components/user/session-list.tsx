import type { AccountSession } from '@zlota/shared/schemas/personal-data';
import './session-list.css';

const WHEN = new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => WHEN.format(new Date(iso));

/** An account's signed-in devices (Konto and the admin panel): device, address, when; "to urządzenie" marked. */
export function SessionList({ sessions, onEnd, busyId }: { sessions: AccountSession[]; onEnd?: (session: AccountSession) => void; busyId?: number | null }) {
  if (sessions.length === 0) return <p>Brak aktywnych sesji.</p>;
  return (
    <ul className="session-list">
      {sessions.map((session) => (
        <li key={session.id} className="session-list__item">
          <div className="session-list__device">
            {session.device || 'Nieznane urządzenie'}
            {session.current && <span className="session-list__current"> (to urządzenie)</span>}
          </div>
          <div className="session-list__details">
            Zalogowano {when(session.created_at)}, ostatnio aktywne {when(session.last_seen_at)}
            {session.ip ? `, adres ${session.ip}` : ''}
          </div>
          {onEnd && !session.current && (
            <button
              type="button"
              className="btn session-list__end"
              disabled={busyId === session.id}
              aria-label={`Wyloguj: ${session.device || 'nieznane urządzenie'}, zalogowane ${when(session.created_at)}`}
              onClick={() => onEnd(session)}
            >
              Wyloguj
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
