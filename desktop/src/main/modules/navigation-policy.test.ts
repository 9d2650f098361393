import { describe, expect, it } from 'vitest';
import { decideNavigation, decideWindowOpen, isPortalUrl, normalizeServerUrl } from './navigation-policy.js';

const server = 'https://zbiorki.zlotarybka.pl';

describe('navigation policy', () => {
  it('when a link stays on the portal, then the window may follow it', () => {
    expect(decideNavigation(`${server}/admin/users`, server)).toBe('allow');
  });

  it('when a host only looks like the portal, then it is not the portal', () => {
    expect(isPortalUrl('https://zbiorki.zlotarybka.pl.evil.example/admin', server)).toBe(false);
    expect(isPortalUrl('https://zbiorki.zlotarybka.pl:444/admin', server)).toBe(false);
    expect(isPortalUrl('http://zbiorki.zlotarybka.pl/admin', server)).toBe(false);
  });

  it('when a link leaves for another https site or e-mail, then it opens in the system browser', () => {
    expect(decideNavigation('https://www.przelewy24.pl', server)).toBe('open-externally');
    expect(decideNavigation('mailto:biuro@zlotarybka.pl', server)).toBe('open-externally');
  });

  it('when a link uses file, javascript or data URLs, then it is denied', () => {
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'data:text/html,<b>x</b>', 'http://example.com', 'nie-url']) {
      expect(decideNavigation(url, server)).toBe('deny');
    }
  });

  it('never opens a new window inside the app', () => {
    expect(decideWindowOpen(`${server}/regulamin`, server)).toBe('open-externally');
    expect(decideWindowOpen('javascript:alert(1)', server)).toBe('deny');
  });

  it('when staff type a server address, then only a clean http(s) origin is kept', () => {
    expect(normalizeServerUrl(' https://zbiorki.zlotarybka.pl/admin ')).toBe(server);
    expect(normalizeServerUrl('https://user:pass@zbiorki.zlotarybka.pl')).toBeUndefined();
    expect(normalizeServerUrl('file:///tmp')).toBeUndefined();
    expect(normalizeServerUrl('zbiorki')).toBeUndefined();
  });
});
