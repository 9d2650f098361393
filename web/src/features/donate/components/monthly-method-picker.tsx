import { RECURRING_METHOD_LABELS, type RecurringMethod } from '@zlota/shared/schemas/recurring';

interface MonthlyMethodPickerProps {
  /** What the fundraiser's provider offers for "co miesiąc" (logic/monthly-methods.ts). */
  methods: readonly RecurringMethod[];
  value: RecurringMethod;
  onChange: (method: RecurringMethod) => void;
}

const HINTS: Record<RecurringMethod, string> = {
  card: 'Dane karty podasz u operatora płatności; kolejne wpłaty pobierzemy z tej samej karty.',
  blik: 'Kod BLIK wpiszesz u operatora płatności, a w aplikacji banku zapiszesz płatność cykliczną — kolejne wpłaty pobierzemy bez kodu.',
};

/** Issue 40: „Karta” or „BLIK” for a monthly donation, where the provider offers both; nothing to choose otherwise. */
export function MonthlyMethodPicker({ methods, value, onChange }: MonthlyMethodPickerProps) {
  if (methods.length < 2) return null;
  return (
    <fieldset className="donate-section" aria-describedby="donation-monthly-method-hint">
      <legend className="donate-section__legend">Czym płacić co miesiąc?</legend>
      {methods.map((method) => (
        <div className="check" key={method}>
          <input id={`donation-monthly-${method}`} type="radio" name="donation-monthly-method" checked={value === method} onChange={() => onChange(method)} />
          <label htmlFor={`donation-monthly-${method}`}>{RECURRING_METHOD_LABELS[method]}</label>
        </div>
      ))}
      <p className="field__hint" id="donation-monthly-method-hint">
        {HINTS[value]}
      </p>
    </fieldset>
  );
}
