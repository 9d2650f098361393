import type { PaymentConfigurationInput } from '@zlota/shared/schemas/donation';
import { PAYMENT_MESSAGES } from '@zlota/shared/messages';
import type { Deps } from '../../deps.js';
import { AppError } from '../../libraries/errors.js';
import { recordAudit, type AuditActor } from '../audit/audit-repository.js';
import { charityNotFound, isListed } from '../charities/catalog-use-case.js';
import { findCharity } from '../charities/charities-repository.js';
import { findConfiguration, saveConfiguration } from './payment-configurations-repository.js';

/** Stores a provider and its credentials for a fundraiser (or, with null, the foundation's default). */
export async function setPaymentConfiguration(deps: Deps, actor: AuditActor, charityId: number | null, input: PaymentConfigurationInput) {
  if (charityId !== null && !(await findCharity(deps.db, { id: charityId }))) throw charityNotFound();
  if (input.provider === 'sandbox' && !deps.config.sandboxAllowed) {
    throw new AppError('VALIDATION', 400, PAYMENT_MESSAGES.sandboxInProduction, { provider: PAYMENT_MESSAGES.sandboxInProduction });
  }
  const before = await publicConfiguration(deps, charityId);
  const row = {
    charity_id: charityId,
    provider: input.provider,
    public_config: JSON.stringify('config' in input ? input.config : {}),
    secret_config: deps.secretBox.seal('secrets' in input ? input.secrets : {}),
    updated_at: deps.clock.now(),
  };
  await deps.db.transaction(async (trx) => {
    await saveConfiguration(trx, row);
    // The secrets' names only, never their values: the audit log says that a key was set, not what it is.
    const keysSet = Object.keys('secrets' in input ? input.secrets : {});
    await recordAudit(trx, {
      actor,
      action: 'payment.configuration',
      entity_type: charityId === null ? 'settings' : 'charity',
      entity_id: charityId,
      before: { provider: before.provider, config: before.config, source: before.source },
      after: { provider: input.provider, config: 'config' in input ? input.config : {}, keys_set: keysSet },
    }, row.updated_at);
  });
  return publicConfiguration(deps, charityId);
}

/** What anyone may see: the provider and its public identifiers, never a secret. */
export async function publicConfiguration(deps: Deps, charityId: number | null) {
  const own = charityId === null ? undefined : await findConfiguration(deps.db, charityId);
  const row = own ?? (await findConfiguration(deps.db, null));
  return {
    provider: row?.provider ?? deps.config.paymentProvider,
    config: row ? (JSON.parse(row.public_config) as Record<string, unknown>) : {},
    source: own ? 'charity' : row ? 'foundation' : 'default',
  };
}

export async function charityPaymentConfiguration(deps: Deps, charityId: number) {
  const charity = await findCharity(deps.db, { id: charityId });
  if (!charity || !isListed(charity)) throw charityNotFound();
  const { provider, config } = await publicConfiguration(deps, charityId);
  return { provider, config };
}

export async function paymentMethods(deps: Deps, charityId: number) {
  const charity = await findCharity(deps.db, { id: charityId });
  if (!charity || !isListed(charity)) throw charityNotFound();
  return (await deps.payments.forCharity(deps.db, charityId)).listMethods();
}
