import { Fragment, useState } from 'react';
import type { FoundationInput } from '@zlota/shared/entities';
import { BANK_ACCOUNTS_MAX, foundationSchema } from '@zlota/shared/schemas/foundation';
import { TextField } from '../../../../components/ui/fields';
import { useNotify } from '../../../../hooks/use-notify';
import { useSchemaForm } from '../../../../hooks/use-schema-form';
import { INVALID_FORM_MESSAGE } from '../../../../lib/form-errors';
import { FOUNDATION_FORM_ORDER, recordOf, type FoundationFormValues } from './foundation-form-values';

interface FoundationFormProps {
  initial: FoundationFormValues;
  /** Sends the record; throws what the API answered. */
  save: (record: FoundationInput) => Promise<void>;
}

type Name = (typeof FOUNDATION_FORM_ORDER)[number];

/** The places of the accounts after the first: the names of their two boxes. */
const FURTHER_ACCOUNTS = [
  ['bank_accounts.1.iban', 'bank_accounts.1.bank'],
  ['bank_accounts.2.iban', 'bank_accounts.2.bank'],
  ['bank_accounts.3.iban', 'bank_accounts.3.bank'],
  ['bank_accounts.4.iban', 'bank_accounts.4.bank'],
] as const satisfies ReadonlyArray<readonly [Name, Name]>;
const ORDINALS = ['Drugi', 'Trzeci', 'Czwarty', 'Piąty'];

/** The foundation's record with the shared schema's Polish messages beside each field (the server runs the same one). */
export function FoundationForm({ initial, save }: FoundationFormProps) {
  const notify = useNotify();
  const { sending, submit, showRefusal, field } = useSchemaForm<FoundationFormValues, FoundationInput>({
    form: 'foundation',
    schema: foundationSchema,
    defaultValues: initial,
    order: FOUNDATION_FORM_ORDER,
    prepare: recordOf,
    onInvalid: () => notify.error(INVALID_FORM_MESSAGE),
  });
  // The first two places always; one more for each account stored beyond them, and on request.
  const [shownAccounts, setShownAccounts] = useState(() => Math.max(2, initial.bank_accounts.filter((account) => account.iban.trim() !== '').length));
  const send = async (values: FoundationInput) => {
    try {
      await save(recordOf(values as unknown as FoundationFormValues));
    } catch (error) {
      await showRefusal(error);
    }
  };
  const required = (name: Name, label: string, extra: { hint?: string; inputMode?: 'numeric' | 'email' | 'tel' | 'url'; autoComplete?: string } = {}) => (
    <TextField {...field(name)} label={label} {...extra} />
  );
  const optional = (name: Name, label: string, extra: { hint?: string; inputMode?: 'numeric' | 'email' | 'tel' | 'url' } = {}) => (
    <TextField {...field(name)} required={false} label={label} {...extra} />
  );
  return (
    <form className="account-form foundation-form" onSubmit={submit(send)} noValidate>
      <fieldset>
        <legend>Nazwa i numery rejestrowe</legend>
        {required('name', 'Pełna nazwa fundacji')}
        {required('short_name', 'Nazwa skrócona', { hint: 'Np. w nazwie aplikacji na telefonie.' })}
        {required('krs', 'Numer KRS', { inputMode: 'numeric', hint: '10 cyfr, np. 0000012345.' })}
        {required('nip', 'NIP', { inputMode: 'numeric', hint: '10 cyfr; sprawdzamy cyfrę kontrolną.' })}
        {required('regon', 'REGON', { inputMode: 'numeric', hint: '9 lub 14 cyfr; sprawdzamy cyfrę kontrolną.' })}
      </fieldset>
      <fieldset>
        <legend>Adres siedziby</legend>
        {required('address.street', 'Ulica i numer')}
        {required('address.postal_code', 'Kod pocztowy', { hint: 'NN-NNN, np. 00-019.' })}
        {required('address.city', 'Miejscowość')}
      </fieldset>
      <fieldset>
        <legend>Adres do korespondencji (jeśli inny niż siedziby)</legend>
        {optional('correspondence_address.street', 'Ulica i numer (nieobowiązkowe)')}
        {optional('correspondence_address.postal_code', 'Kod pocztowy (nieobowiązkowy)')}
        {optional('correspondence_address.city', 'Miejscowość (nieobowiązkowa)')}
      </fieldset>
      <fieldset>
        <legend>Rachunki bankowe</legend>
        {required('bank_accounts.0.iban', 'Numer rachunku do przelewów', { hint: 'PL i 26 cyfr; sprawdzamy cyfry kontrolne.' })}
        {required('bank_accounts.0.bank', 'Nazwa banku')}
        {FURTHER_ACCOUNTS.slice(0, shownAccounts - 1).map(([iban, bank], index) => (
          <Fragment key={iban}>
            {optional(iban, `${ORDINALS[index]} numer rachunku (nieobowiązkowy)`)}
            {optional(bank, `Nazwa banku — ${ORDINALS[index]!.toLowerCase()} rachunek (nieobowiązkowa)`)}
          </Fragment>
        ))}
        {shownAccounts < BANK_ACCOUNTS_MAX && (
          <button type="button" className="btn" onClick={() => setShownAccounts(shownAccounts + 1)}>
            Dodaj kolejny rachunek
          </button>
        )}
        {optional('tax_account', 'Rachunek na wpłaty 1,5% (jeśli inny)')}
      </fieldset>
      <fieldset>
        <legend>Kontakt</legend>
        {required('email', 'Adres e-mail', { inputMode: 'email' })}
        {required('phone', 'Telefon', { inputMode: 'tel' })}
        {optional('hours', 'Godziny pracy biura (nieobowiązkowe)', { hint: 'Np. od poniedziałku do piątku, w godz. 9:00–17:00.' })}
        {optional('dpo_email', 'E-mail inspektora ochrony danych (nieobowiązkowy)', { inputMode: 'email' })}
        {optional('website', 'Strona internetowa (nieobowiązkowa)', { inputMode: 'url', hint: 'Zaczyna się od https://' })}
      </fieldset>
      <button type="submit" className="btn btn--primary" disabled={sending}>
        {sending ? 'Zapisywanie…' : 'Zapisz dane fundacji'}
      </button>
    </form>
  );
}
