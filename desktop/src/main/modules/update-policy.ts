import { DESKTOP_UPDATES_PATH } from '@zlota/shared/desktop-bridge';

// Updates (electron-updater, generic provider): the server publishes the update files from a folder of its own
// (DESKTOP_UPDATES_DIR, served at /desktop-updates/). The app checks at start and every 6 hours unless the admin
// switched it off, and asks before installing.

export const UPDATE_CHECK_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** Where electron-updater's generic provider reads latest.yml and the files: the chosen server's update folder. */
export function updateFeedUrl(serverUrl: string): string {
  return `${serverUrl.replace(/\/+$/, '')}${DESKTOP_UPDATES_PATH}`;
}

/** Whether a check is due now: never when switched off or with no server; at start; then every 6 hours. */
export function isUpdateCheckDue(state: { enabled: boolean; serverUrl: string | null; lastCheckAt: number | null; now: number }): boolean {
  if (!state.enabled || !state.serverUrl) return false;
  return state.lastCheckAt === null || state.now - state.lastCheckAt >= UPDATE_CHECK_INTERVAL_MS;
}

/** The question asked before installing a downloaded update; the default answer is "later". */
export function installQuestion(version: string) {
  return {
    title: 'Aktualizacja',
    message: `Nowa wersja ${version} jest gotowa do instalacji.`,
    detail: 'Program zamknie się i uruchomi ponownie. Niezapisane zmiany w formularzach zostaną utracone.',
    buttons: ['Zainstaluj i uruchom ponownie', 'Później'],
    defaultId: 1,
    cancelId: 1,
    installButton: 0,
  } as const;
}
