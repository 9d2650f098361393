import { useSyncExternalStore } from 'react';
import { session, type SessionState } from './session';

// The server renderer draws every page as a visitor's: it has no session storage.
const ANONYMOUS: SessionState = { status: 'anonymous' };
const serverSnapshot = () => ANONYMOUS;

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, serverSnapshot);
}
