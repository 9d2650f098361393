import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';
import type { DonationFormValues } from '../logic/donation-form';
import { describedBy, FieldError } from '../../../components/ui/field-error';

export const TERMS_ID = 'donation-terms';

type Option = 'anonymous' | 'hideAmount' | 'updatesConsent' | 'acceptTerms';

interface DonationOptionsProps {
  values: Pick<DonationFormValues, Option>;
  termsError: string | undefined;
  onChange: (input: Option, value: boolean) => void;
}

/** A box the donor may tick, with its label and, under it, what ticking it means. */
function OptionalChoice({ id, label, checked, onChange, children }: { id: string; label: string; checked: boolean; onChange: (value: boolean) => void; children: ReactNode }) {
  return (
    <div className="check">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-describedby={`${id}-hint`} />
      <div>
        <label htmlFor={id}>{label}</label>
        <p className="field__hint" id={`${id}-hint`}>
          {children}
        </p>
      </div>
    </div>
  );
}

/** How the donation appears to others, whether the donor hears the fundraiser's updates, and the one required box: the terms. */
export function DonationOptions({ values, termsError, onChange }: DonationOptionsProps) {
  return (
    <fieldset className="donate-section">
      <legend className="donate-section__legend">Ustawienia wpłaty</legend>
      <OptionalChoice id="donation-anonymous" label="Wpłata anonimowa" checked={values.anonymous} onChange={(value) => onChange('anonymous', value)}>
        Zamiast podpisu pokażemy „Anonimowy darczyńca”.
      </OptionalChoice>
      <OptionalChoice id="donation-hide-amount" label="Ukryj kwotę" checked={values.hideAmount} onChange={(value) => onChange('hideAmount', value)}>
        Na liście wspierających nie pokażemy, ile wpłacasz.
      </OptionalChoice>
      <OptionalChoice
        id="donation-updates-consent"
        label="chcę otrzymywać aktualności"
        checked={values.updatesConsent}
        onChange={(value) => onChange('updatesConsent', value)}
      >
        Gdy organizator opisze postępy zbiórki, wyślemy je na podany adres e-mail. Za pierwszym razem poprosimy o potwierdzenie adresu
        jednym kliknięciem w e-mailu. Z każdej wiadomości wypiszesz się jednym kliknięciem.
      </OptionalChoice>
      <div className="check check--required">
        <input
          id={TERMS_ID}
          type="checkbox"
          required
          checked={values.acceptTerms}
          onChange={(event) => onChange('acceptTerms', event.target.checked)}
          aria-invalid={termsError ? true : undefined}
          aria-describedby={describedBy(termsError && 'donation-terms-error')}
        />
        <div>
          <label htmlFor={TERMS_ID}>
            Akceptuję{' '}
            <a href={paths.terms.getHref()} target="_blank" rel="noopener">
              regulamin serwisu<span className="visually-hidden"> (otwiera się w nowej karcie)</span>
            </a>{' '}
            (wymagane)
          </label>
          <FieldError id="donation-terms-error" message={termsError} />
        </div>
      </div>
    </fieldset>
  );
}
