import { isAppUrl } from './navigation-policy.js';

// Electron security checklist 17: every IPC message's sender is checked before main acts on it.

export interface IpcSender {
  /** URL of the frame that sent the message (event.senderFrame.url); null when the frame is gone. */
  frameUrl: string | null;
  /** Whether that frame is its window's top frame (not an iframe). */
  isMainFrame: boolean;
  /** Whether the sender is one of the app's own windows (its webContents id is known to main). */
  isOwnWindow: boolean;
}

/** Only the app's own window, its top frame, showing an app:// page may call the bridge. */
export function isTrustedSender(sender: IpcSender): boolean {
  return sender.isOwnWindow && sender.isMainFrame && sender.frameUrl !== null && isAppUrl(sender.frameUrl);
}
