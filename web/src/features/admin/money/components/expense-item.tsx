import { useId, useState, type FormEvent } from 'react';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { formatWhen } from '@zlota/shared/format';
import { EXPENSE_MESSAGES as M } from '@zlota/shared/messages';
import { expensePaySchema, expenseRejectSchema, type ExpenseState } from '@zlota/shared/schemas/expenses';
import { FieldError } from '../../../../components/ui/field-error';
import { useNotify } from '../../../../hooks/use-notify';
import { api, errorMessage } from '../../../../lib/api-client';
import { TextDialog, type TextCheck } from '../../components/note-dialog';
import { useAction } from '../../hooks/use-action';
import { Allowed, useStaffRole } from '../../staff-role';
import { expensesApi, type Expense } from '../api/expenses-api';
import { DOCUMENT_ACCEPT, documentProblem } from './expense-form';
import { formatAmount } from './manual-donation-format';

export const EXPENSE_STATE_LABELS: Record<ExpenseState, string> = {
  proposed: 'Czeka na zatwierdzenie',
  approved: 'Zatwierdzony, do wypłaty',
  paid: 'Wypłacony',
  rejected: 'Odrzucony',
};

const checkOf =
  (schema: typeof expenseRejectSchema | typeof expensePaySchema, key: 'reason' | 'override_reason') =>
  (text: string): TextCheck => {
    const checked = schema.safeParse({ [key]: text });
    const value = checked.success ? (checked.data as Record<string, string | null | undefined>)[key] : null;
    return value ? { text: value } : { error: checked.error?.issues[0]?.message ?? (key === 'reason' ? M.rejectReason : M.overrideReason) };
  };

/** Opens the original invoice (it needs the staff's sign-in, so it is fetched, not linked). */
async function openInvoice(expense: Expense) {
  const blob = await (await api.raw(expense.invoice_url.replace(/^\/api\//, ''))).blob();
  window.open(URL.createObjectURL(blob), '_blank', 'noopener');
}

/** One expense: what it is, where it stands, who acted, and the steps the signed-in role may take. */
export function ExpenseItem({ expense, onChanged }: { expense: Expense; onChanged: () => void }) {
  const notify = useNotify();
  const role = useStaffRole();
  const copyId = useId();
  const { busy, run: runAction } = useAction();
  const [dialog, setDialog] = useState<'reject' | 'override' | null>(null);
  const [copyError, setCopyError] = useState<string | null>(null);

  const run = async (step: () => Promise<Expense>, done: string) => {
    if (!(await runAction(step))) return;
    notify.success(done);
    setDialog(null);
    onChanged();
  };
  const pay = async () => {
    const paid = await runAction(() => expensesApi.pay(expense.id), {
      // An admin may pay beyond the balance, saying why.
      refused: (_failure, message) => {
        if (message !== M.overBalance || role !== 'admin') return false;
        setDialog('override');
        return true;
      },
    });
    if (!paid) return;
    notify.success('Wydatek oznaczony jako wypłacony');
    onChanged();
  };
  const sendCopy = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = (event.currentTarget.elements.namedItem('public_copy') as HTMLInputElement).files?.[0];
    const problem = documentProblem(file, M.documentRequired);
    setCopyError(problem);
    if (problem || !file) return notify.error(problem ?? M.documentRequired);
    await run(() => expensesApi.publishCopy(expense.id, file), 'Opublikowano zaczernioną kopię faktury');
  };

  const open = expense.state === 'proposed' || expense.state === 'approved';
  return (
    <li className="expense" aria-labelledby={`expense-${expense.id}`}>
      <h3 id={`expense-${expense.id}`}>
        {expense.payee}: {formatAmount(expense.amount)}
      </h3>
      <p>{expense.description}</p>
      <dl className="admin-facts">
        <dt>Stan</dt>
        <dd data-testid="expense-state">
          {EXPENSE_STATE_LABELS[expense.state]}
          {expense.state === 'proposed' && expense.needs_second_approval ? ' (powyżej progu: zatwierdza druga osoba, nie autor)' : ''}
        </dd>
        {expense.nip && (
          <>
            <dt>NIP</dt>
            <dd>{expense.nip}</dd>
          </>
        )}
        {expense.account && (
          <>
            <dt>Rachunek</dt>
            <dd>{expense.account}</dd>
          </>
        )}
        <dt>Dodał(a)</dt>
        <dd>
          {expense.created_by ?? 'konto usunięte'}, <time dateTime={expense.created_at}>{formatWhen(expense.created_at)}</time>
        </dd>
        {expense.approved_by && (
          <>
            <dt>Zatwierdził(a)</dt>
            <dd>{expense.approved_by}</dd>
          </>
        )}
        {expense.paid_at && (
          <>
            <dt>Wypłacił(a)</dt>
            <dd>
              {expense.paid_by ?? 'konto usunięte'}, <time dateTime={expense.paid_at}>{formatWhen(expense.paid_at)}</time>
              {expense.override_reason ? ` — ponad saldo: ${expense.override_reason}` : ''}
            </dd>
          </>
        )}
        {expense.reject_reason && (
          <>
            <dt>Powód odrzucenia</dt>
            <dd>{expense.reject_reason}</dd>
          </>
        )}
        <dt>Publicznie</dt>
        <dd>
          {expense.publication === 'copy' && expense.public_url ? (
            <a href={expense.public_url} target="_blank" rel="noopener">
              zaczerniona kopia faktury
            </a>
          ) : expense.publication === 'without_document' ? (
            'bez dokumentu'
          ) : (
            'jeszcze nie opublikowano'
          )}
          {expense.state !== 'paid' && expense.publication !== 'none' ? ' (pokażemy po wypłacie)' : ''}
        </dd>
      </dl>
      <div className="admin-actions">
        <button type="button" className="btn btn--secondary" onClick={() => void openInvoice(expense).catch(async (error: unknown) => notify.error(await errorMessage(error)))}>
          Pokaż oryginał faktury
        </button>
        {expense.state === 'proposed' && (
          <Allowed to={API_ROUTES.adminExpenseApprove}>
            <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void run(() => expensesApi.approve(expense.id), 'Wydatek zatwierdzony')}>
              Zatwierdź
            </button>
          </Allowed>
        )}
        {expense.state === 'approved' && (
          <Allowed to={API_ROUTES.adminExpensePaid}>
            <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void pay()}>
              Oznacz jako wypłacony
            </button>
          </Allowed>
        )}
        {open && (
          <Allowed to={API_ROUTES.adminExpenseReject}>
            <button type="button" className="btn btn--danger" disabled={busy} onClick={() => setDialog('reject')}>
              Odrzuć
            </button>
          </Allowed>
        )}
      </div>
      {expense.state !== 'rejected' && (
        <Allowed to={API_ROUTES.adminExpensePublicCopy}>
          <form className="expense__publish" onSubmit={(event) => void sendCopy(event)} noValidate>
            <div className="field">
              <label htmlFor={copyId}>Kopia do publikacji, z zaczernionymi danymi osobowymi (PDF albo zdjęcie)</label>
              <input
                id={copyId}
                name="public_copy"
                type="file"
                accept={DOCUMENT_ACCEPT}
                aria-invalid={copyError ? true : undefined}
                aria-describedby={copyError ? `${copyId}-error` : undefined}
                onChange={() => setCopyError(null)}
              />
              <FieldError id={`${copyId}-error`} message={copyError ?? undefined} />
            </div>
            <button type="submit" className="btn btn--secondary" disabled={busy}>
              Opublikuj kopię
            </button>
            {expense.publication === 'none' && (
              <button type="button" className="btn btn--link" disabled={busy} onClick={() => void run(() => expensesApi.withoutDocument(expense.id), 'Wydatek opublikowany bez dokumentu')}>
                Opublikuj bez dokumentu
              </button>
            )}
          </form>
        </Allowed>
      )}
      {dialog === 'reject' && (
        <TextDialog
          title={`Odrzuć wydatek: ${expense.payee}`}
          label="Powód odrzucenia"
          hint="Powód zobaczy autor wydatku; trafi też do dziennika zdarzeń."
          submitLabel="Odrzuć wydatek"
          destructive
          maxLength={500}
          busy={busy}
          check={checkOf(expenseRejectSchema, 'reason')}
          onSend={(reason) => void run(() => expensesApi.reject(expense.id, reason), 'Wydatek odrzucony')}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog === 'override' && (
        <TextDialog
          title={`Wypłata ponad saldo: ${formatAmount(expense.amount)}`}
          label="Dlaczego wypłacamy ponad saldo zbiórki"
          hint="Saldo zbiórki nie wystarcza. Jako administrator możesz wypłacić mimo to — powód trafi do dziennika zdarzeń."
          submitLabel="Wypłać ponad saldo"
          destructive
          maxLength={500}
          busy={busy}
          check={checkOf(expensePaySchema, 'override_reason')}
          onSend={(reason) => void run(() => expensesApi.pay(expense.id, reason), 'Wydatek wypłacony ponad saldo')}
          onCancel={() => setDialog(null)}
        />
      )}
    </li>
  );
}
