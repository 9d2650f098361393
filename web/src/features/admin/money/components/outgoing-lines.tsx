import { useId, type FormEvent } from 'react';
import { BANK_STATEMENT_MESSAGES as M } from '@zlota/shared/messages';
import { formatZl } from '@zlota/shared/money';
import { FieldError } from '../../../../components/ui/field-error';
import { useNotify } from '../../../../hooks/use-notify';
import { useAction } from '../../hooks/use-action';
import { bankStatementsApi, type StatementEntryView } from '../api/bank-statements-api';

/** What a person types for an expense: its number, with or without `nr`. */
const expenseIdOf = (text: string) => {
  const match = /^\s*(?:nr\.?\s*)?(\d{1,9})\s*$/i.exec(text);
  return match ? Number(match[1]) : null;
};

/** One outgoing line: settled (the expense it paid), or a form to settle it as an approved expense (Enter sends). */
function OutgoingLine({ entry, settled }: { entry: StatementEntryView; settled: () => void }) {
  const notify = useNotify();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const { busy, error, setError, run } = useAction();
  const label = `${formatZl(-entry.amount)} dla ${entry.counterparty || 'nieznanego odbiorcy'}, ${entry.booked_on}`;
  const settle = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const expenseId = expenseIdOf((event.currentTarget.elements.namedItem('expense') as HTMLInputElement).value);
    if (expenseId === null) return setError(M.expense);
    if (!(await run(() => bankStatementsApi.settleExpense(entry.id, expenseId)))) return;
    notify.success(`Przelew ${formatZl(-entry.amount)} rozliczono jako wydatek nr ${expenseId}.`);
    settled();
  };
  if (entry.expense_id !== null) {
    return (
      <li>
        <strong>{label}</strong>: rozliczony jako wydatek nr {entry.expense_id}.
      </li>
    );
  }
  if (entry.state !== 'listed') return null;
  const suggestion = entry.expense_match;
  return (
    <li className="transfer-queue__item">
      <p>
        <strong>{label}</strong>
        <br />
        Tytuł: {entry.title || '—'}
      </p>
      <form onSubmit={(event) => void settle(event)} noValidate className="transfer-queue__assign">
        <label htmlFor={inputId}>Numer wydatku dla przelewu {label}</label>
        <input
          id={inputId}
          name="expense"
          inputMode="numeric"
          defaultValue={suggestion ? String(suggestion.id) : ''}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          onChange={() => setError(null)}
        />
        <button type="submit" className="btn btn--primary btn--small" disabled={busy}>
          Rozlicz jako wydatek
        </button>
        <p id={hintId} className="field__hint">
          {suggestion
            ? `Podpowiedź: zatwierdzony wydatek nr ${suggestion.id} zbiórki ZR${suggestion.charity_id}, ${suggestion.payee}, ${formatZl(suggestion.amount)}.`
            : 'Żaden zatwierdzony wydatek nie ma tej kwoty. Wpisz numer wydatku, jeśli go znasz.'}
        </p>
        <FieldError id={errorId} message={error ?? undefined} />
      </form>
    </li>
  );
}

/** „Wypływy z rachunku”: a statement's outgoing lines apart, each settled as an approved expense of its amount. */
export function OutgoingLines({ entries, settled }: { entries: StatementEntryView[]; settled: () => void }) {
  const outgoing = entries.filter((entry) => entry.status === 'outgoing');
  if (outgoing.length === 0) return null;
  return (
    <section aria-labelledby="outgoing-lines-title">
      <h3 id="outgoing-lines-title">Wypływy z rachunku ({outgoing.length})</h3>
      <ul className="transfer-queue">
        {outgoing.map((entry) => (
          <OutgoingLine key={entry.id} entry={entry} settled={settled} />
        ))}
      </ul>
    </section>
  );
}
