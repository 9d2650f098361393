import { describe, expect, it } from 'vitest';
import { hasCookieConsent } from './cookie-consent.js';

describe('hasCookieConsent', () => {
  it('finds pp-cookies=1 among other cookies, with or without spaces after the semicolons', () => {
    expect(hasCookieConsent('pp-cookies=1')).toBe(true);
    expect(hasCookieConsent('a=1; pp-cookies=1; b=2')).toBe(true);
    expect(hasCookieConsent('a=1;pp-cookies=1')).toBe(true);
  });

  it('does not take a look-alike or another value for consent', () => {
    expect(hasCookieConsent('')).toBe(false);
    expect(hasCookieConsent('pp-cookies=10; xpp-cookies=1')).toBe(false);
    expect(hasCookieConsent('pp-cookies=0')).toBe(false);
  });
});
