import type { Knex } from 'knex';
import { PROVIDER_NAMES, type ProviderName } from '../../payments/providers/provider.js';
import { countRejection } from './notification-rejections-repository.js';

/** Why a notification was refused: a fixed list, so the counters stay a handful of rows a day. */
export type RejectionReason =
  | 'unknown_provider'
  | 'unknown_payment'
  | 'bad_signature'
  | 'malformed'
  | 'guid_mismatch'
  | 'amount_mismatch'
  | 'not_confirmed'
  | 'unknown_refund'
  | 'too_large'
  | 'not_json'
  | 'unknown_source';

export const isProviderName = (name: string): name is ProviderName => (PROVIDER_NAMES as readonly string[]).includes(name);

/** A made-up provider name in the path is counted as 'unknown', never under its own name. */
const providerForCounting = (name: string): string => (isProviderName(name) ? name : 'unknown');

const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10);

/** Counts a refused notification of the provider named in its path; its body is not kept. */
export function recordRejection(db: Knex, providerName: string, reason: RejectionReason, now: number): Promise<void> {
  return countRejection(db, { provider: providerForCounting(providerName), reason, day: utcDay(now) });
}
