// Which web permissions the panel gets (Electron security checklist 5): none. The panel needs no camera,
// microphone, location, notifications from the page (main shows them), MIDI, HID, serial or anything else.
// Copying is done through the menu's roles, which need no permission.

/** Every permission request and check of every page is denied. Kept as a function so the policy has one home and a test. */
export function isPermissionGranted(_permission: string, _requestingUrl: string): boolean {
  return false;
}

/** Devices (HID, serial, USB, Bluetooth) are never offered to a page. */
export function isDeviceAllowed(_deviceType: string, _origin: string): boolean {
  return false;
}
