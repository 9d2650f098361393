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

/** How the donation appears to others, whether the donor hears the fundraiser's updates, and the one required box: the terms. */
export function DonationOptions({ values, termsError, onChange }: DonationOptionsProps) {
  return (
    <fieldset className="donate-section">
      <legend className="donate-section__legend">Ustawienia wpłaty</legend>
      <div className="check">
        <input
          id="donation-anonymous"
          type="checkbox"
          checked={values.anonymous}
          onChange={(event) => onChange('anonymous', event.target.checked)}
          aria-describedby="donation-anonymous-hint"
        />
        <div>
          <label htmlFor="donation-anonymous">Wpłata anonimowa</label>
          <p className="field__hint" id="donation-anonymous-hint">
            Zamiast podpisu pokażemy „Anonimowy darczyńca”.
          </p>
        </div>
      </div>
      <div className="check">
        <input
          id="donation-hide-amount"
          type="checkbox"
          checked={values.hideAmount}
          onChange={(event) => onChange('hideAmount', event.target.checked)}
          aria-describedby="donation-hide-amount-hint"
        />
        <div>
          <label htmlFor="donation-hide-amount">Ukryj kwotę</label>
          <p className="field__hint" id="donation-hide-amount-hint">
            Na liście wspierających nie pokażemy, ile wpłacasz.
          </p>
        </div>
      </div>
      <div className="check">
        <input
          id="donation-updates-consent"
          type="checkbox"
          checked={values.updatesConsent}
          onChange={(event) => onChange('updatesConsent', event.target.checked)}
          aria-describedby="donation-updates-consent-hint"
        />
        <div>
          <label htmlFor="donation-updates-consent">chcę otrzymywać aktualności</label>
          <p className="field__hint" id="donation-updates-consent-hint">
            Gdy organizator opisze postępy zbiórki, wyślemy je na podany adres e-mail. Z każdej wiadomości wypiszesz się jednym kliknięciem.
          </p>
        </div>
      </div>
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
