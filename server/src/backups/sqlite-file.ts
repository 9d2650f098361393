import sqlite3 from 'sqlite3';

// A few statements on a SQLite file through a connection of its own, apart from the server's pool:
// a backup reads a consistent snapshot (WAL lets the server keep writing), a check reads a copy.

export interface SqliteFile {
  all<T>(sql: string, params?: unknown[]): Promise<T[]>;
  run(sql: string, params?: unknown[]): Promise<void>;
  close(): Promise<void>;
}

export function openSqliteFile(file: string, mode: 'read' | 'write'): Promise<SqliteFile> {
  const flags = mode === 'read' ? sqlite3.OPEN_READONLY : sqlite3.OPEN_READWRITE | sqlite3.OPEN_CREATE;
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file, flags, (error) => {
      if (error) return reject(error);
      db.configure('busyTimeout', 5000);
      resolve({
        all: <T>(sql: string, params: unknown[] = []) =>
          new Promise<T[]>((ok, fail) => db.all(sql, params, (e, rows) => (e ? fail(e) : ok(rows as T[])))),
        run: (sql, params = []) => new Promise<void>((ok, fail) => db.run(sql, params, (e) => (e ? fail(e) : ok()))),
        close: () => new Promise<void>((ok, fail) => db.close((e) => (e ? fail(e) : ok()))),
      });
    });
  });
}

/**
 * Why a file is not a usable copy of the portal's database, or undefined when it is. The check opens the
 * file for writing (FTS5's integrity check needs it), so it is run on a copy of ours, never on the original.
 */
export async function sqliteCopyProblem(file: string): Promise<string | undefined> {
  let db: SqliteFile;
  try {
    db = await openSqliteFile(file, 'write');
  } catch (error) {
    return `nie da się otworzyć pliku jako bazy SQLite (${(error as Error).message})`;
  }
  try {
    const integrity = await db.all<{ integrity_check: string }>('PRAGMA integrity_check');
    const verdict = integrity.map((row) => row.integrity_check).join('; ');
    if (verdict !== 'ok') return `PRAGMA integrity_check zgłasza błędy: ${verdict}`;
    const tables = await db.all<{ name: string }>("select name from sqlite_master where type = 'table' and name in ('knex_migrations', 'charities', 'payments')");
    if (tables.length < 3) return 'to nie jest baza Złotej rybki (brak tabel zbiórek, wpłat lub migracji)';
    return undefined;
  } catch (error) {
    return `plik nie jest bazą SQLite (${(error as Error).message})`;
  } finally {
    await db.close();
  }
}
