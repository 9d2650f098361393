import { DatabaseError } from 'pg';
import { describe, expect, it, vi } from 'vitest';
import type { Logger } from './logger.js';
import { isStorageFull, STORAGE_LOG_EVERY_MS, StorageWatch } from './storage-full.js';

/** A logger that keeps what it was told. */
function recordingLogger() {
  const lines: Array<{ level: string; msg: string }> = [];
  const at = (level: string) => (_fields: unknown, msg: string) => lines.push({ level, msg });
  return { logger: { error: at('error'), info: at('info') } as unknown as Logger, lines };
}

describe('isStorageFull', () => {
  it('when PostgreSQL, SQLite or the system say the disk is full, then it is recognised; other errors are not', () => {
    // node-postgres's own error class, as the server sends SQLSTATE 53100 (disk_full) when a file cannot grow.
    const pgFull = Object.assign(new DatabaseError('could not extend file "base/16384/16385": No space left on device', 120, 'error'), { code: '53100' });
    const sqliteFull = Object.assign(new Error('SQLITE_FULL: database or disk is full'), { errno: 13, code: 'SQLITE_FULL' });
    const noSpace = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write' });
    expect([pgFull, sqliteFull, noSpace, new Error('wrapped', { cause: noSpace })].map(isStorageFull)).toEqual([true, true, true, true]);
    const unique = Object.assign(new DatabaseError('duplicate key value', 80, 'error'), { code: '23505' });
    expect([unique, new Error('SQLITE_BUSY'), 'ENOSPC', undefined].map(isStorageFull)).toEqual([false, false, false, false]);
  });
});

describe('StorageWatch', () => {
  it('when writes keep failing, then the log says so once a minute, and once when a write succeeds again', () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const { logger, lines } = recordingLogger();
      const watch = new StorageWatch(logger);
      for (let i = 0; i < 50; i++) watch.noteFull(Object.assign(new Error('SQLITE_FULL'), { code: 'SQLITE_FULL' }));
      expect(lines.map((line) => line.level)).toEqual(['error']);
      expect(watch.fullSince).toBe(0);
      vi.advanceTimersByTime(STORAGE_LOG_EVERY_MS - 1);
      watch.noteFull(new Error('again'));
      expect(lines).toHaveLength(1);
      vi.advanceTimersByTime(1);
      watch.noteFull(new Error('a minute later'));
      expect(lines).toHaveLength(2);
      watch.noteWritten();
      watch.noteWritten();
      expect(lines.map((line) => line.level)).toEqual(['error', 'error', 'info']);
      expect(watch.fullSince).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
