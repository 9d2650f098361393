import { Link } from 'react-router-dom';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { LoadProblem } from '../../../components/ui/load-problem';
import { paths } from '../../../config/paths';
import { useRemote } from '../../../hooks/use-remote';
import { CharityScreen } from '../components/charity-screen';
import { Allowed } from '../staff-role';
import { expensesApi } from './api/expenses-api';
import { ExpenseForm } from './components/expense-form';
import { ExpenseItem } from './components/expense-item';
import { formatAmount } from './components/manual-donation-format';
import '../admin-charities.css';

const backOf = (id: number) => ({ href: paths.adminCharityDonate.getHref({ id: String(id) }), label: 'Wpłaty ręczne zbiórki' });

/** /admin/charity/:id/wydatki: the fundraiser's spending, each expense approved, paid once and published (issue 35). */
export function AdminCharityExpensesPage() {
  return <CharityScreen screen="Wydatki" back={backOf}>{(charity, id) => <Expenses id={id} title={charity.title} />}</CharityScreen>;
}

function Expenses({ id, title }: { id: number; title: string }) {
  const expenses = useRemote(`admin-expenses:${id}`, (signal) => expensesApi.list(id, signal));
  const back = backOf(id);
  return (
    <section className="admin-screen expenses" aria-labelledby="expenses-title">
      <p>
        <Link to={back.href}>← {back.label}</Link>
      </p>
      <h1 id="expenses-title">Wydatki: {title}</h1>
      {expenses.status === 'ready' ? (
        <>
          <dl className="admin-facts" aria-label="Rozliczenie zbiórki">
            <dt>Zebrano</dt>
            <dd>{formatAmount(expenses.data.collected)}</dd>
            <dt>Wydano</dt>
            <dd data-testid="spent">{formatAmount(expenses.data.spent)}</dd>
            <dt>Saldo</dt>
            <dd data-testid="balance">{formatAmount(expenses.data.balance)}</dd>
          </dl>
          <Allowed to={API_ROUTES.adminCharityExpenseCreate}>
            <h2>Nowy wydatek</h2>
            <p>
              Wydatek powyżej {formatAmount(expenses.data.approval_threshold)} zatwierdza druga osoba z zespołu, nie jego autor. Wypłacony wydatek pojawi się
              w publicznym rozliczeniu zbiórki, gdy opublikujesz kopię faktury z zaczernionymi danymi osobowymi albo oznaczysz go jako bez dokumentu.
            </p>
            <ExpenseForm charityId={id} onSaved={expenses.reload} />
          </Allowed>
          <h2>Wydatki zbiórki</h2>
          {expenses.data.expenses.length === 0 ? (
            <p>Ta zbiórka nie ma jeszcze wydatków.</p>
          ) : (
            <ul className="expenses__list">
              {expenses.data.expenses.map((expense) => (
                <ExpenseItem key={expense.id} expense={expense} onChanged={expenses.reload} />
              ))}
            </ul>
          )}
        </>
      ) : expenses.status === 'error' ? (
        <LoadProblem message={expenses.message} onRetry={expenses.reload} back={back} />
      ) : (
        <p role="status">Wczytywanie wydatków…</p>
      )}
    </section>
  );
}
