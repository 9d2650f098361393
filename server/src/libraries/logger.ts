import { pino, type Logger } from 'pino';

export type { Logger };

/** Paths that must never reach a log line: credentials, tokens and cookies. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'password',
  'password_confirmation',
  'access_token',
  'token',
  '*.password',
  '*.access_token',
  '*.token',
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: '[ukryte]' } }, destination);
}
