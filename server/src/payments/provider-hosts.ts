// The one allow-list of hosts a provider's credentials may be sent to (issue 29 item 2). Used when a configuration
// is saved, and again right before every request to a provider, so that a row stored before the list existed (or
// changed in the database by hand) cannot reach any other host either.
import { BlockList, isIP } from 'node:net';
import { PROVIDER_HOSTS, type NetworkProviderName } from '@zlota/shared/payment-hosts';
import type { HttpFetch } from './providers/provider.js';

export interface ProviderHostSettings {
  /** NODE_ENV=production: the providers' own hosts only. */
  production: boolean;
  /** PAYMENT_TEST_HOSTS, as `host:port` keys (see hostKey). */
  testHosts: readonly string[];
}

/** Link-local, where cloud metadata services answer (169.254.169.254), IPv4 and IPv6. */
const LINK_LOCAL = new BlockList();
LINK_LOCAL.addSubnet('169.254.0.0', 16, 'ipv4');
LINK_LOCAL.addSubnet('fe80::', 10, 'ipv6');
const METADATA_NAMES = /^(metadata|metadata\.google\.internal|instance-data)\.?$/i;

/** A link-local address or a metadata service's name: refused even where PAYMENT_TEST_HOSTS names it. */
export function isLinkLocal(hostname: string): boolean {
  const address = hostname.replace(/^\[|\]$/g, '');
  const family = isIP(address);
  return METADATA_NAMES.test(address) || (family !== 0 && LINK_LOCAL.check(address, family === 4 ? 'ipv4' : 'ipv6'));
}

/** `host:port` as the WHATWG URL parser writes the host (lower case, IPv4 in dotted form, IPv6 in brackets). */
function hostKey(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : url.protocol === 'http:' ? '80' : '');
  return `${url.hostname}:${port}`;
}

/** One PAYMENT_TEST_HOSTS entry: its host and its key, or null when it is not `host:port`. */
export function testHost(entry: string): { hostname: string; key: string } | null {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):(\d{1,5})$/i.exec(entry.trim());
  if (!match || Number(match[2]) < 1 || Number(match[2]) > 65_535) return null;
  const url = parse(`https://${match[1]}:${match[2]}`);
  return url ? { hostname: url.hostname, key: hostKey(url) } : null;
}

function parse(address: string): URL | null {
  try {
    return new URL(address);
  } catch {
    return null;
  }
}

/**
 * May the credentials of `provider` be sent to `address`? Yes for the provider's own production and sandbox hosts
 * over https on the default port. Outside production also for a host PAYMENT_TEST_HOSTS names (a local stand-in),
 * unless it is link-local or a metadata service. Nothing else, whatever the scheme, port or user info.
 */
export function isAllowedProviderAddress(settings: ProviderHostSettings, provider: NetworkProviderName, address: string): boolean {
  const url = parse(address);
  if (!url || url.username || url.password || (url.protocol !== 'https:' && url.protocol !== 'http:')) return false;
  const own: readonly string[] = Object.values(PROVIDER_HOSTS[provider]);
  if (url.protocol === 'https:' && url.port === '' && own.includes(url.hostname)) return true;
  if (settings.production || isLinkLocal(url.hostname)) return false;
  return settings.testHosts.includes(hostKey(url));
}

/** The provider's host is not on the list: the request is never made. */
export class ForbiddenProviderHostError extends Error {
  constructor(readonly provider: NetworkProviderName) {
    super(`Adres operatora ${provider} nie jest na liście dozwolonych: żądanie nie zostało wysłane`);
    this.name = 'ForbiddenProviderHostError';
  }
}

/**
 * fetch, checked right before each request: a host off the list is refused without a connection, and a redirect is
 * never followed (its target would be unchecked); an adapter reads a refusal as an unreachable provider.
 */
export function guardedFetch(settings: ProviderHostSettings, provider: NetworkProviderName, send: HttpFetch = fetch): HttpFetch {
  return (input, init) => {
    const address = input instanceof Request ? input.url : String(input);
    if (!isAllowedProviderAddress(settings, provider, address)) return Promise.reject(new ForbiddenProviderHostError(provider));
    return send(input, { ...init, redirect: 'manual' });
  };
}

/**
 * Issue 40: where the donor's browser may load PayU's JS SDK and Secure Form's frames from (the page's CSP script-src
 * and frame-src): the origins a PayU configuration may name, PayU's production and sandbox hosts over https and,
 * outside production, the hosts PAYMENT_TEST_HOSTS names (a local stand-in; `host:port`, on the page's own scheme).
 */
export function payuCardFormSources(settings: ProviderHostSettings): string[] {
  const own = Object.values(PROVIDER_HOSTS.payu).map((host) => `https://${host}`);
  return settings.production ? own : [...own, ...settings.testHosts];
}
