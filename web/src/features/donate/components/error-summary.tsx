import { useEffect, useRef } from 'react';
import { DONATION_FIELDS, FIELD_LABELS, type DonationField, type FieldErrors } from '../logic/donation-form';

interface ErrorSummaryProps {
  errors: FieldErrors;
  general: string[];
  /** The element each field's link leads to. */
  targets: Record<DonationField, string>;
  /** Changes with every rejected attempt: the summary then takes the focus. */
  rejections: number;
}

/** What went wrong, above the form, with a link to every field that needs fixing. */
export function ErrorSummary({ errors, general, targets, rejections }: ErrorSummaryProps) {
  const box = useRef<HTMLDivElement>(null);
  const fields = DONATION_FIELDS.filter((field) => errors[field]);
  const visible = fields.length > 0 || general.length > 0;
  useEffect(() => {
    if (rejections > 0) box.current?.focus();
  }, [rejections]);
  if (!visible) return null;
  const goTo = (field: DonationField) => (event: React.MouseEvent) => {
    event.preventDefault();
    document.getElementById(targets[field])?.focus();
  };
  return (
    <div className="form-error error-summary" role="alert" tabIndex={-1} ref={box} aria-labelledby="donation-errors-title">
      <p className="error-summary__title" id="donation-errors-title">
        {fields.length > 0 ? 'Popraw, proszę, zaznaczone pola:' : 'Nie udało się rozpocząć płatności.'}
      </p>
      {general.map((message) => (
        <p key={message}>{message}</p>
      ))}
      {fields.length > 0 && (
        <ul>
          {fields.map((field) => (
            <li key={field}>
              <a href={`#${targets[field]}`} onClick={goTo(field)}>
                {FIELD_LABELS[field]}: {errors[field]}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
