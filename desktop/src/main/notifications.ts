import { net, Notification } from 'electron';
import type { Session } from '@zlota/shared/entities';
import { API_BASE, API_ROUTES } from '@zlota/shared/api-routes';
import { notificationsFor, type QueueCounts } from './modules/notification-policy.js';
import { loadSettings } from './settings-store.js';
import { focusMainWindow } from './window.js';

// Native notifications: the admin work queue polled at the interval of Ustawienia (or not at all), with the
// session the panel signed in with. A click opens the screen that needs attention.

let session: Session | null = null;
let previous: QueueCounts | null = null;
let timer: NodeJS.Timeout | undefined;
let openPath: (path: string) => void = () => {};

export function rememberSession(value: Session | null): void {
  session = value?.admin ? value : null;
  if (!session) previous = null;
}

async function poll(): Promise<void> {
  const { serverUrl, notificationsEnabled } = loadSettings();
  if (!notificationsEnabled || !serverUrl || !session || !Notification.isSupported()) return;
  try {
    const response = await net.fetch(`${serverUrl}${API_BASE}${API_ROUTES.adminWorkQueue.path}`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${session.access_token}` },
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) return;
    const queue = (await response.json()) as { review: { total: number }; stale_pending: { total: number } };
    const current = { review: queue.review.total, stalePending: queue.stale_pending.total };
    for (const shown of notificationsFor(previous, current)) {
      const notification = new Notification({ title: shown.title, body: shown.body });
      notification.on('click', () => {
        focusMainWindow();
        openPath(shown.path);
      });
      notification.show();
    }
    previous = current;
  } catch {
    // Offline or the server away: the next poll tries again.
  }
}

/** (Re)starts polling at the interval of Ustawienia. */
export function startNotifications(open: (path: string) => void): void {
  openPath = open;
  clearInterval(timer);
  const { notificationsEnabled, notificationIntervalMinutes } = loadSettings();
  if (!notificationsEnabled) return;
  timer = setInterval(() => void poll(), notificationIntervalMinutes * 60_000);
}
