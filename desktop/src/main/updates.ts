import { dialog } from 'electron';
import electronUpdater from 'electron-updater';
import { installQuestion, isUpdateCheckDue, UPDATE_CHECK_INTERVAL_MS, updateFeedUrl } from './modules/update-policy.js';
import { loadSettings } from './settings-store.js';

// Updates through electron-updater's generic provider, from the chosen server's /desktop-updates/ folder: at start
// and every 6 hours unless switched off in Ustawienia; downloaded quietly, installed only when the admin says so.

const { autoUpdater } = electronUpdater;
let lastCheckAt: number | null = null;
let timer: NodeJS.Timeout | undefined;
let asking = false;

async function checkNow(): Promise<void> {
  const { updatesEnabled, serverUrl } = loadSettings();
  if (!serverUrl || !isUpdateCheckDue({ enabled: updatesEnabled, serverUrl, lastCheckAt, now: Date.now() })) return;
  lastCheckAt = Date.now();
  autoUpdater.setFeedURL({ provider: 'generic', url: updateFeedUrl(serverUrl) });
  await autoUpdater.checkForUpdates().catch(() => undefined);
}

export function startUpdates(): void {
  autoUpdater.autoDownload = true;
  autoUpdater.autoInstallOnAppQuit = false;
  autoUpdater.removeAllListeners('update-downloaded');
  autoUpdater.on('update-downloaded', (info) => {
    if (asking) return;
    asking = true;
    const question = installQuestion(info.version);
    void dialog
      .showMessageBox({ type: 'question', ...question, buttons: [...question.buttons] })
      .then(({ response }) => {
        if (response === question.installButton) autoUpdater.quitAndInstall();
      })
      .finally(() => {
        asking = false;
      });
  });
  clearInterval(timer);
  lastCheckAt = null;
  void checkNow();
  timer = setInterval(() => void checkNow(), UPDATE_CHECK_INTERVAL_MS);
}

/** "Sprawdź aktualizacje" in the Pomoc menu: now, whatever the last check was (still not when switched off). */
export function checkForUpdatesNow(): void {
  lastCheckAt = null;
  void checkNow();
}
