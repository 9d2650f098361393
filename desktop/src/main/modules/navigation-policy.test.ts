import { describe, expect, it } from 'vitest';
import { decideNavigation, decideWindowOpen, isAppUrl, isPortalUrl, isSafeExternalUrl, normalizeServerUrl } from './navigation-policy.js';

const server = 'https://zbiorki.zlotarybka.pl';

describe('navigation policy', () => {
  it('when a link stays on the app’s own pages, then the window may follow it', () => {
    expect(decideNavigation('app://zlota-rybka/admin/users')).toBe('allow');
    expect(decideNavigation('app://zlota-rybka/admin/charity/12/edit?x=1#y')).toBe('allow');
  });

  it('when a host only looks like the app or the portal, then it is neither', () => {
    expect(isAppUrl('app://zlota-rybka.evil/admin')).toBe(false);
    expect(isAppUrl('app://user@zlota-rybka/admin')).toBe(false);
    expect(isAppUrl('apps://zlota-rybka/admin')).toBe(false);
    expect(isPortalUrl('https://zbiorki.zlotarybka.pl.evil.example/admin', server)).toBe(false);
    expect(isPortalUrl('https://zbiorki.zlotarybka.pl:444/admin', server)).toBe(false);
    expect(isPortalUrl('http://zbiorki.zlotarybka.pl/admin', server)).toBe(false);
  });

  it('when a link leaves for another https site, then it opens in the system browser, and the portal too is not shown inside', () => {
    expect(decideNavigation('https://www.przelewy24.pl')).toBe('open-externally');
    expect(decideNavigation(`${server}/admin`)).toBe('open-externally');
  });

  it('when a link uses http, mail, file, javascript or data URLs, then it is denied', () => {
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'data:text/html,<b>x</b>', 'http://example.com', 'mailto:a@b.pl', 'nie-url', 'https://u:p@example.com']) {
      expect(decideNavigation(url), url).toBe('deny');
      expect(isSafeExternalUrl(url), url).toBe(false);
    }
  });

  it('never opens a new window inside the app', () => {
    expect(decideWindowOpen('https://zlotarybka.pl/regulamin')).toBe('open-externally');
    expect(decideWindowOpen('app://zlota-rybka/admin')).toBe('deny');
    expect(decideWindowOpen('javascript:alert(1)')).toBe('deny');
  });

  it('when staff type a server address, then only a clean http(s) origin is kept', () => {
    expect(normalizeServerUrl(' https://zbiorki.zlotarybka.pl/admin ')).toBe(server);
    expect(normalizeServerUrl('https://user:pass@zbiorki.zlotarybka.pl')).toBeUndefined();
    expect(normalizeServerUrl('file:///tmp')).toBeUndefined();
    expect(normalizeServerUrl('zbiorki')).toBeUndefined();
  });
});
