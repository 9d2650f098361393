// Secrets never reach the audit log: provider keys, passwords and tokens are replaced before storing.

const SECRET_KEY = /secret|password|passwd|token|api_key|apikey|second_key|crc|hash/i;
export const REDACTED = '[ukryte]';

export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, SECRET_KEY.test(key) ? REDACTED : redactSecrets(inner)]),
  );
}
