import { API_MESSAGES, PAYMENT_MESSAGES } from '@zlota/shared/messages';
import type { Deps } from '../../deps.js';
import { ProviderError, type PaymentProvider } from '../../payments/providers/provider.js';
import { recordAudit, type AuditActor } from '../audit/audit-repository.js';
import { auditedEntity, publicConfiguration, requireCharity } from './configuration-use-case.js';

/** "Sprawdź połączenie": the stored credentials are put to the provider; the answer is ok or a Polish reason. */
export async function checkPaymentConnection(deps: Deps, actor: AuditActor, charityId: number | null) {
  await requireCharity(deps, charityId);
  const { provider: name } = await publicConfiguration(deps, charityId);
  const provider = await deps.payments.forConfiguration(deps.db, charityId);
  const result = provider ? await ask(deps, provider) : { ok: false, message: API_MESSAGES.paymentsUnavailable };
  // The fact and the result only: nothing here holds a secret.
  await deps.db.transaction((trx) =>
    recordAudit(trx, { actor, action: 'payment.connection_check', ...auditedEntity(charityId), after: { provider: name, ...result } }, deps.clock.now()),
  );
  return { provider: name, ...result };
}

/**
 * Every failure answers the same words: a closed port, a port that answers but is not the provider, a timeout and
 * refused keys look alike, so the check tells nothing about a host's ports. The provider's own reason goes to the log.
 */
async function ask(deps: Deps, provider: PaymentProvider): Promise<{ ok: boolean; message: string }> {
  try {
    await provider.checkConnection();
    return { ok: true, message: PAYMENT_MESSAGES.connectionOk };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    deps.logger.warn({ provider: provider.name, detail: error.detail }, 'Sprawdzenie połączenia z operatorem płatności nie powiodło się');
    return { ok: false, message: PAYMENT_MESSAGES.connectionFailed };
  }
}
