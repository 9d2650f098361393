import type { ReactNode } from 'react';
import { useOnline } from './offline-notice';

/** Donating, the account and the admin panel need a connection (ARCHITECTURE §5): say so plainly. */
export function OnlineOnly({ what, children }: { what: string; children: ReactNode }) {
  const online = useOnline();
  if (online) return children;
  return (
    <section className="page page--narrow online-only" role="status">
      <h1>Potrzebne jest połączenie z internetem</h1>
      <p>{what} wymaga połączenia z internetem. Gdy tylko wróci, ta strona zadziała ponownie.</p>
    </section>
  );
}
