import './password-field.css';
import { useState, type ReactNode } from 'react';
import { FieldError } from './field-error';
import { fieldAria } from './fields';

interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  autoComplete: 'current-password' | 'new-password';
  name?: string;
  required?: boolean;
}

/** A password with a show/hide button: people check what they typed, especially on a phone. */
export function PasswordField({ id, label, value, onChange, error, hint, autoComplete, name, required }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <div className="password-field">
        <input
          id={id}
          name={name ?? id}
          type={shown ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          aria-required={required || undefined}
          {...fieldAria({ id, error, hint, label })}
        />
        <button type="button" className="password-field__toggle" aria-controls={id} onClick={() => setShown((now) => !now)}>
          {shown ? 'Ukryj' : 'Pokaż'}
          <span className="visually-hidden"> hasło w polu „{label}”</span>
        </button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
