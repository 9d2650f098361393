import { describe, expect, it } from 'vitest';
import { isDeviceAllowed, isPermissionGranted } from './permissions.js';

const PERMISSIONS = ['media', 'geolocation', 'notifications', 'midiSysex', 'pointerLock', 'fullscreen', 'openExternal', 'clipboard-read', 'clipboard-sanitized-write', 'display-capture', 'hid', 'serial', 'usb', 'unknown', 'idle-detection', 'window-management', 'storage-access'];

describe('permission policy', () => {
  it('when the app’s own page asks for any permission, then it is denied', () => {
    for (const permission of PERMISSIONS) expect(isPermissionGranted(permission, 'app://zlota-rybka/admin'), permission).toBe(false);
  });

  it('when another page asks, then it is denied too', () => {
    for (const permission of PERMISSIONS) expect(isPermissionGranted(permission, 'https://evil.example/'), permission).toBe(false);
  });

  it('never offers a device', () => {
    for (const device of ['hid', 'serial', 'usb', 'bluetooth']) expect(isDeviceAllowed(device, 'app://zlota-rybka')).toBe(false);
  });
});
