import type { ReactNode } from 'react';

/** The frame of the login, sign-up and password screens: a narrow card with its heading. */
export function AuthCard({ title, lead, children, wide = false }: { title: string; lead?: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <section className={`page page--narrow account-auth${wide ? ' account-auth--wide' : ''}`} aria-labelledby="auth-title">
      <h1 id="auth-title">{title}</h1>
      {lead && <p className="account-auth__lead">{lead}</p>}
      {children}
    </section>
  );
}
