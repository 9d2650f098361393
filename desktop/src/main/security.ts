import { app, session, shell, type WebContents } from 'electron';
import { decideNavigation, decideWindowOpen } from './modules/navigation-policy.js';
import { isDeviceAllowed, isPermissionGranted } from './modules/permissions.js';

// Checklist 5, 13, 14, 15 and 12: every permission denied, navigation kept to app://, no new windows (https links
// go to the system browser), no <webview>, and every webContents hardened as soon as it exists.

export function denyPermissions(): void {
  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((webContents, permission, callback) => callback(isPermissionGranted(permission, webContents.getURL())));
  ses.setPermissionCheckHandler((_webContents, permission, requestingOrigin) => isPermissionGranted(permission, requestingOrigin));
  ses.setDevicePermissionHandler((details) => isDeviceAllowed(details.deviceType, details.origin));
}

function openExternally(url: string): void {
  // decideNavigation/decideWindowOpen let only https through (isSafeExternalUrl).
  void shell.openExternal(url);
}

function harden(contents: WebContents): void {
  contents.on('will-navigate', (event, url) => {
    const decision = decideNavigation(url);
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'open-externally') openExternally(url);
  });
  contents.on('will-redirect', (event, url) => {
    if (decideNavigation(url) !== 'allow') event.preventDefault();
  });
  contents.setWindowOpenHandler(({ url }) => {
    if (decideWindowOpen(url) === 'open-externally') openExternally(url);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

export function hardenEveryWebContents(): void {
  app.on('web-contents-created', (_event, contents) => harden(contents));
}
