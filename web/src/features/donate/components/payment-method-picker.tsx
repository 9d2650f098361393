import type { PaymentMethod } from '../api/donate-api';
import type { Remote } from '../../../hooks/use-remote';
import { describedBy, FieldError } from '../../../components/ui/field-error';

export const METHOD_ERROR_ID = 'donation-method-error';
export const methodId = (id: string) => `donation-method-${id}`;
/** The plain bank transfer beside the operator's methods (issue 34): no operator, the donor pays from their bank. */
export const TRANSFER_METHOD = 'przelew-tradycyjny';

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
      ) : (
        <div className="method-picker">
          {methods.status === 'error' || methods.data.length === 0 ? (
            // The operator lists no methods: the donor picks one on its page.
            <MethodChoice id="" name="Płatność online" checked={value !== TRANSFER_METHOD} error={error} onChange={onChange} />
          ) : (
            methods.data.map((method) => <MethodChoice key={method.id} {...method} checked={value === method.id} error={error} onChange={onChange} />)
          )}
          <MethodChoice id={TRANSFER_METHOD} name="Przelew tradycyjny" checked={value === TRANSFER_METHOD} error={error} onChange={onChange} />
        </div>
      )}
      {value !== TRANSFER_METHOD && methods.status !== 'loading' && methods.status !== 'idle' && (methods.status === 'error' || methods.data.length === 0) && (
        <p className="field__hint">Sposób płatności wybierzesz na stronie operatora płatności, na którą za chwilę Cię przekierujemy.</p>
      )}
      <FieldError id={METHOD_ERROR_ID} message={error} />
    </fieldset>
  );
}

interface MethodChoiceProps {
  id: string;
  name: string;
  image_url?: string | null;
  checked: boolean;
  error: string | undefined;
  onChange: (id: string) => void;
}

/** One way to pay, a radio that looks like a button. */
function MethodChoice({ id, name, image_url: image, checked, error, onChange }: MethodChoiceProps) {
  return (
    <label className="choice choice--method">
      <input
        className="choice__input"
        type="radio"
        name="method"
        id={methodId(id || 'online')}
        value={id}
        checked={checked}
        onChange={() => onChange(id)}
        aria-describedby={describedBy(error && METHOD_ERROR_ID)}
      />
      <span className="choice__box">
        {image && <img src={image} alt="" width={32} height={32} loading="lazy" />}
        {name}
      </span>
    </label>
  );
}
