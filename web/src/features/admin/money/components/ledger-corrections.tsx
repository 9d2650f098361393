import { useId, useState, type FormEvent } from 'react';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { formatWhen } from '@zlota/shared/format';
import { signedAmountToGrosze } from '@zlota/shared/ledger';
import { formatZl } from '@zlota/shared/money';
import { ledgerCorrectionInputSchema, CORRECTION_REASON_MAX } from '@zlota/shared/schemas/ledger';
import { TextAreaField, TextField } from '../../../../components/ui/fields';
import { useNotify } from '../../../../hooks/use-notify';
import { useRemote } from '../../../../hooks/use-remote';
import { errorFields } from '../../../../lib/api-client';
import { Allowed } from '../../staff-role';
import { useAction } from '../../hooks/use-action';
import { ledgerApi } from '../api/ledger-api';
import { charityIdOf } from './transfer-queue';

const EMPTY = { charity: '', amount: '', corrects: '', reason: '' };
type Values = typeof EMPTY;
type Field = keyof Values;
/** The form's fields by the API's names, for the messages the schema or the server give. */
const FIELD_OF: Record<string, Field> = { charity_id: 'charity', amount_grosze: 'amount', corrects_id: 'corrects', reason: 'reason' };

const signed = (grosze: number) => `${grosze > 0 ? '+' : ''}${formatZl(grosze / 100, { nonBreaking: true })}`;

/** What the form says as the API's body (a number that cannot be read stays NaN, so the schema names the field). */
const bodyOf = (values: Values) => ({
  charity_id: charityIdOf(values.charity) ?? Number.NaN,
  amount_grosze: signedAmountToGrosze(values.amount) ?? Number.NaN,
  corrects_id: values.corrects.trim() === '' ? null : /^\s*\d{1,12}\s*$/.test(values.corrects) ? Number(values.corrects) : Number.NaN,
  reason: values.reason,
});

/** "Zaksięguj korektę" (admins): the fundraiser, a signed amount, the corrected row (nr wpisu) where there is one, and why. */
function CorrectionForm({ onBooked }: { onBooked: () => void }) {
  const notify = useNotify();
  const formId = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { busy, run } = useAction();
  const field = (name: Field) => ({
    id: `${formId}-${name}`,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = ledgerCorrectionInputSchema.safeParse(bodyOf(values));
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const name = FIELD_OF[String(issue.path[0])];
        if (name) found[name] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    let refusedFields: Record<string, string> = {};
    const booked = await run(async () => {
      try {
        return await ledgerApi.correct(checked.data);
      } catch (failure) {
        refusedFields = await errorFields(failure);
        throw failure;
      }
    }, { quiet: true });
    if (!booked) {
      setErrors(Object.fromEntries(Object.entries(refusedFields).flatMap(([key, message]) => (FIELD_OF[key] ? [[FIELD_OF[key], message]] : []))));
      return;
    }
    notify.success(`Zaksięgowano korektę ${signed(booked.value.amount_grosze)} w zbiórce „${booked.value.charity.title}” (wpis nr ${booked.value.id}).`);
    setValues(EMPTY);
    onBooked();
  };
  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${formId}-title`}>
      <h4 id={`${formId}-title`}>Zaksięguj korektę</h4>
      <TextField {...field('charity')} required label="Zbiórka" hint="Kod zbiórki (np. ZR131) albo jej numer." autoComplete="off" />
      <TextField {...field('amount')} required label="Kwota korekty (zł)" hint="Ze znakiem minus, gdy zbiórce ubywa, np. -25,50; bez znaku, gdy przybywa." inputMode="decimal" autoComplete="off" />
      <TextField
        {...field('corrects')}
        label="Numer korygowanego wpisu (nieobowiązkowy)"
        hint="Kolumna „nr wpisu” w pliku CSV miesiąca. Wpis z zamkniętego miesiąca korygujesz tak samo — korekta trafi do bieżącego miesiąca."
        inputMode="numeric"
        autoComplete="off"
      />
      <TextAreaField {...field('reason')} required label="Powód korekty" hint="Trafi do księgi i do dziennika zdarzeń." rows={2} maxLength={CORRECTION_REASON_MAX} />
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? 'Księgowanie…' : 'Zaksięguj korektę'}
      </button>
    </form>
  );
}

/**
 * "Korekty" on the ledger's screen (issue 35 item 1): the newest corrections, each with the row it corrects, and
 * (for admins) the form that books one in the open month. A booked correction changes the months' totals too.
 */
export function LedgerCorrections({ onBooked }: { onBooked: () => void }) {
  const corrections = useRemote('admin-ledger-corrections', (signal) => ledgerApi.corrections(signal));
  const booked = () => {
    corrections.reload();
    onBooked();
  };
  return (
    <section aria-labelledby="ledger-corrections-title">
      <h3 id="ledger-corrections-title">Korekty</h3>
      {corrections.status === 'loading' && <p role="status">Wczytywanie korekt…</p>}
      {corrections.status === 'error' && <p role="alert">{corrections.message}</p>}
      {corrections.status === 'ready' && corrections.data.length === 0 && <p>W księdze nie ma jeszcze żadnej korekty.</p>}
      {corrections.status === 'ready' && corrections.data.length > 0 && (
        <table className="data-table">
          <caption>Korekty, od najnowszej</caption>
          <thead>
            <tr>
              <th scope="col">Nr wpisu</th>
              <th scope="col">Data</th>
              <th scope="col">Zbiórka</th>
              <th scope="col">Kwota</th>
              <th scope="col">Koryguje wpis</th>
              <th scope="col">Powód</th>
              <th scope="col">Zaksięgował</th>
            </tr>
          </thead>
          <tbody>
            {corrections.data.map((correction) => (
              <tr key={correction.id}>
                <th scope="row">{correction.id}</th>
                <td>{correction.occurred_on}</td>
                <td>
                  {correction.charity.title} (ZR{correction.charity.id})
                </td>
                <td className="money">{signed(correction.amount_grosze)}</td>
                <td>{correction.corrects ? `nr ${correction.corrects.id} z dnia ${correction.corrects.occurred_on}` : '—'}</td>
                <td>{correction.reason}</td>
                <td>
                  {correction.booked_by ?? '—'}, {formatWhen(correction.booked_at)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Allowed to={API_ROUTES.adminLedgerCorrectionCreate}>
        <CorrectionForm onBooked={booked} />
      </Allowed>
    </section>
  );
}
