import { Link } from 'react-router-dom';
import { formatZl } from '@zlota/shared/money';
import type { StatementEntryStatus } from '@zlota/shared/bank-statements';
import { paths } from '../../../../config/paths';
import type { StatementPreview } from '../api/bank-statements-api';

export const STATUS_LABELS: Record<StatementEntryStatus, string> = {
  matched: 'dopasowany',
  suggested: 'podpowiedź',
  unmatched: 'bez dopasowania',
  duplicate: 'już wczytany',
  outgoing: 'wypływ',
};

const STATE_LABELS = { open: 'czeka', booked: 'zaksięgowany', dismissed: 'nie darowizna', listed: '—' } as const;

/** A statement's lines as imported: what each matched, and where it stands now. */
export function StatementTable({ statement }: { statement: StatementPreview }) {
  const { counts } = statement;
  return (
    <>
      <p>
        Plik „{statement.file_name}”, rachunek {statement.account}: dopasowane {counts.matched}, z podpowiedzią {counts.suggested}, bez dopasowania {counts.unmatched},
        już wczytane {counts.duplicate}, wypływy {counts.outgoing}.
      </p>
      <div className="table-scroll">
        <table className="data-table">
          <caption className="visually-hidden">Pozycje wyciągu</caption>
          <thead>
            <tr>
              <th scope="col">Lp.</th>
              <th scope="col">Data</th>
              <th scope="col">Kwota</th>
              <th scope="col">Nadawca</th>
              <th scope="col">Tytuł</th>
              <th scope="col">Dopasowanie</th>
              <th scope="col">Stan</th>
            </tr>
          </thead>
          <tbody>
            {statement.entries.map((entry) => (
              <tr key={entry.id}>
                <td>{entry.position}</td>
                <td>{entry.booked_on}</td>
                <td>{formatZl(entry.amount)}</td>
                <td>{entry.counterparty || '—'}</td>
                <td>{entry.title || '—'}</td>
                <td>
                  {STATUS_LABELS[entry.status]}
                  {entry.match ? `: ZR${entry.match.id} ${entry.match.title}` : ''}
                </td>
                <td>
                  {entry.payment_guid ? (
                    <Link to={paths.adminPayment.getHref({ guid: entry.payment_guid })}>
                      {STATE_LABELS[entry.state]}
                      <span className="visually-hidden">: wpłata z pozycji {entry.position}</span>
                    </Link>
                  ) : (
                    STATE_LABELS[entry.state]
                  )}
                  {entry.note && ` — ${entry.note}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
