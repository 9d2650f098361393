import { describe, expect, it } from 'vitest';
import { deepLinkInArguments, parseDeepLink } from './deep-links.js';

describe('deep links', () => {
  it('when a link names an admin screen, then that screen opens', () => {
    expect(parseDeepLink('zlotarybka://admin/charity/12/edit')).toBe('/admin/charity/12/edit');
    expect(parseDeepLink('zlotarybka://admin/payments')).toBe('/admin/payments');
    expect(parseDeepLink('zlotarybka://admin/')).toBe('/admin');
    expect(parseDeepLink('zlotarybka://admin')).toBe('/admin');
    expect(parseDeepLink('ZLOTARYBKA://admin/users/')).toBe('/admin/users');
  });

  it('when a link names anything else, then nothing opens', () => {
    for (const link of [
      'zlotarybka://admin/charity/abc/edit',
      'zlotarybka://admin/charity/0/edit',
      'zlotarybka://admin/../user',
      'zlotarybka://admin/charity/12/edit/../../../etc',
      'zlotarybka://user/charity/12/edit',
      'zlotarybka://evil.example/admin',
      'zlotarybka://x@admin/users',
      'https://admin/users',
      'javascript:alert(1)',
      'zlotarybka://admin/nie-ma-takiego',
      'nie link',
    ]) {
      expect(parseDeepLink(link), link).toBeUndefined();
    }
  });

  it('when Windows or Linux start the app with a link among the arguments, then it is found', () => {
    expect(deepLinkInArguments(['/opt/zlota-rybka/zlota-rybka', '--no-sandbox', 'zlotarybka://admin/needy'])).toBe('/admin/needy');
    expect(deepLinkInArguments(['/opt/app', '--flag'])).toBeUndefined();
  });
});
