import { formatWhen } from '@zlota/shared/format';
import { useState } from 'react';
import { MANUAL_METHOD_LABELS, MANUAL_METHODS, manualDonationSchema, type ManualDonationInput } from '@zlota/shared/schemas/donation';
import { groszeToZl } from '@zlota/shared/money';
import { warsawDay } from '@zlota/shared/warsaw-days';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { CheckField, TextAreaField, TextField } from '../../../../components/ui/fields';
import { FieldError } from '../../../../components/ui/field-error';
import { useNotify } from '../../../../hooks/use-notify';
import { useSchemaForm } from '../../../../hooks/use-schema-form';
import { errorFields } from '../../../../lib/api-client';
import { earlierEntry, manualDonationsApi, type ManualDonationBody, type ManualDonationEntry } from '../api/manual-donations-api';
import { formatAmount, formatDay, methodLabel } from './manual-donation-format';
import { INVALID_FORM_MESSAGE } from '../../../../lib/form-errors';
import { useAction } from '../../hooks/use-action';

const FORM = 'manual-donation';
const ORDER = ['amount', 'received_on', 'method', 'bank_reference', 'donor_name', 'donor_email', 'anonymous', 'note'] as const;

const emptyBody = (): ManualDonationBody => ({
  amount: '',
  received_on: warsawDay(Date.now()),
  method: 'transfer',
  bank_reference: '',
  donor_name: '',
  donor_email: '',
  anonymous: false,
  note: '',
});

interface ManualDonationFormProps {
  charity: { id: number; title: string };
  onSaved: () => void;
}

/** The donation the foundation received, checked by the shared schema, confirmed with its amount, then saved once. */
export function ManualDonationForm({ charity, onSaved }: ManualDonationFormProps) {
  // A saved donation starts a fresh, empty form.
  const [formKey, setFormKey] = useState(0);
  const saved = () => {
    setFormKey((key) => key + 1);
    onSaved();
  };
  return <FormBody key={formKey} charity={charity} onSaved={saved} />;
}

function FormBody({ charity, onSaved }: ManualDonationFormProps) {
  const notify = useNotify();
  const [checked, setChecked] = useState<{ body: ManualDonationBody; grosze: number } | null>(null);
  const { busy, run } = useAction();
  const [earlier, setEarlier] = useState<ManualDonationEntry | null>(null);
  const { values, errors, change, submit, showFieldErrors, field, id } = useSchemaForm<ManualDonationBody, ManualDonationInput>({
    form: FORM,
    schema: manualDonationSchema,
    defaultValues: emptyBody(),
    order: ORDER,
    onInvalid: () => notify.error(INVALID_FORM_MESSAGE),
  });
  const transfer = values.method === 'transfer';

  const review = (parsed: ManualDonationInput) => {
    setEarlier(null);
    setChecked({ body: values, grosze: parsed.amount });
  };

  const save = async () => {
    if (!checked) return;
    const saved = await run(() => manualDonationsApi.enter(charity.id, checked.body), {
      quiet: true,
      refused: async (failure) => {
        setChecked(null);
        setEarlier((await earlierEntry(failure)) ?? null);
        showFieldErrors(await errorFields(failure));
      },
    });
    if (!saved) return;
    notify.success('Zapisano wpłatę', `${formatAmount(groszeToZl(checked.grosze))} doliczono do zbiórki „${charity.title}”.`);
    setChecked(null);
    onSaved();
  };

  return (
    <>
      <form className="account-form manual-donation-form" onSubmit={submit(review)} noValidate>
        <TextField {...field('amount')} label="Otrzymana kwota (zł)" hint="Np. 50 albo 12,50." inputMode="decimal" autoComplete="off" />
        <TextField {...field('received_on')} label="Data otrzymania" type="date" max={warsawDay(Date.now())} />
        <fieldset className="field" aria-describedby={errors.method ? `${id('method')}-error` : undefined}>
          <legend>Sposób wpłaty</legend>
          <div className="admin-choice">
            {MANUAL_METHODS.map((method, index) => (
              <label key={method}>
                <input
                  type="radio"
                  name="method"
                  id={index === 0 ? id('method') : undefined}
                  checked={values.method === method}
                  onChange={() => change('method', method)}
                />{' '}
                {MANUAL_METHOD_LABELS[method]}
              </label>
            ))}
          </div>
          <FieldError id={`${id('method')}-error`} message={errors.method} />
        </fieldset>
        <TextField
          {...field('bank_reference')}
          required={transfer}
          label={transfer ? 'Numer referencyjny przelewu' : 'Numer referencyjny (nieobowiązkowy przy gotówce)'}
          hint="Z wyciągu bankowego. Ten sam numer liczy się tylko raz — wielkość liter i spacje nie mają znaczenia."
          autoComplete="off"
        />
        <TextField {...field('donor_name')} required={false} label="Darczyńca (nieobowiązkowe)" hint="Imię i nazwisko albo nazwa firmy." autoComplete="off" />
        <TextField
          {...field('donor_email')}
          required={false}
          type="email"
          label="E-mail darczyńcy (nieobowiązkowe)"
          hint="Wyślemy na niego potwierdzenie darowizny w PDF."
          autoComplete="off"
        />
        <CheckField id={id('anonymous')} label="Darczyńca chce pozostać anonimowy — na stronie zbiórki bez imienia" checked={values.anonymous} onChange={(value) => change('anonymous', value)} />
        <TextAreaField {...field('note')} label="Notatka" hint="Np. tytuł przelewu albo kto przyniósł gotówkę. Widzi ją tylko fundacja." rows={3} maxLength={1000} />
        <button type="submit" className="btn btn--primary">
          Dalej: sprawdź wpłatę
        </button>
      </form>
      {earlier && <EarlierEntry entry={earlier} />}
      <ConfirmDialog
        open={checked !== null}
        title="Zapisać tę wpłatę?"
        confirmLabel="Tak, zapisz wpłatę"
        busyLabel="Zapisywanie…"
        tone="primary"
        busy={busy}
        onConfirm={() => void save()}
        onCancel={() => !busy && setChecked(null)}
      >
        {checked && (
          <p>
            <strong className="manual-donation__amount">{formatAmount(groszeToZl(checked.grosze))}</strong> ({methodLabel(checked.body.method)}, {formatDay(checked.body.received_on)})
            zostanie doliczone do zebranej kwoty zbiórki „{charity.title}”.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}

/** What the refused duplicate already is: shown so the admin can tell a double entry from a real second transfer. */
function EarlierEntry({ entry }: { entry: ManualDonationEntry }) {
  return (
    <section className="manual-donation__earlier" role="alert" aria-labelledby="manual-donation-earlier-title">
      <h2 id="manual-donation-earlier-title">Ten przelew jest już zapisany</h2>
      <dl className="admin-facts">
        <dt>Kwota</dt>
        <dd>{formatAmount(entry.amount)}</dd>
        <dt>Data otrzymania</dt>
        <dd>{entry.received_on ? formatDay(entry.received_on) : '—'}</dd>
        <dt>Numer referencyjny</dt>
        <dd>{entry.bank_reference ?? '—'}</dd>
        <dt>Darczyńca</dt>
        <dd>{entry.donor_name ?? 'nie podano'}{entry.anonymous ? ' (anonimowo)' : ''}</dd>
        <dt>Wpisał(a)</dt>
        <dd>
          {entry.entered_by ?? '—'}, <time dateTime={entry.entered_at}>{formatWhen(entry.entered_at)}</time>
        </dd>
      </dl>
    </section>
  );
}
