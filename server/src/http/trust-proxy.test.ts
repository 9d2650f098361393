import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './trust-proxy.js';

describe('TRUST_PROXY read as Express documents trust proxy', () => {
  it.each([
    ['1', 1],
    ['0', 0],
    [' 2 ', 2],
    ['true', true],
    ['false', false],
    ['loopback', ['loopback']],
    ['loopback, uniquelocal', ['loopback', 'uniquelocal']],
    ['10.0.0.1,192.168.0.0/16', ['10.0.0.1', '192.168.0.0/16']],
    ['::1, fe80::/10, linklocal', ['::1', 'fe80::/10', 'linklocal']],
    ['10.0.0.0/255.0.0.0', ['10.0.0.0/255.0.0.0']],
  ])('when TRUST_PROXY is %j, then Express gets %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['yes', '1.5', '-1', 'proxy.example', '10.0.0.300', '10.0.0.0/33', 'loopback,', 'loopback,,10.0.0.1', 'localhost'])(
    'when TRUST_PROXY is %j, then it is refused',
    (value) => {
      expect(parseTrustProxy(value)).toBeUndefined();
    },
  );
});
