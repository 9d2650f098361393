// Where a payment provider's credentials may go (issue 29 item 2): the provider's own hosts, production and sandbox.
// Any other host only when the server's PAYMENT_TEST_HOSTS names it (a local stand-in), never in production.

/** Over https, on the default port: the hosts PayU and Przelewy24 publish for their REST APIs. */
export const PROVIDER_HOSTS = {
  payu: { production: 'secure.payu.com', sandbox: 'secure.snd.payu.com' },
  przelewy24: { production: 'secure.przelewy24.pl', sandbox: 'sandbox.przelewy24.pl' },
} as const;

export type NetworkProviderName = keyof typeof PROVIDER_HOSTS;

/** The address the form suggests: the provider's sandbox, with the path its REST API lives under. */
export const PROVIDER_SANDBOX_URLS: Record<NetworkProviderName, string> = {
  payu: `https://${PROVIDER_HOSTS.payu.sandbox}`,
  przelewy24: `https://${PROVIDER_HOSTS.przelewy24.sandbox}/api/v1`,
};

const ORIGIN = /^(https?):\/\/([^/?#@\s]+?)(?::(\d+))?(?=[/?#]|$)/i;
const DEFAULT_PORTS: Record<string, string> = { https: '443', http: '80' };

/** scheme://host:port of an address, lower case, the default port spelt out; null when it is not http(s). */
export function providerOrigin(address: string): string | null {
  const match = ORIGIN.exec(address.trim());
  if (!match) return null;
  const scheme = match[1]!.toLowerCase();
  return `${scheme}://${match[2]!.toLowerCase()}:${match[3] ?? DEFAULT_PORTS[scheme]!}`;
}

/**
 * The stored secrets were entered for one provider address; a save that changes the scheme, host or port asks for
 * them again, so that they are never sent where they were not typed for. A change of path alone keeps them.
 */
export function sameProviderOrigin(stored: string, typed: string): boolean {
  const before = providerOrigin(stored);
  return before !== null && before === providerOrigin(typed);
}
