import { describe, expect, it, vi } from 'vitest';
import { sameProviderOrigin } from '@zlota/shared/payment-hosts';
import { ForbiddenProviderHostError, guardedFetch, isAllowedProviderAddress, isLinkLocal, testHost } from './provider-hosts.js';

// Issue 29 item 2: the one allow-list of hosts a provider's keys may be sent to, and its spellings.

const laptop = { production: false, testHosts: ['127.0.0.1:4010', '[::1]:4020', '169.254.169.254:80'] };
const production = { production: true, testHosts: ['127.0.0.1:4010'] };

describe('the hosts a provider\'s keys may go to', () => {
  it.each([
    ['payu', 'https://secure.payu.com'],
    ['payu', 'https://secure.snd.payu.com/'],
    ['payu', 'https://SECURE.payu.com:443'],
    ['przelewy24', 'https://secure.przelewy24.pl/api/v1'],
    ['przelewy24', 'https://sandbox.przelewy24.pl/api/v1'],
  ] as const)('when %s is given %s, then it is allowed, in production too', (provider, address) => {
    expect(isAllowedProviderAddress(production, provider, address)).toBe(true);
    expect(isAllowedProviderAddress(laptop, provider, address)).toBe(true);
  });

  it.each([
    'http://secure.payu.com',
    'https://secure.payu.com:8443',
    'https://secure.payu.com.evil.example',
    'https://secure.payu.com@evil.example',
    'https://user:pass@secure.payu.com',
    'https://evil.example#@secure.payu.com',
    'https://sandbox.przelewy24.pl',
    'https://169.254.169.254',
    'https://10.0.0.1',
    'ftp://secure.payu.com',
    'not an address',
  ])('when PayU is given %s, then it is refused', (address) => {
    expect(isAllowedProviderAddress(laptop, 'payu', address)).toBe(false);
  });

  it('when PAYMENT_TEST_HOSTS names a stand-in, then it is allowed outside production only, however its address is spelt', () => {
    for (const address of ['http://127.0.0.1:4010', 'http://0x7f.0.0.1:4010/api/v1', 'https://127.0.0.1:4010', 'http://[::1]:4020']) {
      expect(isAllowedProviderAddress(laptop, 'payu', address), address).toBe(true);
      expect(isAllowedProviderAddress(production, 'payu', address), address).toBe(false);
    }
    expect(isAllowedProviderAddress(laptop, 'payu', 'http://127.0.0.1:4011')).toBe(false);
    expect(isAllowedProviderAddress(laptop, 'payu', 'http://127.0.0.1')).toBe(false);
  });

  it('when a link-local or metadata address is named, then it is refused even there, in any spelling', () => {
    for (const address of ['http://169.254.169.254:80', 'http://[::ffff:169.254.169.254]:80', 'http://0xa9fea9fe:80']) {
      expect(isAllowedProviderAddress(laptop, 'payu', address), address).toBe(false);
    }
    expect(['169.254.169.254', '[fe80::1]', '[::ffff:a9fe:a9fe]', 'metadata.google.internal'].map(isLinkLocal)).toEqual([true, true, true, true]);
    expect(['127.0.0.1', '10.0.0.1', 'secure.payu.com'].map(isLinkLocal)).toEqual([false, false, false]);
  });

  it('when a PAYMENT_TEST_HOSTS entry is read, then it is host:port or nothing', () => {
    expect(testHost(' LocalHost:4010 ')).toEqual({ hostname: 'localhost', key: 'localhost:4010' });
    expect(testHost('[::1]:443')).toEqual({ hostname: '[::1]', key: '[::1]:443' });
    for (const entry of ['localhost', 'localhost:0', 'localhost:70000', 'http://localhost:4010', 'a@b:1', 'localhost:4010/x']) expect(testHost(entry), entry).toBeNull();
  });
});

describe('fetch, checked right before each request', () => {
  it('when the host is off the list, then no request is made; on the list, it is made without following redirects', async () => {
    const send = vi.fn(async () => new Response('{}'));
    const guarded = guardedFetch(laptop, 'przelewy24', send);

    await expect(guarded('http://127.0.0.1:9/api/v1/testAccess')).rejects.toBeInstanceOf(ForbiddenProviderHostError);
    expect(send).not.toHaveBeenCalled();

    await guarded('https://sandbox.przelewy24.pl/api/v1/testAccess', { method: 'GET' });
    expect(send).toHaveBeenCalledWith('https://sandbox.przelewy24.pl/api/v1/testAccess', { method: 'GET', redirect: 'manual' });
  });
});

describe('the address the stored keys were typed for', () => {
  it('when only the path or the spelling changes, then it is the same; another scheme, host or port is not', () => {
    expect(sameProviderOrigin('https://secure.snd.payu.com', 'https://SECURE.snd.payu.com:443/api')).toBe(true);
    expect(sameProviderOrigin('http://127.0.0.1:4010/api/v1', 'http://127.0.0.1:4010')).toBe(true);
    expect(sameProviderOrigin('https://secure.snd.payu.com', 'https://secure.payu.com')).toBe(false);
    expect(sameProviderOrigin('http://127.0.0.1:4010', 'http://127.0.0.1:4011')).toBe(false);
    expect(sameProviderOrigin('http://localhost:4010', 'https://localhost:4010')).toBe(false);
    expect(sameProviderOrigin('undefined', 'https://secure.payu.com')).toBe(false);
  });
});
