import { formatGrosze } from '@zlota/shared/money';
import type { PaymentMethod } from '../api/donate-api';
import { useDonationForm } from '../hooks/use-donation-form';
import type { Remote } from '../../../hooks/use-remote';
import { amountInGrosze, DONATION_FIELDS, FIELD_LABELS, type DonationField } from '../logic/donation-form';
import { AmountPicker, CUSTOM_AMOUNT_ID, presetId } from './amount-picker';
import { DonationOptions, TERMS_ID } from './donation-options';
import { DonorFields } from './donor-fields';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { methodId, PaymentMethodPicker } from './payment-method-picker';

const SENDING = 'Przekierowujemy do płatności…';

/** The support form: amount, method, optional details, the terms, and off to the payment operator. */
export function DonationForm({ charityId, methods }: { charityId: number; methods: Remote<PaymentMethod[]> }) {
  const methodList = methods.status === 'ready' ? methods.data : [];
  const form = useDonationForm(charityId, methodList[0]?.id ?? '');
  const { values, errors } = form;
  const amount = amountInGrosze(values);
  const targets: Record<DonationField, string> = {
    amount: values.amountChoice === 'other' ? CUSTOM_AMOUNT_ID : presetId(values.amountChoice),
    method: methodList.length > 0 ? methodId(values.method) : 'donation-submit',
    name: 'donation-name',
    receipt_name: 'donation-receipt-name',
    email: 'donation-email',
    message: 'donation-message',
    accept_terms: TERMS_ID,
  };
  const problems = DONATION_FIELDS.flatMap((field) => {
    const message = errors[field];
    return message ? [{ target: targets[field], label: FIELD_LABELS[field], message }] : [];
  });
  return (
    <form className="donation-form" noValidate onSubmit={form.submit} aria-label="Formularz wpłaty">
      <ErrorSummary
        items={problems}
        general={form.general}
        generalTitle="Nie udało się rozpocząć płatności."
        id="donation-errors-title"
        rejections={form.rejections}
      />
      <AmountPicker
        choice={values.amountChoice}
        customAmount={values.customAmount}
        error={errors.amount}
        onChoice={(choice) => form.update('amountChoice', choice)}
        onCustomAmount={(text) => form.update('customAmount', text)}
      />
      <PaymentMethodPicker methods={methods} value={values.method} error={errors.method} onChange={(id) => form.update('method', id)} />
      <DonorFields values={values} errors={errors} onChange={(input, value) => form.update(input, value)} />
      <DonationOptions values={values} termsError={errors.accept_terms} onChange={(input, value) => form.update(input, value)} />
      <button type="submit" id="donation-submit" className="btn btn--primary donate-submit" disabled={form.sending}>
        {form.sending ? SENDING : amount !== null ? `Wpłacam ${formatGrosze(amount)}` : 'Przejdź do płatności'}
      </button>
      <p className="visually-hidden" role="status">
        {form.sending ? SENDING : ''}
      </p>
      <p className="donate-note">
        Płatność przyjmuje zaufany operator płatności — dane karty ani logowania do banku nie trafiają do fundacji. Po zapłacie wrócisz tutaj.
      </p>
    </form>
  );
}
