import type { InputHTMLAttributes } from 'react';
import { DONATION_MESSAGE_MAX, DONOR_NAME_MAX } from '@zlota/shared/schemas/donation';
import type { DonationFormValues, FieldErrors } from '../logic/donation-form';
import { describedBy, FieldError } from '../../../components/ui/field-error';
import { useFoundationWords } from '../../../hooks/use-foundation';

interface DonorFieldsProps {
  values: Pick<DonationFormValues, 'name' | 'receiptName' | 'email' | 'message'>;
  errors: FieldErrors;
  onChange: (input: 'name' | 'receiptName' | 'email' | 'message', value: string) => void;
}

interface DonorInputProps {
  id: string;
  /** The field's name in the API, as its errors are keyed. */
  name: string;
  label: string;
  hint: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  attributes: Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'spellCheck' | 'maxLength'>;
}

/** One line of the donor's data: its label, the hint that says what happens with it, and its error. */
function DonorInput({ id, name, label, hint, value, error, onChange, attributes }: DonorInputProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        {...attributes}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, error && `${id}-error`)}
      />
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** Who gives and what they want to say: all optional. */
export function DonorFields({ values, errors, onChange }: DonorFieldsProps) {
  // The confirmation (its e-mail and PDF) comes from the foundation, named by its record (issue 37).
  const emailHint = useFoundationWords('{fundacja} wyśle na niego potwierdzenie darowizny. Nikomu go nie pokazujemy.');
  return (
    <fieldset className="donate-section">
      <legend className="donate-section__legend">Twoje dane (nieobowiązkowe)</legend>
      <DonorInput
        id="donation-name"
        name="name"
        label="Podpis — imię lub pseudonim"
        hint="Pokażemy go na liście wspierających, chyba że wybierzesz wpłatę anonimową."
        value={values.name}
        error={errors.name}
        onChange={(value) => onChange('name', value)}
        attributes={{ autoComplete: 'nickname', maxLength: DONOR_NAME_MAX }}
      />
      <DonorInput
        id="donation-receipt-name"
        name="receipt_name"
        label="Imię i nazwisko do potwierdzenia (opcjonalnie)"
        hint="Wpiszemy je w potwierdzeniu darowizny (PDF) do ulgi podatkowej; nie pokazujemy go publicznie. Bez niego potwierdzenie jest anonimowe."
        value={values.receiptName}
        error={errors.receipt_name}
        onChange={(value) => onChange('receiptName', value)}
        attributes={{ autoComplete: 'name', maxLength: DONOR_NAME_MAX }}
      />
      <DonorInput
        id="donation-email"
        name="email"
        label="Adres e-mail"
        hint={emailHint}
        value={values.email}
        error={errors.email}
        onChange={(value) => onChange('email', value)}
        attributes={{ type: 'email', inputMode: 'email', autoComplete: 'email', spellCheck: false }}
      />
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
