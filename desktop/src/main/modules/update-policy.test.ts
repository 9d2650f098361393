import { describe, expect, it } from 'vitest';
import { installQuestion, isUpdateCheckDue, UPDATE_CHECK_INTERVAL_MS, updateFeedUrl } from './update-policy.js';

const server = 'https://zbiorki.zlotarybka.pl';
const now = Date.UTC(2026, 10, 25, 12);

describe('update policy', () => {
  it('when the app starts, then it checks; then again only after 6 hours', () => {
    expect(isUpdateCheckDue({ enabled: true, serverUrl: server, lastCheckAt: null, now })).toBe(true);
    expect(isUpdateCheckDue({ enabled: true, serverUrl: server, lastCheckAt: now - UPDATE_CHECK_INTERVAL_MS + 1000, now })).toBe(false);
    expect(isUpdateCheckDue({ enabled: true, serverUrl: server, lastCheckAt: now - UPDATE_CHECK_INTERVAL_MS, now })).toBe(true);
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(6 * 60 * 60 * 1000);
  });

  it('when the admin switched checks off, or no server is chosen yet, then it never checks', () => {
    expect(isUpdateCheckDue({ enabled: false, serverUrl: server, lastCheckAt: null, now })).toBe(false);
    expect(isUpdateCheckDue({ enabled: true, serverUrl: null, lastCheckAt: null, now })).toBe(false);
  });

  it('reads the update files from the chosen server and asks before installing, "later" by default', () => {
    expect(updateFeedUrl(`${server}/`)).toBe(`${server}/desktop-updates/`);
    const question = installQuestion('1.2.0');
    expect(question.message).toContain('1.2.0');
    expect(question.buttons[question.defaultId]).toBe('Później');
    expect(question.buttons[question.installButton]).toBe('Zainstaluj i uruchom ponownie');
  });
});
