// Owns: sandbox_decisions (the built-in sandbox provider's own books: what each donor chose).
import type { Knex } from 'knex';

export type SandboxDecision = 'paid' | 'failed';

export async function findSandboxDecision(db: Knex, guid: string): Promise<SandboxDecision | undefined> {
  return (await db('sandbox_decisions').where({ guid }).first('status'))?.status as SandboxDecision | undefined;
}

/** The first choice stands: a second one changes nothing. */
export async function recordSandboxDecision(db: Knex, guid: string, status: SandboxDecision, now: number): Promise<void> {
  await db('sandbox_decisions').insert({ guid, status, decided_at: now }).onConflict('guid').ignore();
}
