// Owns: sandbox_recurring_tokens (issue 40: the built-in sandbox provider's own books: the token each consent gave, a
// card's (sandbox-token-…) or a recurring BLIK alias (sandbox-blik-…), and what the tester chose for the later charges).
import type { Knex } from 'knex';
import { randomUUID } from 'node:crypto';
import type { SandboxChargePlan } from '@zlota/shared/schemas/route-params';
import type { RecurringMethod } from '@zlota/shared/schemas/recurring';
import type { RecurringToken } from '../../payments/providers/provider.js';
import type { SandboxChargeDecision } from '../../payments/providers/sandbox.js';
import { findSandboxDecision, recordSandboxDecision } from './sandbox-decisions-repository.js';


/** What kind of token the sandbox gave, by the prefix it gives each kind. */
const TOKEN_PREFIX: Record<RecurringMethod, string> = { card: 'sandbox-token-', blik: 'sandbox-blik-' };

/** The consent given with a first payment's approval: one token per payment, the first choice stands. */
export async function recordSandboxToken(
  db: Knex,
  consent: { guid: string; method: RecurringMethod; plan: SandboxChargePlan; cardExpiry: string | null },
  now: number,
): Promise<void> {
  const { guid, method, plan, cardExpiry } = consent;
  await db('sandbox_recurring_tokens')
    .insert({ token: `${TOKEN_PREFIX[method]}${randomUUID()}`, guid, plan, card_expiry: cardExpiry, charges: 0, created_at: now })
    .onConflict('guid')
    .ignore();
}

/** The token a consent gave, and the card's expiry (YYYY-MM) the tester set with it. */
export async function sandboxTokenOf(db: Knex, guid: string): Promise<RecurringToken | undefined> {
  const row = (await db('sandbox_recurring_tokens').where({ guid }).first('token', 'card_expiry')) as { token: string; card_expiry: string | null } | undefined;
  return row ? { token: row.token, cardExpiry: row.card_expiry ?? null } : undefined;
}

const decide = (plan: SandboxChargePlan, charge: number): SandboxChargeDecision =>
  plan === 'fail_twice' ? (charge <= 2 ? 'failed' : 'paid') : plan;

/**
 * A later charge with a token, decided once per charge's guid (a repeat gets the same decision, counted once);
 * undefined for a token the sandbox never gave, or one of the other kind (a card charge with a BLIK alias).
 */
export async function chargeWithSandboxToken(db: Knex, charge: { token: string; method: RecurringMethod; guid: string }, now: number): Promise<SandboxChargeDecision | undefined> {
  const { token, method, guid } = charge;
  if (!token.startsWith(TOKEN_PREFIX[method])) return undefined;
  const decided = await findSandboxDecision(db, guid);
  if (decided) return decided;
  return db.transaction(async (trx) => {
    const row = (await trx('sandbox_recurring_tokens').where({ token }).first('plan', 'charges')) as { plan: SandboxChargePlan; charges: number } | undefined;
    if (!row) return undefined;
    const decision = decide(row.plan, Number(row.charges) + 1);
    await trx('sandbox_recurring_tokens').where({ token }).increment('charges', 1);
    if (decision !== 'reauthorise') await recordSandboxDecision(trx, guid, decision, now);
    return decision;
  });
}
