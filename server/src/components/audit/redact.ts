// Secrets never reach the audit log: provider keys, passwords and tokens are replaced before storing.

const SECRET_KEY = /secret|password|passwd|token|api_key|apikey|second_key|crc|hash/i;
export const REDACTED = '[ukryte]';

/** RODO: what stays of a person's data in the entries about them once they are forgotten. */
export const ERASED = '[usunięte]';

/** The value with every field whose key `hidden` names replaced by `mark`, at any depth. */
export function replaceFields(value: unknown, hidden: (key: string) => boolean, mark: string): unknown {
  if (Array.isArray(value)) return value.map((inner) => replaceFields(inner, hidden, mark));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, hidden(key) ? mark : replaceFields(inner, hidden, mark)]),
  );
}

export const redactSecrets = (value: unknown): unknown => replaceFields(value, (key) => SECRET_KEY.test(key), REDACTED);
