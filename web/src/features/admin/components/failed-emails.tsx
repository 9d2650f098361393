import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** The E-maile screen with only the e-mails that failed for good: the work queue's link, and the screen's own filter. */
export const FAILED_EMAILS_SEARCH = 'status=failed';
export const FAILED_EMAILS_TITLE = 'E-maile, których nie udało się wysłać';

/**
 * Issue 33: on the /admin queue, how many e-mails failed for good (the mail server refused them), linked to where each
 * is sent again; `children`: the work queue's "Wyślij ponownie" for all of them (issue 36 item 5).
 */
export function FailedEmails({ count, children }: { count: number; children?: ReactNode }) {
  const id = useId();
  return (
    <section className="admin-section queue-section" aria-labelledby={id}>
      <h2 id={id}>
        {FAILED_EMAILS_TITLE} <span className="queue-section__count">({count})</span>
      </h2>
      {count === 0 ? (
        <p className="queue-section__empty">Wszystkie e-maile zostały wysłane albo czekają na wysyłkę.</p>
      ) : (
        <p>
          <Link to={paths.adminEmails.getHref(undefined, FAILED_EMAILS_SEARCH)}>
            Zobacz, dlaczego serwer poczty ich nie przyjął, i wyślij je ponownie
          </Link>
          {children && <> {children}</>}
        </p>
      )}
    </section>
  );
}
