import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { REPORT_DECISION_LABELS, REPORT_REASON_LABELS } from '@zlota/shared/reports';
import type { CharityReportView } from '@zlota/shared/schemas/reports';
import { paths } from '../../../../config/paths';
import { useAction } from '../../hooks/use-action';
import { reportsApi } from '../api/reports-api';
import { formatWhen } from '@zlota/shared/format';

const SHOWN = 20;

/** The reports closed lately, with each decision, its note and who made it; read only when asked for. */
export function ClosedReports() {
  const id = useId();
  const [page, setPage] = useState<{ rows: CharityReportView[]; total: number } | null>(null);
  const { busy: loading, run } = useAction();
  const load = async () => {
    const read = await run(() => reportsApi.list('closed', SHOWN));
    if (read) setPage(read.value);
  };
  return (
    <section className="admin-section queue-section closed-reports" aria-labelledby={id}>
      <h2 id={id}>Zamknięte zgłoszenia{page && <span className="queue-section__count"> ({page.total})</span>}</h2>
      {page === null ? (
        <button type="button" className="btn btn--small" onClick={() => void load()} disabled={loading}>
          {loading ? 'Wczytywanie…' : 'Pokaż ostatnio zamknięte'}
        </button>
      ) : page.rows.length === 0 ? (
        <p className="queue-section__empty">Nie zamknięto jeszcze żadnego zgłoszenia.</p>
      ) : (
        <ul className="queue-section__list">
          {page.rows.map((report) => (
            <li key={report.id}>
              <Link to={paths.charity.getHref({ name: report.charity.url })}>{report.charity.title}</Link>
              <span className="queue-section__meta"> · {REPORT_REASON_LABELS[report.reason]}</span>
              <p className="queued-report__description">
                <strong>{report.decision ? REPORT_DECISION_LABELS[report.decision] : '—'}</strong>: {report.note}
                <span className="queue-section__meta">
                  {' '}
                  · {report.closed_by?.email ?? 'konto usunięte'} · {report.closed_at && <time dateTime={report.closed_at}>{formatWhen(report.closed_at)}</time>}
                </span>
              </p>
            </li>
          ))}
        </ul>
      )}
      {page && page.total > page.rows.length && <p className="queue-section__more">Pokazano {page.rows.length} z {page.total}.</p>}
    </section>
  );
}
