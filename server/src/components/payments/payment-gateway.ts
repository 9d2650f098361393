import type { Knex } from 'knex';
import { API_MESSAGES } from '@zlota/shared/messages';
import type { Config } from '../../config.js';
import { AppError } from '../../libraries/errors.js';
import type { SecretBox } from '../../libraries/secret-box.js';
import { guardedFetch } from '../../payments/provider-hosts.js';
import { createPayuProvider } from '../../payments/providers/payu.js';
import type { PaymentProvider } from '../../payments/providers/provider.js';
import { createPrzelewy24Provider } from '../../payments/providers/przelewy24.js';
import { createSandboxProvider } from '../../payments/providers/sandbox.js';
import { findConfigurations, type ConfigurationRow } from './payment-configurations-repository.js';
import { findSandboxDecision } from './sandbox-decisions-repository.js';
import { chargeWithSandboxToken, sandboxTokenOf } from './sandbox-tokens-repository.js';

/** Which provider serves which fundraiser: its own configuration, else the foundation's default. */
export interface PaymentGateway {
  forCharity(db: Knex, charityId: number): Promise<PaymentProvider>;
  /** The provider a fundraiser's (or, with null, the foundation's) configuration names; none where donations are off. */
  forConfiguration(db: Knex, charityId: number | null): Promise<PaymentProvider | undefined>;
  /** The provider a payment was made with, even if the fundraiser has changed providers since. */
  forPayment(db: Knex, payment: { charity_id: number; provider: string }): Promise<PaymentProvider | undefined>;
  readonly sandbox: PaymentProvider;
  readonly sandboxSecret: string;
}

export function createPaymentGateway(options: { config: Config; db: Knex; secretBox: SecretBox }): PaymentGateway {
  const { config, secretBox } = options;
  const sandboxSecret = secretBox.derive('sandbox-notifications');
  const sandbox = createSandboxProvider({
    secret: sandboxSecret,
    decisionOf: (guid) => findSandboxDecision(options.db, guid),
    tokenOf: (guid) => sandboxTokenOf(options.db, guid),
    chargeWith: (charge) => chargeWithSandboxToken(options.db, charge, Date.now()),
    get publicUrl() {
      return config.publicUrl;
    },
  });
  // Every request an adapter makes passes the host allow-list first (provider-hosts.ts), whatever row built it.
  // One adapter per saved configuration, so PayU's OAuth token is reused between payments. The
  // sealed secret differs on every save (a fresh IV), so a new save never meets an old adapter.
  const built = new Map<number, { version: string; provider: PaymentProvider }>();

  function build(row: ConfigurationRow): PaymentProvider | undefined {
    const version = `${row.provider}:${row.public_config}:${row.secret_config}`;
    const cached = built.get(row.id);
    if (cached?.version === version) return cached.provider;
    const pub = JSON.parse(row.public_config) as Record<string, string | number>;
    const secrets = secretBox.open<Record<string, string>>(row.secret_config);
    // Cleared by `npm run forget-secrets`: no donations through it until an admin types the credentials again.
    if (row.provider !== 'sandbox' && Object.keys(secrets).length === 0) return undefined;
    const provider =
      row.provider === 'payu'
        ? createPayuProvider({
            posId: String(pub.pos_id),
            clientId: String(pub.client_id),
            baseUrl: String(pub.base_url),
            clientSecret: secrets.client_secret!,
            secondKey: secrets.second_key!,
          }, { fetch: guardedFetch(config.paymentHosts, 'payu') })
        : row.provider === 'przelewy24'
          ? createPrzelewy24Provider({
              merchantId: Number(pub.merchant_id),
              posId: Number(pub.pos_id),
              baseUrl: String(pub.base_url),
              apiKey: secrets.api_key!,
              crc: secrets.crc!,
            }, { fetch: guardedFetch(config.paymentHosts, 'przelewy24') })
          : sandbox;
    built.set(row.id, { version, provider });
    return provider;
  }

  async function configured(db: Knex, charityId: number | null): Promise<PaymentProvider | undefined> {
    const { own, foundation } = await findConfigurations(db, charityId);
    const row = own ?? foundation;
    const provider = row ? build(row) : config.paymentProvider === 'sandbox' ? sandbox : undefined;
    // A sandbox row saved before production forbade it still takes no donations there.
    return provider === sandbox && !config.sandboxAllowed ? undefined : provider;
  }

  return {
    sandbox,
    sandboxSecret,
    async forCharity(db, charityId) {
      const provider = await configured(db, charityId);
      if (!provider) throw new AppError('PAYMENTS_UNAVAILABLE', 503, API_MESSAGES.paymentsUnavailable);
      return provider;
    },
    forConfiguration: configured,
    async forPayment(db, payment) {
      if (payment.provider === 'sandbox') return config.sandboxAllowed ? sandbox : undefined;
      const { own, foundation } = await findConfigurations(db, payment.charity_id);
      for (const row of [own, foundation]) {
        if (row?.provider === payment.provider) return build(row);
      }
      return undefined;
    },
  };
}
