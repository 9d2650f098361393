import { formatLongDatePl, pluralPl } from '@zlota/shared/format';
import { formatZl } from '@zlota/shared/money';
import { warsawDayStart } from '@zlota/shared/warsaw-days';
import { useLedger } from '../hooks/use-ledger';

const dayText = (day: string) => formatLongDatePl(warsawDayStart(day) + 12 * 3_600_000);
const donations = (count: number) => `${count} ${pluralPl(count, { one: 'wpłata', few: 'wpłaty', many: 'wpłat' })}`;

/**
 * "Rozliczenie zbiórki" (issue 35): collected, spent and the balance; every paid expense the foundation published, with
 * its invoice's blacked-out copy; and the money in per day with the number of donations, never who gave. Read from
 * the device, so it shows offline too (issue 39).
 */
export function CharityLedger({ charity }: { charity: { id: number; url: string } }) {
  const ledger = useLedger(charity);
  if (!ledger) return null;
  const { collected, spent, balance, expenses, incoming } = ledger;
  return (
    <section className="charity-ledger" aria-labelledby="charity-ledger-heading">
      <h2 id="charity-ledger-heading">Rozliczenie zbiórki</h2>
      <dl className="charity-ledger__figures">
        <div>
          <dt>Zebrano</dt>
          <dd>{formatZl(collected)}</dd>
        </div>
        <div>
          <dt>Wydano</dt>
          <dd data-testid="ledger-spent">{formatZl(spent)}</dd>
        </div>
        <div>
          <dt>Pozostało</dt>
          <dd>{formatZl(balance)}</dd>
        </div>
      </dl>
      <h3>Wydatki</h3>
      {expenses.length === 0 ? (
        <p>Fundacja nie opublikowała jeszcze żadnego wydatku z tej zbiórki.</p>
      ) : (
        <ul className="charity-ledger__expenses">
          {expenses.map((expense) => (
            <li key={expense.id}>
              <p>
                <strong>{formatZl(expense.amount)}</strong> — {expense.description}
              </p>
              <p className="charity-ledger__meta">
                {expense.payee}, zapłacono {dayText(expense.paid_on)}.{' '}
                {expense.document_url ? (
                  <a href={expense.document_url} target="_blank" rel="noopener">
                    Faktura (dane osobowe zaczernione)<span className="visually-hidden">: {expense.payee}, otwiera się w nowej karcie</span>
                  </a>
                ) : (
                  'Bez dokumentu do publikacji.'
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
      {incoming.length > 0 && (
        <details className="charity-ledger__incoming">
          <summary>Wpłaty dzień po dniu</summary>
          <table>
            <caption className="visually-hidden">Wpłaty na zbiórkę w kolejnych dniach</caption>
            <thead>
              <tr>
                <th scope="col">Dzień</th>
                <th scope="col">Kwota</th>
                <th scope="col">Liczba wpłat</th>
              </tr>
            </thead>
            <tbody>
              {incoming.map((day) => (
                <tr key={day.day}>
                  <td>{dayText(day.day)}</td>
                  <td>{formatZl(day.amount)}</td>
                  <td>{donations(day.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </section>
  );
}
