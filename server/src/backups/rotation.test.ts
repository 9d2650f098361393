import { describe, expect, it } from 'vitest';
import { backupFileName, backupTakenAt } from './backup-files.js';
import { backupsToKeep } from './rotation.js';

const at = (iso: string) => ({ file: backupFileName(Date.parse(iso), 'sqlite'), takenAt: Date.parse(iso) });

describe('which backups are kept', () => {
  it('when a name is made from a moment, then the moment reads back from it, and other files are not backups', () => {
    const moment = Date.parse('2026-11-25T17:05:09Z');
    expect(backupFileName(moment, 'sqlite')).toBe('zlota-rybka-2026-11-25T17-05-09Z.sqlite');
    expect(backupTakenAt(`/kopie/${backupFileName(moment, 'pgdump')}`)).toBe(moment);
    expect(backupTakenAt('zlota-rybka-2026-11-25T17-05-09Z.sqlite.partial')).toBeUndefined();
    expect(backupTakenAt('przed-przywroceniem-2026-11-25T17-05-09Z.pgdump')).toBeUndefined();
  });

  it('when backups were taken twice a day for six weeks, then the newest of the last 7 days and of the last 4 weeks stay', () => {
    // Mondays: 2026-10-19, 10-26, 11-02, 11-09, 11-16, 11-23. The last backup: Wednesday 2026-11-25, 20:00 UTC.
    const backups = [];
    for (let day = Date.parse('2026-10-15T00:00:00Z'); day <= Date.parse('2026-11-25T00:00:00Z'); day += 86_400_000) {
      backups.push({ file: backupFileName(day + 8 * 3_600_000, 'sqlite'), takenAt: day + 8 * 3_600_000 });
      backups.push({ file: backupFileName(day + 20 * 3_600_000, 'sqlite'), takenAt: day + 20 * 3_600_000 });
    }
    const kept = [...backupsToKeep(backups)].sort();
    const daily = ['19', '20', '21', '22', '23', '24', '25'].map((d) => at(`2026-11-${d}T20:00:00Z`).file);
    // Sunday evenings end their ISO weeks; 20:00 UTC on a Sunday is 21:00 in Warsaw, still Sunday.
    const weekly = ['2026-11-08', '2026-11-15'].map((d) => at(`${d}T20:00:00Z`).file);
    expect(kept).toEqual([...weekly, ...daily].sort());
  });

  it('when the evening backup falls after midnight in Warsaw, then it belongs to the next Warsaw day', () => {
    const late = at('2026-07-01T22:30:00Z'); // 00:30 on 2 July in Warsaw (summer time)
    const early = at('2026-07-02T06:00:00Z');
    expect(backupsToKeep([late, early])).toEqual(new Set([early.file]));
  });

  it('when there are fewer backups than places, then all of them stay', () => {
    const few = [at('2026-11-01T10:00:00Z'), at('2026-11-10T10:00:00Z'), at('2026-11-20T10:00:00Z')];
    expect(backupsToKeep(few)).toEqual(new Set(few.map((b) => b.file)));
  });
});
