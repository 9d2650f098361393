import type { PaymentMethod } from '../api/donate-api';
import type { Remote } from '../../../hooks/use-remote';
import { describedBy, FieldError } from '../../../components/ui/field-error';

export const METHOD_ERROR_ID = 'donation-method-error';
export const methodId = (id: string) => `donation-method-${id}`;

interface PaymentMethodPickerProps {
  methods: Remote<PaymentMethod[]>;
  value: string;
  error: string | undefined;
  onChange: (id: string) => void;
}

/** The operator's payment methods; when they cannot be listed, the donor picks one on the operator's page. */
export function PaymentMethodPicker({ methods, value, error, onChange }: PaymentMethodPickerProps) {
  return (
    <fieldset className="donate-section">
      <legend className="donate-section__legend">Sposób płatności</legend>
      {methods.status === 'loading' || methods.status === 'idle' ? (
        <p className="loading" role="status">
          Wczytujemy sposoby płatności…
        </p>
      ) : methods.status === 'error' || methods.data.length === 0 ? (
        <p className="field__hint">Sposób płatności wybierzesz na stronie operatora płatności, na którą za chwilę Cię przekierujemy.</p>
      ) : (
        <div className="method-picker">
          {methods.data.map((method) => (
            <label className="choice choice--method" key={method.id}>
              <input
                className="choice__input"
                type="radio"
                name="method"
                id={methodId(method.id)}
                value={method.id}
                checked={value === method.id}
                onChange={() => onChange(method.id)}
                aria-describedby={describedBy(error && METHOD_ERROR_ID)}
              />
              <span className="choice__box">
                {method.image_url && <img src={method.image_url} alt="" width={32} height={32} loading="lazy" />}
                {method.name}
              </span>
            </label>
          ))}
        </div>
      )}
      <FieldError id={METHOD_ERROR_ID} message={error} />
    </fieldset>
  );
}
