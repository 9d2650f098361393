import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import { countPostgresTables, type Db } from '../db/knex.js';
import { backupFileName } from './backup-files.js';
import { writeChecksum } from './checksum.js';
import { backupPostgres } from './pg-backup.js';
import { backupSqlite, type Progress } from './sqlite-backup.js';

export interface TakenBackup {
  file: string;
  bytes: number;
  takenAt: number;
}

/**
 * One verified backup of the portal's database into `dir`, named by the moment it began, with its SHA-256 beside it. Images live in
 * the database, so they are in it; APP_SECRET is not (keep it apart: it unlocks the providers' secrets).
 */
export async function takeBackup(config: Config, db: Db, dir: string, progress?: Progress): Promise<TakenBackup> {
  fs.mkdirSync(dir, { recursive: true });
  const takenAt = Date.now();
  if (config.database.client === 'pg') {
    const file = path.join(dir, backupFileName(takenAt, 'pgdump'));
    await backupPostgres(config.database.url, file, await countPostgresTables(db), progress);
    await writeChecksum(file);
    return { file, bytes: fs.statSync(file).size, takenAt };
  }
  const file = path.join(dir, backupFileName(takenAt, 'sqlite'));
  await backupSqlite(config.database.file, file, progress);
  await writeChecksum(file);
  return { file, bytes: fs.statSync(file).size, takenAt };
}
