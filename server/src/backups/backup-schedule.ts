import fs from 'node:fs';
import type { Deps } from '../deps.js';
import { listBackups } from './backup-files.js';
import { checksumFileOf } from './checksum.js';
import { backupsToKeep } from './rotation.js';
import { takeBackup } from './take-backup.js';

/**
 * With BACKUP_DIR and BACKUP_EVERY_HOURS the server keeps its own backups: one when the newest is older
 * than the interval (also right after a start), then one per interval; 7 daily and 4 weekly are kept.
 */
export function scheduleBackups(deps: Deps): { stop(): Promise<void> } {
  const { config, db, logger } = deps;
  const every = config.backupEveryMs;
  if (every === undefined) return { stop: async () => {} };
  const dir = config.backupDir;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const once = async () => {
    try {
      const backup = await takeBackup(config, db, dir);
      logger.info({ file: backup.file, bytes: backup.bytes }, 'Zapisano kopię zapasową');
      const backups = listBackups(dir);
      const keep = backupsToKeep(backups);
      for (const old of backups.filter((backup) => !keep.has(backup.file))) {
        fs.rmSync(old.file, { force: true });
        fs.rmSync(checksumFileOf(old.file), { force: true });
      }
    } catch (error) {
      logger.error({ err: error }, 'Nie udało się zapisać kopii zapasowej');
    }
  };
  const plan = () => {
    if (stopped) return;
    const newest = listBackups(dir).at(-1)?.takenAt ?? 0;
    const wait = Math.max(0, newest + every - Date.now());
    timer = setTimeout(() => {
      running = once().then(plan);
    }, wait);
    timer.unref();
  };
  plan();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
