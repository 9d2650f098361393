import {
  PAYU_SECRET_KEYS,
  PRZELEWY24_SECRET_KEYS,
  type CharityPaymentConfigurationInput,
  type PaymentConfigurationInput,
} from '@zlota/shared/schemas/donation';
import { PAYMENT_MESSAGES } from '@zlota/shared/messages';
import { sameProviderOrigin } from '@zlota/shared/payment-hosts';
import type { Knex } from 'knex';
import type { Deps } from '../../deps.js';
import { AppError } from '../../libraries/errors.js';
import { isAllowedProviderAddress } from '../../payments/provider-hosts.js';
import { recurringMethodsOf, type ProviderName } from '../../payments/providers/provider.js';
import { recordAudit, type AuditActor } from '../audit/audit-repository.js';
import { charityNotFound, isListed } from '../charities/catalog-use-case.js';
import { findCharity } from '../charities/charities-repository.js';
import { deleteConfiguration, findConfiguration, findConfigurations, saveConfiguration, type ConfigurationRow } from './payment-configurations-repository.js';

/** The write-only keys of each provider. */
export const SECRET_KEYS: Record<ProviderName, readonly string[]> = { sandbox: [], payu: PAYU_SECRET_KEYS, przelewy24: PRZELEWY24_SECRET_KEYS };

export async function requireCharity(deps: Deps, charityId: number | null) {
  if (charityId !== null && !(await findCharity(deps.db, { id: charityId }))) throw charityNotFound();
}

export const auditedEntity = (charityId: number | null) =>
  ({ entity_type: charityId === null ? 'settings' : 'charity', entity_id: charityId }) as const;

/** A change of a configuration in the audit log: what served before and what was asked for, never a secret's value. */
function recordConfigurationChange(trx: Knex, actor: AuditActor, charityId: number | null, before: { provider: string; config: unknown; source: string }, after: Record<string, unknown>, at: number) {
  const entry = { actor, action: 'payment.configuration', ...auditedEntity(charityId), before: { provider: before.provider, config: before.config, source: before.source }, after } as const;
  return recordAudit(trx, entry, at);
}

/** A fundraiser's choice: its own provider, or `default` (none of its own). */
export function chooseCharityConfiguration(deps: Deps, actor: AuditActor, charityId: number, input: CharityPaymentConfigurationInput) {
  return input.provider === 'default' ? useFoundationDefault(deps, actor, charityId) : setPaymentConfiguration(deps, actor, charityId, input);
}

/** Stores a provider and its credentials for a fundraiser (or, with null, the foundation's default). */
export async function setPaymentConfiguration(deps: Deps, actor: AuditActor, charityId: number | null, input: PaymentConfigurationInput) {
  await requireCharity(deps, charityId);
  if (input.provider === 'sandbox' && !deps.config.sandboxAllowed) {
    throw new AppError('VALIDATION', 400, PAYMENT_MESSAGES.sandboxInProduction, { provider: PAYMENT_MESSAGES.sandboxInProduction });
  }
  if (input.provider !== 'sandbox' && !isAllowedProviderAddress(deps.config.paymentHosts, input.provider, input.config.base_url)) {
    const message = input.provider === 'payu' ? PAYMENT_MESSAGES.payuHost : PAYMENT_MESSAGES.przelewy24Host;
    throw new AppError('PAYMENT_HOST_NOT_ALLOWED', 400, message, { 'config.base_url': message });
  }
  const before = await publicConfiguration(deps, charityId);
  const row = {
    charity_id: charityId,
    provider: input.provider,
    public_config: JSON.stringify('config' in input ? input.config : {}),
    secret_config: deps.secretBox.seal(await secretsToSeal(deps, charityId, input)),
    updated_at: deps.clock.now(),
  };
  await deps.db.transaction(async (trx) => {
    await saveConfiguration(trx, row);
    // The names of the secrets typed now, never their values: the audit log says that a key was set, not what it is.
    const after = { provider: input.provider, config: 'config' in input ? input.config : {}, keys_set: Object.keys(typedSecrets(input)) };
    await recordConfigurationChange(trx, actor, charityId, before, after, row.updated_at);
  });
  return publicConfiguration(deps, charityId);
}

/** The fundraiser has no configuration of its own any more: the foundation's default serves it. */
async function useFoundationDefault(deps: Deps, actor: AuditActor, charityId: number) {
  await requireCharity(deps, charityId);
  const before = await publicConfiguration(deps, charityId);
  const now = deps.clock.now();
  await deps.db.transaction(async (trx) => {
    await deleteConfiguration(trx, charityId);
    await recordConfigurationChange(trx, actor, charityId, before, { provider: 'default' }, now);
  });
  return publicConfiguration(deps, charityId);
}

function typedSecrets(input: PaymentConfigurationInput): Record<string, string> {
  const secrets: Record<string, string | undefined> = 'secrets' in input ? input.secrets : {};
  return Object.fromEntries(Object.entries(secrets).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/**
 * Write-only: a secret left empty keeps the one stored for the same provider at the same address (scheme, host and
 * port); a typed one replaces it. A new address asks for every secret again: the stored ones go only where they were
 * typed for.
 */
async function secretsToSeal(deps: Deps, charityId: number | null, input: PaymentConfigurationInput): Promise<Record<string, string>> {
  const stored = await findConfiguration(deps.db, charityId);
  const sameProvider = stored?.provider === input.provider;
  const newAddress = sameProvider && 'config' in input && !sameProviderOrigin(String(storedPublicConfig(stored).base_url), input.config.base_url);
  // Secrets sealed with another APP_SECRET (a copy restored without its key) are asked for again, as at a new address.
  const kept = sameProvider && !newAddress && deps.secretBox.opens(stored.secret_config) ? deps.secretBox.open<Record<string, string>>(stored.secret_config) : {};
  const typed = typedSecrets(input);
  const secrets: Record<string, string> = {};
  const missing: Record<string, string> = {};
  const reason = newAddress ? PAYMENT_MESSAGES.secretsForNewAddress : PAYMENT_MESSAGES.secretRequired;
  for (const key of SECRET_KEYS[input.provider]) {
    const value = typed[key] ?? kept[key];
    if (value) secrets[key] = value;
    else missing[`secrets.${key}`] = reason;
  }
  if (Object.keys(missing).length > 0) throw new AppError(newAddress ? 'PAYMENT_SECRETS_REQUIRED' : 'VALIDATION', 400, reason, missing);
  return secrets;
}

const storedPublicConfig = (row: ConfigurationRow) => JSON.parse(row.public_config) as Record<string, unknown>;

/** The configuration in force: the fundraiser's own, else the foundation's, else none (the server's default provider). */
async function configurationInForce(deps: Deps, charityId: number | null) {
  const { own, foundation } = await findConfigurations(deps.db, charityId);
  const row = own ?? foundation;
  return { row, source: own ? 'charity' : row ? 'foundation' : 'default' } as const;
}

/** What anyone may see: the provider and its public identifiers, never a secret. */
export async function publicConfiguration(deps: Deps, charityId: number | null) {
  const { row, source } = await configurationInForce(deps, charityId);
  return {
    provider: row?.provider ?? deps.config.paymentProvider,
    config: row ? storedPublicConfig(row) : {},
    source,
  };
}

/** At most the last 2 characters, and none of a short secret: enough to tell two keys apart, never to guess one. */
export const maskedHint = (value: string) => `••••••${value.length >= 8 ? value.slice(-2) : ''}`;

function storedSecrets(deps: Deps, row: ConfigurationRow | undefined) {
  if (!row) return {};
  // Sealed with another APP_SECRET: shown as not saved, so that an admin types them again.
  const secrets = deps.secretBox.opens(row.secret_config) ? deps.secretBox.open<Record<string, string>>(row.secret_config) : {};
  return Object.fromEntries(
    SECRET_KEYS[row.provider].map((key) => {
      const value = secrets[key];
      return [key, value ? { set: true, hint: maskedHint(value) } : { set: false, hint: null }];
    }),
  );
}

/** The panel's view: as the public one, plus where it comes from and which secrets are saved (masked, never the value). */
export async function adminPaymentConfiguration(deps: Deps, charityId: number | null) {
  await requireCharity(deps, charityId);
  const { row } = await configurationInForce(deps, charityId);
  return { ...(await publicConfiguration(deps, charityId)), secrets: storedSecrets(deps, row) };
}

export async function charityPaymentConfiguration(deps: Deps, charityId: number) {
  const charity = await findCharity(deps.db, { id: charityId });
  if (!charity || !isListed(charity)) throw charityNotFound();
  const { provider, config } = await publicConfiguration(deps, charityId);
  // Issue 40: "co miesiąc" only where the provider in force charges a stored token by itself (none where donations are off).
  const serving = await deps.payments.forConfiguration(deps.db, charityId);
  return {
    provider,
    config,
    monthly: Boolean(serving?.chargeRecurring),
    monthly_card_token: Boolean(serving?.chargeRecurring && serving.recurringNeedsCardToken),
    monthly_methods: serving ? [...recurringMethodsOf(serving)] : [],
  };
}

export async function paymentMethods(deps: Deps, charityId: number) {
  const charity = await findCharity(deps.db, { id: charityId });
  if (!charity || !isListed(charity)) throw charityNotFound();
  return (await deps.payments.forCharity(deps.db, charityId)).listMethods();
}
