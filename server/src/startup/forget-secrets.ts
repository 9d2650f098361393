import { recordAudit } from '../components/audit/audit-repository.js';
import { endEverySession } from '../components/auth/sessions-use-case.js';
import { deleteTwoFactor, twoFactorUserIds } from '../components/auth/two-factor-repository.js';
import { allConfigurations, replaceConfigurationSecrets } from '../components/payments/payment-configurations-repository.js';
import { putSetting } from '../components/settings/settings-repository.js';
import type { Deps } from '../deps.js';
import { APP_SECRET_CANARY, sealedCanary } from './app-secret-check.js';

export interface Forgotten {
  two_factor_setups: number;
  payment_configurations: number;
}

/**
 * `npm run forget-secrets`: for a copy whose APP_SECRET is lost. Everything sealed with the old key is cleared: each
 * admin's two-factor set-up (with its recovery codes and sessions: they sign in again and, under REQUIRE_ADMIN_2FA, set
 * it up before anything else) and each payment configuration's credentials (its provider and public identifiers stay;
 * it takes no donations until an admin types the credentials again). The current key's canary is written, all in one
 * transaction, audited with no actor and the command in the note.
 */
export async function forgetSecrets(deps: Pick<Deps, 'db' | 'secretBox' | 'clock'>, via: string): Promise<Forgotten> {
  const now = deps.clock.now();
  return deps.db.transaction(async (trx) => {
    const admins = await twoFactorUserIds(trx);
    for (const userId of admins) {
      await deleteTwoFactor(trx, userId);
      await endEverySession(trx, userId);
    }
    const configurations = await allConfigurations(trx);
    for (const configuration of configurations) await replaceConfigurationSecrets(trx, configuration.id, deps.secretBox.seal({}), now);
    await putSetting(trx, APP_SECRET_CANARY, sealedCanary(deps), now);
    const before = { two_factor_setups: admins.length, payment_configurations: configurations.length };
    await recordAudit(trx, { actor: null, action: 'settings.forget_secrets', entity_type: 'settings', entity_id: null, before, after: { two_factor_setups: 0 }, note: via }, now);
    return before;
  });
}
