/** A form's messages by field key: `title`, `needy.city`, `user.email`. */
export type FieldErrors = Partial<Record<string, string>>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** Zod's issues as one message per field (the first), keyed by the dotted path. */
export function issuesToFieldErrors(issues: readonly Issue[], prefix?: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = [prefix, ...issue.path.map(String)].filter((part) => part !== undefined && part !== '').join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The first field, in the order they appear on screen, that has a message. */
export function firstInvalid(order: readonly string[], errors: FieldErrors): string | undefined {
  return order.find((key) => errors[key]);
}

/** Only the errors of keys under `prefix.` (the prefix removed): a part of a multi-part form. */
export function errorsUnder(prefix: string, errors: FieldErrors): FieldErrors {
  const start = `${prefix}.`;
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key.startsWith(start)).map(([key, message]) => [key.slice(start.length), message]));
}

/** A DOM id for a field key: `charity` + `needy.city` → `charity-needy-city`. */
export const fieldId = (form: string, key: string) => `${form}-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** Moves the focus to a field, so the keyboard and the screen reader land on what needs fixing. */
export function focusField(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  element.focus();
  element.scrollIntoView?.({ block: 'center' });
}

interface NestedErrors {
  [key: string]: unknown;
}

/** react-hook-form's nested errors (`needy.city.message`) as one message per dotted field key. */
export function flattenErrors(errors: NestedErrors, prefix = ''): FieldErrors {
  const flat: FieldErrors = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const { message } = value as { message?: unknown };
    if (typeof message === 'string') flat[path] = message;
    else Object.assign(flat, flattenErrors(value as NestedErrors, path));
  }
  return flat;
}

/** The toast of a form sent with wrong fields; each field says what is wrong beside it. */
export const INVALID_FORM_MESSAGE = 'Popraw zaznaczone pola formularza.';
