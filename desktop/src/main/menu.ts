import { app, dialog, Menu, shell, type MenuItemConstructorOptions } from 'electron';
import { aboutText, applicationMenu, contextMenu, type MenuItem } from './modules/menu-template.js';
import { showSettings } from './pages.js';
import { loadSettings } from './settings-store.js';
import { checkForUpdatesNow } from './updates.js';
import { mainWindow } from './window.js';

const asElectron = (items: MenuItem[]) => items as MenuItemConstructorOptions[];

export function showAbout(): void {
  const window = mainWindow();
  const text = aboutText(app.getVersion(), loadSettings().serverUrl, process.versions.electron);
  void (window ? dialog.showMessageBox(window, { type: 'info', ...text, buttons: ['Zamknij'] }) : dialog.showMessageBox({ type: 'info', ...text, buttons: ['Zamknij'] }));
}

export function installMenus(): void {
  const menu = applicationMenu(
    {
      settings: showSettings,
      print: () => mainWindow()?.webContents.print(),
      about: showAbout,
      checkUpdates: checkForUpdatesNow,
      openWebsite: () => void shell.openExternal('https://zlotarybka.pl'),
    },
    process.platform === 'darwin',
  );
  Menu.setApplicationMenu(Menu.buildFromTemplate(asElectron(menu)));
  app.on('web-contents-created', (_event, contents) => {
    contents.on('context-menu', (_e, params) => {
      const items = contextMenu({ isEditable: params.isEditable, hasSelection: params.selectionText.length > 0 });
      if (items.length > 0) Menu.buildFromTemplate(asElectron(items)).popup();
    });
  });
}
