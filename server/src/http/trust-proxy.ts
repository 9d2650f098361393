import proxyaddr from 'proxy-addr';

/** Express's `trust proxy` setting, as its documentation gives the kinds of value. */
export type TrustProxy = boolean | number | string[];

export const TRUST_PROXY_HELP =
  'oczekiwano liczby pośredników (np. 1), true/false albo listy adresów i podsieci oddzielonych przecinkami ' +
  '(np. 10.0.0.1, 192.168.0.0/16, loopback, linklocal, uniquelocal)';

/**
 * TRUST_PROXY read as Express documents `trust proxy`: a whole number is the count of proxy hops to trust,
 * `true`/`false` trust every hop or none, anything else a comma-separated list of addresses, subnets and the
 * names `loopback`, `linklocal`, `uniquelocal`. Express itself would read "1" as an address (so every client
 * behind the proxy shares the proxy's address); this reads it as one hop. `undefined` for what it cannot read.
 */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const text = value.trim();
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text.split(',').map((entry) => entry.trim());
  if (list.some((entry) => entry === '')) return undefined;
  try {
    proxyaddr.compile(list); // Express's own reading: throws on an address or subnet it does not understand
  } catch {
    return undefined;
  }
  return list;
}
