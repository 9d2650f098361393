import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { manualDonationSchema } from '@zlota/shared/schemas/donation';
import type { manualDonationRecordedSchema } from '@zlota/shared/schemas/payment-views';
import { CURRENCY } from '@zlota/shared/constants';
import type { Deps } from '../../deps.js';
import { recordAudit } from '../audit/audit-repository.js';
import { charityNotFound } from '../charities/catalog-use-case.js';
import { addToCollected, findCharity } from '../charities/charities-repository.js';
import type { UserRow } from '../users/users-repository.js';
import { insertPayment } from './payments-repository.js';

/** An offline donation (bank transfer, cash) an admin records: paid at once, marked manual, counted once. */
export async function recordManualDonation(deps: Deps, admin: UserRow, charityId: number, input: z.output<typeof manualDonationSchema>) {
  const guid = randomUUID();
  const now = deps.clock.now();
  await deps.db.transaction(async (trx) => {
    if (!(await findCharity(trx, { id: charityId }))) throw charityNotFound();
    await insertPayment(trx, {
      guid,
      charity_id: charityId,
      amount: input.amount,
      currency: CURRENCY,
      provider: 'manual',
      method: input.method,
      status: 'paid',
      donor_name: input.donor_name,
      donor_email: null,
      anonymous: input.anonymous,
      hide_amount: false,
      message: null,
      note: `${input.note} (zapisał: ${admin.email})`,
      user_id: null,
      idempotency_key: null,
      created_at: now,
      paid_at: now,
    });
    await addToCollected(trx, charityId, input.amount);
    await recordAudit(trx, {
      actor: admin,
      action: 'payment.manual_donation',
      entity_type: 'charity',
      entity_id: charityId,
      after: { guid, amount_grosze: input.amount, method: input.method, donor_name: input.donor_name, anonymous: input.anonymous },
      note: input.note,
    }, now);
  });
  return { guid, status: 'paid' } satisfies z.output<typeof manualDonationRecordedSchema>;
}
