import './form.css';
import { useEffect, useRef } from 'react';

export interface ErrorSummaryItem {
  /** The id of the element the link leads to. */
  target: string;
  label: string;
  message: string;
}

interface ErrorSummaryProps {
  /** The fields that need fixing, in the order they stand on the form. */
  items: ErrorSummaryItem[];
  general: string[];
  /** The heading when no field is wrong, only the whole form. */
  generalTitle: string;
  id: string;
  /** Changes with every rejected attempt: the summary then takes the focus. */
  rejections: number;
}

/** What went wrong, above the form, with a link to every field that needs fixing. */
export function ErrorSummary({ items, general, generalTitle, id, rejections }: ErrorSummaryProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (rejections > 0) box.current?.focus();
  }, [rejections]);
  if (items.length === 0 && general.length === 0) return null;
  const goTo = (target: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    document.getElementById(target)?.focus();
  };
  return (
    <div className="form-error error-summary" role="alert" tabIndex={-1} ref={box} aria-labelledby={id}>
      <p className="error-summary__title" id={id}>
        {items.length > 0 ? 'Popraw, proszę, zaznaczone pola:' : generalTitle}
      </p>
      {general.map((message) => (
        <p key={message}>{message}</p>
      ))}
      {items.length > 0 && (
        <ul>
          {items.map((item) => (
            <li key={item.target}>
              <a href={`#${item.target}`} onClick={goTo(item.target)}>
                {item.label}: {item.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
