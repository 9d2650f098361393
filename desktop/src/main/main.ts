import { app } from 'electron';
import { registerBridge } from './ipc.js';
import { installMenus } from './menu.js';
import { DEEP_LINK_SCHEME, deepLinkInArguments, parseDeepLink } from './modules/deep-links.js';
import { startNotifications } from './notifications.js';
import { showPanel } from './pages.js';
import { handleAppProtocol, registerAppScheme } from './protocol.js';
import { denyPermissions, hardenEveryWebContents } from './security.js';
import { startUpdates } from './updates.js';
import { createMainWindow, focusMainWindow, mainWindow } from './window.js';

// The app's start: one instance, the app:// scheme, hardened web contents, then the window with the panel.

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  let pendingPath = deepLinkInArguments(process.argv);

  // zlotarybka:// opens the app on all three systems (packaged: electron-builder's "protocols" registers it too).
  app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);
  registerAppScheme();
  hardenEveryWebContents();

  const openPath = (path: string) => {
    focusMainWindow();
    if (app.isReady() && mainWindow()) void showPanel(path);
    else pendingPath = path;
  };

  // Windows and Linux: a second start (maybe with a deep link) focuses the running window.
  app.on('second-instance', (_event, argv) => {
    const path = deepLinkInArguments(argv);
    if (path) openPath(path);
    else focusMainWindow();
  });
  // macOS: deep links arrive as open-url.
  app.on('open-url', (event, url) => {
    event.preventDefault();
    const path = parseDeepLink(url);
    if (path) openPath(path);
  });

  void app.whenReady().then(() => {
    denyPermissions();
    handleAppProtocol();
    const settingsSaved = () => {
      startNotifications(openPath);
      startUpdates();
    };
    registerBridge(settingsSaved);
    installMenus();
    createMainWindow();
    void showPanel(pendingPath);
    pendingPath = undefined;
    settingsSaved();
  });

  app.on('window-all-closed', () => app.quit());
}
