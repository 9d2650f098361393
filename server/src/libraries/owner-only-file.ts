import fs from 'node:fs';

/** Read and write for the file's owner alone, as `app-secret` is: the database, its journal and every backup (issue 29 §8). */
export const OWNER_ONLY = 0o600;

/**
 * The file made readable by its owner alone: created empty when missing (SQLite gives its `-wal` and `-shm` the
 * database file's mode, and `VACUUM INTO` and pg_dump write into an empty file they find), narrowed when wider.
 */
export function ownerOnlyFile(file: string): void {
  try {
    fs.closeSync(fs.openSync(file, 'wx', OWNER_ONLY));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  fs.chmodSync(file, OWNER_ONLY);
}

/** Narrows the files among these that exist (a database's journal left by an earlier version). */
export function narrowExisting(files: string[]): void {
  for (const file of files) if (fs.existsSync(file)) fs.chmodSync(file, OWNER_ONLY);
}
