import { describe, expect, it } from 'vitest';
import { isTrustedSender } from './ipc-guard.js';

const own = { frameUrl: 'app://zlota-rybka/admin/payments', isMainFrame: true, isOwnWindow: true };

describe('IPC sender check', () => {
  it('when the app’s own window sends from its top frame, then main answers', () => {
    expect(isTrustedSender(own)).toBe(true);
  });

  it('when an iframe, another page, a gone frame or a foreign window sends, then main refuses', () => {
    expect(isTrustedSender({ ...own, isMainFrame: false })).toBe(false);
    expect(isTrustedSender({ ...own, frameUrl: 'https://evil.example/' })).toBe(false);
    expect(isTrustedSender({ ...own, frameUrl: 'app://zlota-rybka.evil/admin' })).toBe(false);
    expect(isTrustedSender({ ...own, frameUrl: 'file:///tmp/a.html' })).toBe(false);
    expect(isTrustedSender({ ...own, frameUrl: null })).toBe(false);
    expect(isTrustedSender({ ...own, isOwnWindow: false })).toBe(false);
  });
});
