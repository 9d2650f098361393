import { Link } from 'react-router-dom';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { PAGE_ROUTES } from '@zlota/shared/page-routes';
import { REPORT_REASON_LABELS } from '@zlota/shared/reports';
import type { CharityReportView } from '@zlota/shared/schemas/reports';
import { paths } from '../../../../config/paths';
import { Allowed } from '../../staff-role';
import { formatWhen } from '@zlota/shared/format';

type Report = Pick<CharityReportView, 'id' | 'charity' | 'reason' | 'description' | 'created_at'>;

/** A report on the queue: the fundraiser, why and what the visitor wrote, when; closing it for the roles that may. */
export function QueuedReport({ report, onClose }: { report: Report; onClose: (report: Report) => void }) {
  return (
    <article className="queued-report" aria-label={`Zgłoszenie nr ${report.id}: ${report.charity.title}`}>
      <Link to={paths.charity.getHref({ name: report.charity.url })}>{report.charity.title}</Link>
      <span className="queue-section__meta">
        {' '}
        · {REPORT_REASON_LABELS[report.reason]} · <time dateTime={report.created_at}>{formatWhen(report.created_at)}</time>
      </span>
      <p className="queued-report__description">{report.description}</p>
      <div className="actions queued-report__actions">
        <Allowed to={PAGE_ROUTES.adminCharityEdit}>
          <Link to={paths.adminCharityEdit.getHref({ id: String(report.charity.id) })} className="btn btn--small">
            Edytuj zbiórkę<span className="visually-hidden"> „{report.charity.title}”</span>
          </Link>
        </Allowed>
        <Allowed to={API_ROUTES.adminReportClose}>
          <button type="button" className="btn btn--small btn--primary" onClick={() => onClose(report)}>
            Zamknij zgłoszenie<span className="visually-hidden"> nr {report.id}</span>
          </button>
        </Allowed>
      </div>
    </article>
  );
}
