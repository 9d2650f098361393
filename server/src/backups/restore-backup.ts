import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import { backupFileName } from './backup-files.js';
import { checksumProblem, writeChecksum } from './checksum.js';
import { backupPostgres, restorePostgres, verifyPostgresDump } from './pg-backup.js';
import { runningServerPid } from './running-server.js';
import { sqliteCopyProblem } from './sqlite-file.js';
import { ownerOnlyFile } from '../libraries/owner-only-file.js';

/** A restore that must not go ahead: its message is all the person needs. */
export class RestoreRefused extends Error {}

export interface Restored {
  /** Where the database that was replaced now lies (undefined when there was none). */
  previous: string | undefined;
}

/**
 * Puts a backup in place of the portal's database: never over a running server, only a file whose SHA-256 matches
 * the one written when it was taken (`withoutChecksum` lets an older backup without one through) and that passes
 * verification, and the database it replaces is kept aside, not deleted.
 */
export async function restoreBackup(
  config: Config,
  file: string,
  otherConnections?: () => Promise<number>,
  options: { withoutChecksum?: boolean } = {},
): Promise<Restored> {
  if (!fs.existsSync(file)) throw new RestoreRefused(`Nie ma pliku ${file}.`);
  const damaged = await checksumProblem(file, options.withoutChecksum);
  if (damaged) throw new RestoreRefused(damaged);
  const pid = runningServerPid(config.dataDir);
  if (pid !== undefined) throw new RestoreRefused(`Serwer działa na tych danych (proces ${pid}). Zatrzymaj go i uruchom przywracanie ponownie.`);
  const stamp = backupFileName(Date.now(), config.database.client === 'pg' ? 'pgdump' : 'sqlite').replace(/\.\w+$/, '');

  if (config.database.client === 'pg') {
    await verifyPostgresDump(file).catch((error: Error) => {
      throw new RestoreRefused(error.message);
    });
    const connected = (await otherConnections?.()) ?? 0;
    if (connected > 0) throw new RestoreRefused(`Z bazą jest połączonych ${connected} innych klientów: zatrzymaj serwery portalu i spróbuj ponownie.`);
    const previous = path.join(config.backupDir, `przed-przywroceniem-${stamp}.pgdump`);
    fs.mkdirSync(config.backupDir, { recursive: true });
    await backupPostgres(config.database.url, previous, 0);
    await writeChecksum(previous);
    await restorePostgres(config.database.url, file).catch((error: Error) => {
      throw new RestoreRefused(`pg_restore nie przywrócił kopii i baza została bez zmian (wszystko w jednej transakcji): ${error.message}`);
    });
    return { previous };
  }

  const live = config.database.file;
  const incoming = `${live}.restoring`;
  fs.mkdirSync(path.dirname(live), { recursive: true });
  fs.copyFileSync(file, incoming);
  ownerOnlyFile(incoming);
  const problem = await sqliteCopyProblem(incoming);
  if (problem) {
    fs.rmSync(incoming, { force: true });
    throw new RestoreRefused(`Plik nie nadaje się do przywrócenia: ${problem}`);
  }
  const parts = [live, `${live}-wal`, `${live}-shm`].filter((part) => fs.existsSync(part));
  let previous: string | undefined;
  if (parts.length > 0) {
    previous = path.join(config.dataDir, `przed-przywroceniem-${stamp}`);
    fs.mkdirSync(previous, { recursive: true });
    for (const part of parts) fs.renameSync(part, path.join(previous, path.basename(part)));
  }
  fs.renameSync(incoming, live);
  return { previous };
}
