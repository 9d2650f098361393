import type { FoundationInput } from '@zlota/shared/entities';
import { foundationSchema } from '@zlota/shared/schemas/foundation';
import { TextField } from '../../../components/ui/fields';
import { useNotify } from '../../../hooks/use-notify';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { errorFields, errorMessage } from '../../../lib/api-client';
import { INVALID_FORM_MESSAGE } from '../../../lib/form-errors';
import { FOUNDATION_FORM_ORDER, recordOf, type FoundationFormValues } from './foundation-form-values';

interface FoundationFormProps {
  initial: FoundationFormValues;
  /** Sends the record; throws what the API answered. */
  save: (record: FoundationInput) => Promise<void>;
}

type Name = (typeof FOUNDATION_FORM_ORDER)[number];

/** The foundation's record with the shared schema's Polish messages beside each field (the server runs the same one). */
export function FoundationForm({ initial, save }: FoundationFormProps) {
  const notify = useNotify();
  const { sending, submit, showFieldErrors, field } = useSchemaForm<FoundationFormValues, FoundationInput>({
    form: 'foundation',
    schema: foundationSchema,
    defaultValues: initial,
    order: FOUNDATION_FORM_ORDER,
    prepare: recordOf,
    onInvalid: () => notify.error(INVALID_FORM_MESSAGE),
  });
  const send = async (values: FoundationInput) => {
    try {
      await save(recordOf(values as unknown as FoundationFormValues));
    } catch (error) {
      notify.error(await errorMessage(error));
      showFieldErrors(await errorFields(error));
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
        {optional('bank_accounts.1.iban', 'Drugi numer rachunku (nieobowiązkowy)')}
        {optional('bank_accounts.1.bank', 'Nazwa banku drugiego rachunku (nieobowiązkowa)')}
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
