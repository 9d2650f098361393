import './form.css';
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { describedBy, FieldError } from './field-error';
import { fieldId, type FieldErrors } from '../../lib/form-errors';

interface Described {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Marks the field as required for assistive technology (the form says which fields are optional). */
  required?: boolean;
}

/** The aria wiring every field shares: invalid state and the ids of its hint and message. */
export function fieldAria({ id, error, hint }: Described, extra?: string) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(hint ? `${id}-hint` : undefined, extra, error ? `${id}-error` : undefined),
  } as const;
}

/**
 * Binds a form's required text fields: each field's id, name, value, message and change handler, from its key.
 * `prefix` namespaces the names and messages when one form holds two sets of the same fields.
 */
export function bindTextFields<F extends string>(form: string, values: Record<F, string>, errors: FieldErrors, onChange: (field: F, value: string) => void, prefix = '') {
  return (field: F) => {
    const name = `${prefix}${field}`;
    return { id: fieldId(form, name), name, value: values[field], onChange: (value: string) => onChange(field, value), error: errors[name], required: true };
  };
}

function Label({ id, label }: Pick<Described, 'id' | 'label'>) {
  return <label htmlFor={id}>{label}</label>;
}

function Hint({ id, hint }: Pick<Described, 'id' | 'hint'>) {
  if (!hint) return null;
  return (
    <p className="field__hint" id={`${id}-hint`}>
      {hint}
    </p>
  );
}

type TextFieldProps = Described &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'required'> & {
    value: string;
    onChange: (value: string) => void;
  };

export function TextField({ id, label, error, hint, required, value, onChange, ...input }: TextFieldProps) {
  return (
    <div className="field">
      <Label id={id} label={label} />
      <Hint id={id} hint={hint} />
      <input id={id} value={value} onChange={(event) => onChange(event.target.value)} aria-required={required || undefined} {...fieldAria({ id, error, hint, label })} {...input} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type TextAreaFieldProps = Described &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange' | 'required'> & {
    value: string;
    onChange: (value: string) => void;
    /** Shown under the field and read with it, e.g. a character counter. */
    after?: ReactNode;
  };

export function TextAreaField({ id, label, error, hint, required, value, onChange, after, ...textarea }: TextAreaFieldProps) {
  return (
    <div className="field">
      <Label id={id} label={label} />
      <Hint id={id} hint={hint} />
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required={required || undefined}
        {...fieldAria({ id, error, hint, label }, after ? `${id}-after` : undefined)}
        {...textarea}
      />
      {after && <div id={`${id}-after`}>{after}</div>}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

interface CheckFieldProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  required?: boolean;
}

export function CheckField({ id, label, checked, onChange, error, required }: CheckFieldProps) {
  return (
    <div className="check-field">
      <div className="check">
        <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-required={required || undefined} {...fieldAria({ id, error, label })} />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type SelectFieldProps = Described & {
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice: nothing is chosen until the person chooses. */
  placeholder?: string;
};

/** A choice from a list, wired like the text fields: label, hint, message. */
export function SelectField({ id, label, error, hint, required, value, onChange, options, placeholder }: SelectFieldProps) {
  return (
    <div className="field">
      <Label id={id} label={label} />
      <Hint id={id} hint={hint} />
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} aria-required={required || undefined} {...fieldAria({ id, error, hint, label })}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
