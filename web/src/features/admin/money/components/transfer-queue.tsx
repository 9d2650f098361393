import { useEffect, useId, useState, type FormEvent } from 'react';
import { BANK_STATEMENT_MESSAGES as M } from '@zlota/shared/messages';
import { formatZl } from '@zlota/shared/money';
import { FieldError } from '../../../../components/ui/field-error';
import { useNotify } from '../../../../hooks/use-notify';
import { useAction } from '../../hooks/use-action';
import { bankStatementsApi, type StatementEntryView } from '../api/bank-statements-api';

/** What a person types for a fundraiser: its transfer code (`ZR131`, `zr 131`) or its number alone. */
export function charityIdOf(text: string): number | null {
  const match = /^\s*(?:zr[\s\-./:#]*)?(\d{1,9})\s*$/i.exec(text);
  return match ? Number(match[1]) : null;
}

/** Why a fundraiser is suggested: the title's words, an earlier transfer from the account, or the booking voided since. */
const SUGGESTED_BY = { title: 'słowa tytułu', account: 'wcześniejszy przelew z tego rachunku', amount: 'ta sama kwota od tego samego wpłacającego (zlecenie stałe)', booked: 'zbiórka, do której przelew był zaksięgowany' } as const;

const codeInputId = (entry: StatementEntryView) => `transfer-code-${entry.id}`;

/**
 * One line waiting: the statement's text and the suggestion, the fundraiser's code (Enter books it) and, for a line
 * that is not a donation, its reason. Keyboard-first: after a booking the next line's code field has the focus.
 */
function QueuedTransfer({ entry, done }: { entry: StatementEntryView; done: (entry: StatementEntryView) => void }) {
  const notify = useNotify();
  const reasonId = useId();
  const errorId = useId();
  const { busy, error, setError, run: runAction } = useAction();
  const run = async (action: () => Promise<StatementEntryView>, success: string) => {
    if (!(await runAction(action))) return;
    notify.success(success);
    done(entry);
  };
  const assign = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const charityId = charityIdOf((event.currentTarget.elements.namedItem('charity') as HTMLInputElement).value);
    if (charityId === null) return setError(M.charity);
    void run(() => bankStatementsApi.assign(entry.id, charityId), `Przypisano przelew ${formatZl(entry.amount)} do zbiórki ZR${charityId}.`);
  };
  const dismiss = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = (event.currentTarget.elements.namedItem('reason') as HTMLInputElement).value;
    void run(() => bankStatementsApi.dismiss(entry.id, reason), 'Pozycja wyciągu odłożona: to nie darowizna.');
  };
  const label = `${formatZl(entry.amount)} od ${entry.counterparty || 'nieznanego nadawcy'}, ${entry.booked_on}`;
  return (
    <li className="transfer-queue__item">
      <p>
        <strong>{label}</strong>
        <br />
        Tytuł: {entry.title || '—'}
        {entry.match && (
          <>
            <br />
            Podpowiedź ({SUGGESTED_BY[entry.suggested_by ?? 'booked']}): ZR{entry.match.id} {entry.match.title}
          </>
        )}
        {entry.note && (
          <>
            <br />
            {entry.note}
          </>
        )}
      </p>
      <form onSubmit={assign} noValidate className="transfer-queue__assign">
        <label htmlFor={codeInputId(entry)}>Kod zbiórki dla przelewu {label}</label>
        <input
          id={codeInputId(entry)}
          name="charity"
          defaultValue={entry.match ? `ZR${entry.match.id}` : ''}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={() => setError(null)}
        />
        <button type="submit" className="btn btn--primary btn--small" disabled={busy}>
          Przypisz
        </button>
        <FieldError id={errorId} message={error ?? undefined} />
      </form>
      <form onSubmit={dismiss} noValidate className="transfer-queue__dismiss">
        <label htmlFor={reasonId}>Powód, jeśli to nie darowizna</label>
        <input id={reasonId} name="reason" autoComplete="off" />
        <button type="submit" className="btn btn--small" disabled={busy}>
          To nie darowizna
        </button>
      </form>
    </li>
  );
}

/** „Przelewy do przypisania”: every line waiting, each assigned with a code and Enter. */
export function TransferQueue({ entries, settled }: { entries: StatementEntryView[]; settled: () => void }) {
  const [left, setLeft] = useState(entries);
  const [focus, setFocus] = useState<number | null>(null);
  useEffect(() => setLeft(entries), [entries]);
  useEffect(() => {
    if (focus !== null) document.getElementById(`transfer-code-${focus}`)?.focus();
  }, [focus, left]);
  const done = (entry: StatementEntryView) => {
    const index = left.findIndex((line) => line.id === entry.id);
    const rest = left.filter((line) => line.id !== entry.id);
    setFocus(rest[Math.min(index, rest.length - 1)]?.id ?? null);
    setLeft(rest);
    settled();
  };
  return (
    <section className="admin-section" aria-labelledby="transfer-queue-title">
      <h2 id="transfer-queue-title">
        {M.workQueue} ({left.length})
      </h2>
      <p className="admin-section__lead">Wpisz kod zbiórki (np. ZR131) i naciśnij Enter: przelew zostanie zaksięgowany, a kursor przejdzie do następnego.</p>
      {left.length === 0 ? (
        <p>Żaden przelew nie czeka na przypisanie.</p>
      ) : (
        <ol className="transfer-queue">
          {left.map((entry) => (
            <QueuedTransfer key={entry.id} entry={entry} done={done} />
          ))}
        </ol>
      )}
    </section>
  );
}
