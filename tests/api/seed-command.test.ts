import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createDb } from '@zlota/server/db/knex';
import { killAll, runSource } from '../support/child-process.js';

// `npm run seed -- --active N` (issue 39's bench): a generated catalog with exactly N active fundraisers, beside the
// finished, draft and closed ones the demo's shares give.
const CLI = 'server/src/cli/seed.ts';
const dirs: string[] = [];
afterEach(() => killAll());
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function seedInNewDir(args: string[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'zlota-seed-'));
  dirs.push(dir);
  return { dir, child: runSource(CLI, { DATA_DIR: dir, LOG_LEVEL: 'warn' }, args) };
}

describe('npm run seed -- --active', () => {
  it('when 38 active fundraisers are asked for, then exactly 38 are active, and the others are finished, drafts or closed', async () => {
    const { dir, child } = seedInNewDir(['--active', '38']);
    expect(await child.exit(120_000), child.stderr()).toBe(0);
    const db = createDb({ client: 'sqlite3', file: path.join(dir, 'zlota-rybka.sqlite') });
    try {
      const rows = (await db('charities').groupBy('status').select('status').count({ count: '*' })) as Array<{ status: string; count: number }>;
      const byStatus = Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
      expect(byStatus.active).toBe(38);
      expect(Object.values(byStatus).reduce((sum, n) => sum + n, 0)).toBe(44);
    } finally {
      await db.destroy();
    }
    expect(child.stdout()).toMatch(/^Dodano 44 zbiórki/);
  }, 150_000);

  it('when both --fundraisers and --active are given, then it says to choose one and adds nothing', async () => {
    const { child } = seedInNewDir(['--active', '38', '--fundraisers', '40']);
    expect(await child.exit(60_000)).not.toBe(0);
    expect(child.stderr()).toContain('Podaj albo --fundraisers (wszystkie zbiórki), albo --active (tylko trwające), nie oba naraz.');
  }, 90_000);
});
