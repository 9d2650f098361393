import { useState, type FormEvent } from 'react';
import { PAYMENT_SOURCE_LABELS, PAYMENT_STATUS_LABELS } from '@zlota/shared/payment-labels';
import { PAYMENT_SOURCES, paymentFiltersSchema } from '@zlota/shared/schemas/payment-filters';
import { PAYMENT_STATUSES } from '@zlota/shared/schemas/payment-views';
import { ADMIN_PAYMENT_MESSAGES } from '@zlota/shared/messages';
import { FieldError } from '../../../../components/ui/field-error';
import { CharityCombobox } from './charity-combobox';

interface PaymentFiltersProps {
  params: URLSearchParams;
  onChange: (patch: Record<string, string | undefined>) => void;
}

/** The typed filters: applied together with "Filtruj", each checked by the shared schema first. */
const TYPED = ['q', 'charity_id', 'from', 'to', 'amount_min', 'amount_max'] as const;
type Typed = (typeof TYPED)[number];

const LABELS: Record<Typed, string> = {
  q: 'Szukaj (guid, e-mail, referencja operatora)',
  charity_id: 'Zbiórka',
  from: 'Utworzone od',
  to: 'Utworzone do',
  amount_min: 'Kwota od (zł)',
  amount_max: 'Kwota do (zł)',
};

const typedOf = (params: URLSearchParams) => Object.fromEntries(TYPED.map((name) => [name, params.get(name) ?? ''])) as Record<Typed, string>;

/** /admin/payments filters, kept in the URL: status and operator apply at once, the rest on "Filtruj". */
export function PaymentFilters({ params, onChange }: PaymentFiltersProps) {
  const current = typedOf(params);
  const key = TYPED.map((name) => current[name]).join('|');
  const [typed, setTyped] = useState(current);
  const [errors, setErrors] = useState<Partial<Record<Typed, string>>>({});
  /** A fundraiser's name typed but none of the suggestions chosen: not a filter yet. */
  const [charityUnchosen, setCharityUnchosen] = useState(false);
  // Back-navigation changes the URL: the fields follow it (`key` stands for the typed values), in the same render.
  const [typedFor, setTypedFor] = useState(key);
  if (typedFor !== key) {
    setTypedFor(key);
    setTyped(current);
    setCharityUnchosen(false);
  }

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const filled = Object.fromEntries(TYPED.map((name) => [name, typed[name].trim()]).filter(([, value]) => value !== ''));
    const checked = paymentFiltersSchema.safeParse(filled);
    if (!checked.success || charityUnchosen) {
      const found: Partial<Record<Typed, string>> = {};
      if (charityUnchosen) found.charity_id = ADMIN_PAYMENT_MESSAGES.charityNotChosen;
      for (const issue of checked.error?.issues ?? []) found[issue.path[0] as Typed] ??= issue.message;
      setErrors(found);
      document.getElementById(`payments-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setErrors({});
    onChange(Object.fromEntries(TYPED.map((name) => [name, typed[name].trim() || undefined])));
  };

  const field = (name: Typed, type: 'text' | 'search' | 'date' = 'text', extra: { inputMode?: 'decimal' | 'numeric' } = {}) => (
    <div className={`admin-filters__field${name === 'q' ? ' admin-filters__field--wide' : ''}`} key={name}>
      <label htmlFor={`payments-${name}`}>{LABELS[name]}</label>
      <input
        id={`payments-${name}`}
        type={type}
        value={typed[name]}
        {...extra}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `payments-${name}-error` : undefined}
        onChange={(event) => setTyped({ ...typed, [name]: event.target.value })}
      />
      <FieldError id={`payments-${name}-error`} message={errors[name]} />
    </div>
  );

  return (
    <form className="admin-filters" role="search" aria-label="Filtry płatności" onSubmit={apply} noValidate>
      <div className="admin-filters__field">
        <label htmlFor="payments-status">Status</label>
        <select id="payments-status" value={params.get('status') ?? ''} onChange={(event) => onChange({ status: event.target.value })}>
          <option value="">Wszystkie</option>
          {PAYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {PAYMENT_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-filters__field">
        <label htmlFor="payments-provider">Operator</label>
        <select id="payments-provider" value={params.get('provider') ?? ''} onChange={(event) => onChange({ provider: event.target.value })}>
          <option value="">Wszyscy</option>
          {PAYMENT_SOURCES.map((source) => (
            <option key={source} value={source}>
              {PAYMENT_SOURCE_LABELS[source]}
            </option>
          ))}
        </select>
      </div>
      {field('q', 'search')}
      <CharityCombobox
        id="payments-charity_id"
        label={LABELS.charity_id}
        value={typed.charity_id}
        error={errors.charity_id}
        onChange={(value, text) => {
          setTyped((now) => ({ ...now, charity_id: value }));
          setCharityUnchosen(value === '' && text.trim() !== '');
        }}
      />
      {field('from', 'date')}
      {field('to', 'date')}
      {field('amount_min', 'text', { inputMode: 'decimal' })}
      {field('amount_max', 'text', { inputMode: 'decimal' })}
      <button type="submit" className="btn btn--primary">
        Filtruj
      </button>
    </form>
  );
}
