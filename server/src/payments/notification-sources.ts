import proxyaddr from 'proxy-addr';
import type { ProviderName } from './providers/provider.js';

/**
 * The addresses PayU and Przelewy24 publish as the senders of their notifications (PayU: production 185.68.12.x and
 * sandbox 185.68.14.x; Przelewy24's current and earlier ones). Providers change them now and then: an operator who
 * hears of a new one names the list in PAYMENT_NOTIFICATION_SOURCES instead of `published` until the portal is updated.
 */
export const PUBLISHED_NOTIFICATION_SOURCES: Readonly<Record<Exclude<ProviderName, 'sandbox'>, readonly string[]>> = {
  payu: ['185.68.12.10', '185.68.12.11', '185.68.12.12', '185.68.12.26', '185.68.12.27', '185.68.12.28', '185.68.14.10', '185.68.14.11', '185.68.14.12', '185.68.14.26', '185.68.14.27', '185.68.14.28'],
  przelewy24: ['5.252.202.254', '5.252.202.255', '20.215.81.124', '91.216.191.181', '91.216.191.182', '91.216.191.183', '91.216.191.184', '91.216.191.185'],
};

/** Off (any sender, the signature decides), each provider's published senders, or one list for every provider. */
export type NotificationSources = undefined | 'published' | readonly string[];

export const NOTIFICATION_SOURCES_HELP =
  'oczekiwano published (adresy ogłoszone przez operatorów) albo adresów IP i podsieci oddzielonych przecinkami, np. 185.68.12.10,5.252.202.254';

/** PAYMENT_NOTIFICATION_SOURCES as the portal reads it; `null` for what it cannot read. */
export function parseNotificationSources(value: string): NotificationSources | null {
  if (value.trim() === 'published') return 'published';
  const list = value.split(',').map((entry) => entry.trim());
  if (list.some((entry) => entry === '')) return null;
  try {
    proxyaddr.compile(list);
  } catch {
    return null;
  }
  return list;
}

/**
 * Whether a notification may come from this address (the client's, as TRUST_PROXY reads it). The sandbox's
 * notifications come from the portal itself and are never limited; with the setting off, nobody's are.
 */
export function notificationSourceCheck(sources: NotificationSources): (provider: string, address: string | undefined) => boolean {
  if (sources === undefined) return () => true;
  const compiled = new Map(
    Object.entries(PUBLISHED_NOTIFICATION_SOURCES).map(([provider, published]) => [provider, proxyaddr.compile([...(sources === 'published' ? published : sources)])]),
  );
  return (provider, address) => {
    const allows = compiled.get(provider);
    return !allows || (address !== undefined && allows(address.replace(/^::ffff:/, ''), 0));
  };
}
