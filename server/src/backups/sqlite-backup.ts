import fs from 'node:fs';
import { ownerOnlyFile } from '../libraries/owner-only-file.js';
import { openSqliteFile, sqliteCopyProblem } from './sqlite-file.js';

export type Progress = (done: number, total: number) => void;

/**
 * A consistent copy of a live SQLite database: `VACUUM INTO` reads one snapshot (in WAL mode the server
 * keeps writing meanwhile) and writes a compact file. Progress is the copy's size against the pages in
 * use. The copy is written beside its final name and renamed only once `integrity_check` passes.
 */
export async function backupSqlite(source: string, target: string, progress: Progress = () => {}): Promise<void> {
  const partial = `${target}.partial`;
  fs.rmSync(partial, { force: true });
  ownerOnlyFile(partial); // empty: VACUUM INTO writes into it, keeping its mode
  const db = await openSqliteFile(source, 'read');
  let watcher: NodeJS.Timeout | undefined;
  try {
    const [size] = await db.all<{ bytes: number }>(
      'select (select page_count from pragma_page_count()) - (select freelist_count from pragma_freelist_count()) as bytes',
    );
    const [page] = await db.all<{ page_size: number }>('PRAGMA page_size');
    const total = Math.max(1, size!.bytes * page!.page_size);
    const report = () => progress(Math.min(total, fs.existsSync(partial) ? fs.statSync(partial).size : 0), total);
    watcher = setInterval(report, 100);
    await db.run('VACUUM INTO ?', [partial]);
    progress(total, total);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    clearInterval(watcher);
    await db.close();
  }
  const problem = await sqliteCopyProblem(partial);
  if (problem) {
    fs.rmSync(partial, { force: true });
    throw new Error(`Kopia nie przeszła sprawdzenia: ${problem}`);
  }
  fs.renameSync(partial, target);
}
