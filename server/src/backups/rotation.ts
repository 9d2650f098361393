import { isoWeekKey, warsawDay } from '@zlota/shared/warsaw-days';
import type { BackupFile } from './backup-files.js';

export const KEEP_DAILY = 7;
export const KEEP_WEEKLY = 4;

/**
 * Which backups to keep: the newest of each of the last 7 Warsaw days that have one, and the newest of
 * each of the last 4 ISO weeks that have one (a weekly may also be a daily). Everything else may go.
 */
export function backupsToKeep(backups: BackupFile[]): Set<string> {
  const newestFirst = [...backups].sort((a, b) => b.takenAt - a.takenAt);
  const keep = new Set<string>();
  const newestOf = (key: (backup: BackupFile) => string, count: number) => {
    const seen = new Set<string>();
    for (const backup of newestFirst) {
      const k = key(backup);
      if (seen.has(k)) continue;
      if (seen.size === count) break;
      seen.add(k);
      keep.add(backup.file);
    }
  };
  newestOf((b) => warsawDay(b.takenAt), KEEP_DAILY);
  newestOf((b) => isoWeekKey(warsawDay(b.takenAt)), KEEP_WEEKLY);
  return keep;
}
