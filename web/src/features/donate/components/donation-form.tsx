import { lazy, Suspense, useRef, type FormEvent } from 'react';
import type { CharityDetails } from '@zlota/shared/entities';
import { formatGrosze } from '@zlota/shared/money';
import type { PaymentMethod } from '../api/donate-api';
import { useDonationForm } from '../hooks/use-donation-form';
import type { Remote } from '../../../hooks/use-remote';
import { amountInGrosze, DONATION_FIELDS, payableAmount, FIELD_LABELS, type DonationField } from '../logic/donation-form';
import { AmountPicker, CUSTOM_AMOUNT_ID, presetId } from './amount-picker';
import { DonationOptions, TERMS_ID } from './donation-options';
import { DonorFields } from './donor-fields';
import { DonationFrequency } from './donation-frequency';
import { MonthlyMethodPicker } from './monthly-method-picker';
import type { RecurringMethod } from '@zlota/shared/schemas/recurring';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { methodId, PaymentMethodPicker, TRANSFER_METHOD } from './payment-method-picker';
import { LazyCardTokenForm } from './lazy-card-token-form';
import type { CardFormSetup } from '../logic/card-form';
import type { CardTokenizer } from './card-token-form';

const SENDING = 'Przekierowujemy do płatności…';

/** The transfer's details bring the QR library: loaded when the donor chooses "Przelew tradycyjny", not with the page. */
const TransferDetails = lazy(() => import('./transfer-details'));

/** Issue 40: PayU's card form (and its SDK) only when the donor chooses "Co miesiąc" where PayU needs a card token. */

/** With a plain transfer there is nothing to send: Enter in the amount box does not start an online payment. */
const stay = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

/**
 * The support form: amount, method, optional details, the terms, and off to the payment operator, or the data for a plain
 * transfer. `monthly`: the fundraiser's provider gives "co miesiąc" (logic/monthly-offer.ts); otherwise the choice is not shown.
 * `cardForm`: its first payment needs a card token from PayU's Secure Form (logic/card-form.ts), shown with "Co miesiąc".
 */
export function DonationForm({
  charity,
  methods,
  monthly,
  monthlyMethods = [],
  cardForm = null,
}: {
  charity: CharityDetails;
  methods: Remote<PaymentMethod[]>;
  monthly: boolean;
  /** Issue 40: what "co miesiąc" may be paid with (logic/monthly-methods.ts): a choice where there are two. */
  monthlyMethods?: readonly RecurringMethod[];
  cardForm?: CardFormSetup | null;
}) {
  const methodList = methods.status === 'ready' ? methods.data : [];
  const tokenizer = useRef<CardTokenizer | null>(null);
  const form = useDonationForm(charity.id, methodList[0]?.id ?? '', cardForm ? tokenizer : null);
  const { values, errors } = form;
  const amount = amountInGrosze(values);
  const payable = payableAmount(values);
  const transfer = values.method === TRANSFER_METHOD;
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
    <form className="donation-form" noValidate onSubmit={transfer ? stay : form.submit} aria-label="Formularz wpłaty">
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
      {transfer ? (
        <Suspense
          fallback={
            <p className="loading" role="status">
              Wczytujemy dane do przelewu…
            </p>
          }
        >
          <TransferDetails charity={charity} amount={amount} />
        </Suspense>
      ) : (
        <>
          {monthly && (
            <DonationFrequency
              values={values}
              amount={payable}
              onMonthly={(choice) => form.update('monthly', choice)}
              onDay={(day) => form.update('monthlyDay', day)}
              onForAYear={(forAYear) => form.update('monthlyForAYear', forAYear)}
            />
          )}
          {monthly && values.monthly && <MonthlyMethodPicker methods={monthlyMethods} value={values.monthlyMethod} onChange={(method) => form.update('monthlyMethod', method)} />}
          {monthly && values.monthly && values.monthlyMethod === 'card' && cardForm && (
            <LazyCardTokenForm setup={cardForm} tokenizer={tokenizer} />
          )}
          <DonorFields values={values} errors={errors} onChange={(input, value) => form.update(input, value)} />
          <DonationOptions values={values} termsError={errors.accept_terms} onChange={(input, value) => form.update(input, value)} />
          <button type="submit" id="donation-submit" className="btn btn--primary donate-submit" disabled={form.sending}>
            {form.sending ? SENDING : payable !== null ? <span className="donate-submit__amount">{`Wpłacam\u00A0${formatGrosze(payable, { nonBreaking: true })}`}</span> : 'Wpłać'}
          </button>
          <p className="visually-hidden" role="status">
            {form.sending ? SENDING : ''}
          </p>
          <p className="donate-note">
            Płatność przyjmuje zaufany operator płatności — dane karty ani logowania do banku nie trafiają do fundacji. Po zapłacie wrócisz tutaj.
          </p>
        </>
      )}
    </form>
  );
}
