import { DONATION_MESSAGE_MAX } from '@zlota/shared/schemas/donation';
import type { DonationFormValues, FieldErrors } from '../logic/donation-form';
import { describedBy, FieldError } from '../../../components/ui/field-error';

interface DonorFieldsProps {
  values: Pick<DonationFormValues, 'name' | 'receiptName' | 'email' | 'message'>;
  errors: FieldErrors;
  onChange: (input: 'name' | 'receiptName' | 'email' | 'message', value: string) => void;
}

/** Who gives and what they want to say: all optional. */
export function DonorFields({ values, errors, onChange }: DonorFieldsProps) {
  return (
    <fieldset className="donate-section">
      <legend className="donate-section__legend">Twoje dane (nieobowiązkowe)</legend>
      <div className="field">
        <label htmlFor="donation-name">Podpis — imię lub pseudonim</label>
        <input
          id="donation-name"
          name="name"
          type="text"
          autoComplete="nickname"
          maxLength={128}
          value={values.name}
          onChange={(event) => onChange('name', event.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('donation-name-hint', errors.name && 'donation-name-error')}
        />
        <p className="field__hint" id="donation-name-hint">
          Pokażemy go na liście wspierających, chyba że wybierzesz wpłatę anonimową.
        </p>
        <FieldError id="donation-name-error" message={errors.name} />
      </div>
      <div className="field">
        <label htmlFor="donation-receipt-name">Imię i nazwisko do potwierdzenia (opcjonalnie)</label>
        <input
          id="donation-receipt-name"
          name="receipt_name"
          type="text"
          autoComplete="name"
          maxLength={128}
          value={values.receiptName}
          onChange={(event) => onChange('receiptName', event.target.value)}
          aria-invalid={errors.receipt_name ? true : undefined}
          aria-describedby={describedBy('donation-receipt-name-hint', errors.receipt_name && 'donation-receipt-name-error')}
        />
        <p className="field__hint" id="donation-receipt-name-hint">
          Wpiszemy je w potwierdzeniu darowizny (PDF) do ulgi podatkowej; nie pokazujemy go publicznie. Bez niego potwierdzenie jest anonimowe.
        </p>
        <FieldError id="donation-receipt-name-error" message={errors.receipt_name} />
      </div>
      <div className="field">
        <label htmlFor="donation-email">Adres e-mail</label>
        <input
          id="donation-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          value={values.email}
          onChange={(event) => onChange('email', event.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('donation-email-hint', errors.email && 'donation-email-error')}
        />
        <p className="field__hint" id="donation-email-hint">
          Operator płatności wyśle na niego potwierdzenie wpłaty. Nikomu go nie pokazujemy.
        </p>
        <FieldError id="donation-email-error" message={errors.email} />
      </div>
      <div className="field">
        <label htmlFor="donation-message">Wiadomość dla potrzebującego</label>
        <textarea
          id="donation-message"
          name="message"
          rows={4}
          maxLength={DONATION_MESSAGE_MAX}
          value={values.message}
          onChange={(event) => onChange('message', event.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('donation-message-counter', errors.message && 'donation-message-error')}
        />
        <p className="field__hint donate-counter" id="donation-message-counter">
          Wykorzystano {values.message.length} z {DONATION_MESSAGE_MAX} znaków
        </p>
        <FieldError id="donation-message-error" message={errors.message} />
      </div>
    </fieldset>
  );
}
