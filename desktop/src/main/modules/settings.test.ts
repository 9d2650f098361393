import { describe, expect, it } from 'vitest';
import { checkServerAddress, checkSettingsInput, DEFAULT_SETTINGS, readSettings, restoredBounds } from './settings.js';

const valid = { serverUrl: 'https://zbiorki.zlotarybka.pl', updatesEnabled: true, notificationsEnabled: false, notificationIntervalMinutes: 10 };

describe('settings', () => {
  it('when the admin types an https address with a path, then its origin is kept', () => {
    expect(checkServerAddress(' https://zbiorki.zlotarybka.pl/admin ')).toEqual({ ok: true, serverUrl: 'https://zbiorki.zlotarybka.pl' });
    expect(checkServerAddress('http://localhost:3000')).toEqual({ ok: true, serverUrl: 'http://localhost:3000' });
  });

  it('when the address is plain http to another computer, has credentials or is not an address, then it is refused in Polish', () => {
    expect(checkServerAddress('http://zbiorki.zlotarybka.pl')).toEqual({ ok: false, error: expect.stringContaining('https://') });
    expect(checkServerAddress('https://a:b@zbiorki.zlotarybka.pl').ok).toBe(false);
    expect(checkServerAddress('zbiorki').ok).toBe(false);
    expect(checkServerAddress('file:///etc').ok).toBe(false);
  });

  it('when every field is right, then the settings are accepted', () => {
    expect(checkSettingsInput(valid)).toEqual({ ok: true, settings: valid });
  });

  it('when fields are wrong, then each is named with its reason', () => {
    const check = checkSettingsInput({ serverUrl: 'ftp://x', updatesEnabled: 'tak', notificationsEnabled: true, notificationIntervalMinutes: 0 });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(Object.keys(check.errors).sort()).toEqual(['notificationIntervalMinutes', 'serverUrl', 'updatesEnabled']);
    expect(check.errors.notificationIntervalMinutes).toBe('Podaj liczbę minut od 1 do 1440.');
    expect(checkSettingsInput({ ...valid, notificationIntervalMinutes: 2.5 }).ok).toBe(false);
    expect(checkSettingsInput(null).ok).toBe(false);
  });

  it('when the settings file is damaged, then each damaged field falls back to its default', () => {
    expect(readSettings('nonsense')).toEqual(DEFAULT_SETTINGS);
    expect(readSettings({ serverUrl: 'javascript:alert(1)', updatesEnabled: false, notificationIntervalMinutes: -3, window: { x: 1 } })).toEqual({
      ...DEFAULT_SETTINGS,
      updatesEnabled: false,
    });
  });

  it('when the remembered window is off every screen, then it opens at the default place', () => {
    const saved = { x: 100, y: 80, width: 1200, height: 800, maximized: false };
    const screen = { x: 0, y: 0, width: 1920, height: 1080 };
    expect(restoredBounds(saved, [screen])).toEqual(saved);
    expect(restoredBounds({ ...saved, x: 3000 }, [screen])).toBeNull();
    expect(restoredBounds({ ...saved, x: 3000 }, [screen, { x: 1920, y: 0, width: 1920, height: 1080 }])).toEqual({ ...saved, x: 3000 });
    expect(restoredBounds(null, [screen])).toBeNull();
  });
});
