// Owns: sandbox_recurring_tokens (issue 40: the built-in sandbox provider's own books: the token each consent gave, and
// what the tester chose for the later charges made with it).
import type { Knex } from 'knex';
import { randomUUID } from 'node:crypto';
import type { SandboxChargePlan } from '@zlota/shared/schemas/route-params';
import type { RecurringToken } from '../../payments/providers/provider.js';
import type { SandboxChargeDecision } from '../../payments/providers/sandbox.js';
import { findSandboxDecision, recordSandboxDecision } from './sandbox-decisions-repository.js';


/** The consent given with a first payment's approval: one token per payment, the first choice stands. */
export async function recordSandboxToken(db: Knex, guid: string, plan: SandboxChargePlan, cardExpiry: string | null, now: number): Promise<void> {
  await db('sandbox_recurring_tokens')
    .insert({ token: `sandbox-token-${randomUUID()}`, guid, plan, card_expiry: cardExpiry, charges: 0, created_at: now })
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

/** A later charge with a token, decided once per charge's guid (a repeat gets the same decision, counted once). */
export async function chargeWithSandboxToken(db: Knex, token: string, guid: string, now: number): Promise<SandboxChargeDecision | undefined> {
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
