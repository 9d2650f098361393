import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { STATEMENT_MAX_BYTES } from '@zlota/shared/bank-statements';
import { BANK_STATEMENT_MESSAGES as M } from '@zlota/shared/messages';
import { FieldError } from '../../../components/ui/field-error';
import { LoadProblem } from '../../../components/ui/load-problem';
import { paths } from '../../../config/paths';
import { useNotify } from '../../../hooks/use-notify';
import { useRemote } from '../../../hooks/use-remote';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useAction } from '../hooks/use-action';
import { bankStatementsApi, type StatementPreview } from './api/bank-statements-api';
import { OutgoingLines } from './components/outgoing-lines';
import { StatementTable } from './components/statement-preview';
import { TransferQueue } from './components/transfer-queue';
import { STATEMENT_PARAM } from './statement-link';

/** /admin/wyciagi (issue 34): a bank statement imported and previewed, its matched transfers booked at once, the rest assigned below. */
export function AdminStatementsPage() {
  useDocumentMeta('Wyciągi bankowe');
  const notify = useNotify();
  const inputId = useId();
  const errorId = useId();
  const { busy, error, setError, run } = useAction();
  const [statement, setStatement] = useState<StatementPreview | null>(null);
  const queue = useRemote('bank-statement-queue', (signal) => bankStatementsApi.queue(signal));
  // Opened from a payment's detail (`?wyciag=12`): the statement its line is on.
  const opened = Number(useSearchParams()[0].get(STATEMENT_PARAM)) || null;
  useEffect(() => {
    if (opened === null) return;
    const controller = new AbortController();
    bankStatementsApi
      .get(opened, controller.signal)
      .then(setStatement)
      .catch(async (failure: unknown) => {
        if (!controller.signal.aborted) notify.error(await errorMessage(failure));
      });
    return () => controller.abort();
  }, [opened, notify]);
  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = (event.currentTarget.elements.namedItem('file') as HTMLInputElement).files?.[0];
    const problem = !file ? M.fileRequired : file.size > STATEMENT_MAX_BYTES ? M.tooLarge : null;
    setError(problem);
    if (problem || !file) return;
    const uploaded = await run(() => bankStatementsApi.upload(file));
    if (!uploaded) return;
    setStatement(uploaded.value);
    queue.reload();
  };
  const book = async () => {
    if (!statement) return;
    const booked = await run(() => bankStatementsApi.book(statement.id), { quiet: true });
    if (!booked) return;
    const result = booked.value;
    setStatement(result.statement);
    notify.success(`Zaksięgowano przelewy: ${result.booked}.`, result.already_booked ? `Już zaksięgowane wcześniej: ${result.already_booked}.` : undefined);
  };
  // A line assigned below is shown booked in the statement above too.
  const refresh = async () => {
    if (statement) setStatement(await bankStatementsApi.get(statement.id).catch(() => statement));
  };
  const waiting = statement?.entries.filter((entry) => entry.status === 'matched' && entry.state === 'open').length ?? 0;
  return (
    <section className="admin-page" aria-labelledby="statements-title">
      <h1 id="statements-title">Wyciągi bankowe</h1>
      <form onSubmit={(event) => void upload(event)} noValidate className="admin-section">
        <div className="field">
          <label htmlFor={inputId}>Wyciąg z banku: MT940 albo CAMT.053 (XML), najwyżej 10 MB</label>
          <input id={inputId} name="file" type="file" accept=".sta,.mt940,.txt,.xml,.940" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} onChange={() => setError(null)} />
          <FieldError id={errorId} message={error ?? undefined} />
        </div>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? 'Wczytywanie…' : 'Wczytaj wyciąg'}
        </button>
      </form>
      {statement && (
        <section className="admin-section" aria-labelledby="statement-title">
          <h2 id="statement-title">Wyciąg nr {statement.id}</h2>
          <StatementTable statement={statement} />
          <p>
            <button type="button" className="btn btn--primary" disabled={busy || waiting === 0} onClick={() => void book()}>
              Zaksięguj dopasowane przelewy ({waiting})
            </button>
          </p>
          <OutgoingLines entries={statement.entries} settled={() => void refresh()} />
        </section>
      )}
      {queue.status === 'error' && <LoadProblem message={queue.message} onRetry={queue.reload} back={{ href: paths.admin.getHref(), label: 'Pulpit' }} />}
      {queue.status === 'loading' && <p role="status">Wczytywanie przelewów do przypisania…</p>}
      {queue.status === 'ready' && <TransferQueue entries={queue.data} settled={() => void refresh()} />}
    </section>
  );
}
