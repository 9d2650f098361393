import fs from 'node:fs';
import path from 'node:path';

// A backup's name says when it was taken, in UTC, so a folder of backups sorts by time and the rotation
// needs nothing but the names: `zlota-rybka-2026-11-25T17-05-09Z.sqlite` (or `.pgdump` for PostgreSQL).

export type BackupKind = 'sqlite' | 'pgdump';

export interface BackupFile {
  file: string;
  takenAt: number;
}

const NAME = /^zlota-rybka-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.(sqlite|pgdump)$/;

export function backupFileName(takenAt: number, kind: BackupKind): string {
  const stamp = new Date(takenAt).toISOString().slice(0, 19).replaceAll(':', '-');
  return `zlota-rybka-${stamp}Z.${kind}`;
}

export function backupTakenAt(name: string): number | undefined {
  const match = NAME.exec(path.basename(name));
  return match ? Date.parse(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`) : undefined;
}

/** The backups in a folder, oldest first (files named by `backupFileName`; anything else is left alone). */
export function listBackups(dir: string): BackupFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .flatMap((name) => {
      const takenAt = backupTakenAt(name);
      return takenAt === undefined ? [] : [{ file: path.join(dir, name), takenAt }];
    })
    .sort((a, b) => a.takenAt - b.takenAt);
}
