import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { backupFileName, listBackups } from '@zlota/server/backups/backup-files';
import { scheduleBackups } from '@zlota/server/backups/backup-schedule';
import { markServerRunning } from '@zlota/server/backups/running-server';
import { RestoreRefused, restoreBackup } from '@zlota/server/backups/restore-backup';
import { takeBackup } from '@zlota/server/backups/take-backup';
import { parseConfig, type Config } from '@zlota/server/config';
import { createDb, type Db } from '@zlota/server/db/knex';
import { createAdminAccount } from '../support/accounts.js';
import { adminLogin, createFundraiser, sandboxDecision, startDonation, type Fundraiser } from '../support/payments.js';
import { startTestServer, testDatabase, type TestServer } from '../support/test-server.js';

// A backup taken while donations arrive restores into an empty place with every donation paid before it
// began, and with each fundraiser's collected amount equal to the sum of its paid payments (issue 17).

let server: TestServer;
let fundraisers: Fundraiser[];
const folders: string[] = [];
const databases: string[] = [];

const newFolder = () => {
  const dir = fs.mkdtempSync(path.join(tmpdir(), 'zlota-backup-'));
  folders.push(dir);
  return dir;
};

/** The configuration of an empty place to restore into: a fresh DATA_DIR, on PostgreSQL a fresh database. */
async function emptyPlace(): Promise<Config> {
  const env: Record<string, string> = { NODE_ENV: 'test', DATA_DIR: newFolder(), BACKUP_DIR: newFolder() };
  if (testDatabase() === 'pg') {
    const name = `zlota_restore_${randomBytes(5).toString('hex')}`;
    const admin = knexFactory({ client: 'pg', connection: inject('pgUrl') });
    await admin.raw(`CREATE DATABASE ${name}`);
    await admin.destroy();
    databases.push(name);
    const url = new URL(inject('pgUrl'));
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  }
  return parseConfig(env);
}

const noOtherConnections = async () => 0;

beforeAll(async () => {
  server = await startTestServer();
  const admin = await createAdminAccount(server);
  const token = await adminLogin(server.url, admin.email, admin.password);
  fundraisers = await Promise.all([1, 2, 3].map(() => createFundraiser(server.url, token)));
});
afterAll(async () => {
  await server?.close();
  if (databases.length) {
    const admin = knexFactory({ client: 'pg', connection: inject('pgUrl') });
    for (const name of databases) await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.destroy();
  }
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

/** A donor starts a donation, spends a moment on the provider's page (up to 4 s, by their place in the crowd) and pays. */
async function paidDonation(index: number): Promise<void> {
  const fundraiser = fundraisers[index % fundraisers.length]!;
  const guid = await startDonation(server.url, fundraiser.id, { amount: `${10 + (index % 37)},${String(index % 100).padStart(2, '0')}` });
  await new Promise((resolve) => setTimeout(resolve, (index % 80) * 50));
  const decided = await sandboxDecision(server.url, guid, 'paid');
  expect(decided.status).toBe(303);
}

const paidPayments = (db: Db) => db('payments').where({ status: 'paid' }).select('guid', 'charity_id', 'amount');

/** Every fundraiser of the test is there, and each fundraiser's collected amount is the sum of its paid payments. */
async function expectBooksBalance(db: Db): Promise<void> {
  const paid = await paidPayments(db);
  const rows = await db('charities').select('id', 'collected_amount');
  expect(rows.map((row) => Number(row.id))).toEqual(expect.arrayContaining(fundraisers.map((f) => f.id)));
  for (const row of rows) {
    const sum = paid.filter((p) => Number(p.charity_id) === Number(row.id)).reduce((total, p) => total + Number(p.amount), 0);
    expect(Number(row.collected_amount), `fundraiser ${row.id}`).toBe(sum);
  }
}

/** The books of a place the portal's data was restored into balance. */
async function expectPlaceBalances(place: Config): Promise<void> {
  const db = createDb(place.database);
  try {
    await expectBooksBalance(db);
  } finally {
    await db.destroy();
  }
}

const DONATIONS = 200;

describe('a backup taken during 200 concurrent donations', () => {
  it('when restored into an empty place, then every donation paid before the backup began is there as paid, and the books balance', async () => {
    // All 200 donations in flight at once, as a busy moment's donors arrive.
    const donations = Promise.all(Array.from({ length: DONATIONS }, (_, index) => paidDonation(index)));
    // Begin the backup once some donations are paid and many are still on their way.
    while ((await paidPayments(server.db)).length < 30) await new Promise((resolve) => setTimeout(resolve, 20));
    const paidBefore = await paidPayments(server.db);
    const backup = await takeBackup(server.config, server.db, newFolder());
    await donations;
    expect(await paidPayments(server.db)).toHaveLength(DONATIONS);
    await expectBooksBalance(server.db);

    const place = await emptyPlace();
    const restored = await restoreBackup(place, backup.file, noOtherConnections);
    const db = createDb(place.database);
    try {
      const paidThere = await paidPayments(db);
      const byGuid = new Map(paidThere.map((p) => [p.guid as string, p]));
      for (const payment of paidBefore) {
        expect(byGuid.get(payment.guid), payment.guid).toMatchObject({ charity_id: payment.charity_id, amount: Number(payment.amount) });
      }
      // The copy is of one moment during the donations: some were still on their way when it was taken.
      expect(paidThere.length, 'donations still in flight when the backup was taken').toBeLessThan(DONATIONS);
      await expectBooksBalance(db);
    } finally {
      await db.destroy();
    }
    if (testDatabase() === 'sqlite') expect(restored.previous).toBeUndefined();
  }, 300_000);

  it('when the portal writes its database and backups, then only their owner can read them, as app-secret', async () => {
    const modeOf = (file: string) => fs.statSync(file).mode & 0o777;
    const backup = await takeBackup(server.config, server.db, newFolder());
    expect(modeOf(backup.file)).toBe(0o600);
    if (server.config.database.client !== 'sqlite3') return;
    const live = server.config.database.file;
    for (const file of [live, `${live}-wal`]) expect(modeOf(file), file).toBe(0o600);

    const place = await emptyPlace();
    await restoreBackup(place, backup.file, noOtherConnections);
    if (place.database.client === 'sqlite3') expect(modeOf(place.database.file)).toBe(0o600);
  });
});

describe('a restore that must not go ahead', () => {
  it('when the server runs on the data, then the restore refuses and leaves the database alone', async () => {
    const backup = await takeBackup(server.config, server.db, newFolder());
    const place = await emptyPlace();
    await restoreBackup(place, backup.file, noOtherConnections);
    const stop = markServerRunning(place.dataDir);
    try {
      await expect(restoreBackup(place, backup.file, noOtherConnections)).rejects.toThrow(/Serwer działa na tych danych \(proces \d+\)/);
    } finally {
      stop();
    }
  }, 60_000);

  it('when the file is damaged, then it is refused before anything is touched', async () => {
    const backup = await takeBackup(server.config, server.db, newFolder());
    const damaged = `${backup.file}.damaged`;
    const bytes = fs.readFileSync(backup.file);
    fs.writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const place = await emptyPlace();
    await restoreBackup(place, backup.file, noOtherConnections);
    const error = await restoreBackup(place, damaged, noOtherConnections).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RestoreRefused);
    const db = createDb(place.database);
    try {
      await expectBooksBalance(db);
      expect(Number((await db('payments').count({ n: '*' }).first())?.n)).toBe(Number((await server.db('payments').count({ n: '*' }).first())?.n));
    } finally {
      await db.destroy();
    }
  }, 60_000);

  it('when a restore replaces a database, then the replaced one is kept aside', async () => {
    const backup = await takeBackup(server.config, server.db, newFolder());
    const place = await emptyPlace();
    await restoreBackup(place, backup.file, noOtherConnections);
    const { previous } = await restoreBackup(place, backup.file, noOtherConnections);
    expect(previous).toBeDefined();
    expect(fs.existsSync(previous!)).toBe(true);
    if (testDatabase() === 'sqlite') expect(fs.readdirSync(previous!)).toContain('zlota-rybka.sqlite');
    else expect(listBackups(place.backupDir)).toHaveLength(0); // named "przed-przywroceniem-…", apart from the rotation
  }, 60_000);
});

describe('a backup proves itself by its SHA-256 checksum (issue 33)', () => {
  /** What a restore may leave behind: the place's database rows, and any copy it took of them first. */
  async function snapshotOf(place: Config) {
    const db = createDb(place.database);
    try {
      const payments = Number((await db('payments').count({ n: '*' }).first())?.n);
      const copies = [place.backupDir, place.dataDir].flatMap((dir) => fs.readdirSync(dir).filter((name) => /przed-przywroceniem|\.restoring$/.test(name)));
      return { payments, copies };
    } finally {
      await db.destroy();
    }
  }

  /** The backup and its checksum file copied to another folder, as after a transfer; `damage` changes the backup's bytes. */
  function transferred(file: string, damage: (bytes: Buffer) => Buffer): string {
    const copy = path.join(newFolder(), path.basename(file));
    fs.writeFileSync(copy, damage(fs.readFileSync(file)));
    fs.copyFileSync(`${file}.sha256`, `${copy}.sha256`);
    return copy;
  }

  /** A place holding the portal's data, restored from `file`. */
  async function restoredPlace(file: string): Promise<Config> {
    const place = await emptyPlace();
    await restoreBackup(place, file, noOtherConnections);
    return place;
  }

  it('when a backup is taken, then its SHA-256 lies beside it in `sha256sum` format, and a restore verifies it', async () => {
    const backup = await takeBackup(server.config, server.db, newFolder());
    const digest = createHash('sha256').update(fs.readFileSync(backup.file)).digest('hex');
    expect(fs.readFileSync(`${backup.file}.sha256`, 'utf8')).toBe(`${digest}  ${path.basename(backup.file)}\n`);
    const place = await emptyPlace();
    await restoreBackup(place, backup.file, noOtherConnections);
    await expectPlaceBalances(place);
  }, 60_000);

  it.each([
    { what: 'cut in half', damage: (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length / 2)) },
    { what: 'with one byte changed', damage: (bytes: Buffer) => Buffer.concat([bytes.subarray(0, 1000), Buffer.from([bytes[1000]! ^ 0xff]), bytes.subarray(1001)]) },
  ])('when the backup was $what, then it is refused in one sentence before anything is touched', async ({ damage }) => {
    const backup = await takeBackup(server.config, server.db, newFolder());
    const place = await restoredPlace(backup.file);
    const before = await snapshotOf(place);

    const error = await restoreBackup(place, transferred(backup.file, damage), noOtherConnections).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RestoreRefused);
    expect((error as Error).message).toMatch(/^Suma kontrolna SHA-256 kopii nie zgadza się [^.]*\.$/);
    expect(await snapshotOf(place)).toEqual(before);
  }, 60_000);

  it('when the checksum file is missing, then the backup is refused unless the restore is told to go without it', async () => {
    const backup = await takeBackup(server.config, server.db, newFolder());
    const bare = path.join(newFolder(), path.basename(backup.file));
    fs.copyFileSync(backup.file, bare);
    const place = await restoredPlace(backup.file);
    const before = await snapshotOf(place);
    const error = await restoreBackup(place, bare, noOtherConnections).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RestoreRefused);
    expect((error as Error).message).toMatch(/^Obok kopii nie ma pliku .*--without-checksum.*\.$/);
    expect(await snapshotOf(place)).toEqual(before);

    await restoreBackup(place, bare, noOtherConnections, { withoutChecksum: true });
    await expectPlaceBalances(place);
  }, 60_000);
});

describe('the commands', () => {
  const run = promisify(execFile);
  const command = (name: string, args: string[], env: Record<string, string>) =>
    run(process.execPath, ['--import', 'tsx', '--conditions=@zlota/source', `server/src/cli/${name}.ts`, ...args], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, ...env },
    }).catch((error: { code: number; stdout: string; stderr: string }) => error);

  it.runIf(testDatabase() === 'sqlite')('when `backup` runs beside the live server, then it writes a verified copy; `restore` refuses while the server runs', async () => {
    const dir = newFolder();
    const env = { DATA_DIR: server.config.dataDir, NODE_ENV: 'test' };
    const made = (await command('backup', ['--dir', dir], env)) as { stdout: string };
    expect(made.stdout).toMatch(/Zapisano i sprawdzono kopię: .*zlota-rybka-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.sqlite .*SHA-256 w .*\.sqlite\.sha256/);
    const [copy] = listBackups(dir);
    const stop = markServerRunning(server.config.dataDir);
    try {
      const refused = (await command('restore', [copy!.file], env)) as { code: number; stderr: string };
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/Nie przywrócono: Serwer działa na tych danych/);
      const bare = path.join(newFolder(), path.basename(copy!.file));
      fs.copyFileSync(copy!.file, bare);
      const unchecked = (await command('restore', [bare], env)) as { code: number; stderr: string };
      expect(unchecked.stderr).toMatch(/^Nie przywrócono: Obok kopii nie ma pliku .*--without-checksum/);
      const allowed = (await command('restore', ['--without-checksum', bare], env)) as { code: number; stderr: string };
      expect(allowed.stderr).toMatch(/Nie przywrócono: Serwer działa na tych danych/);
    } finally {
      stop();
    }
  }, 60_000);
});

describe("the server's own backups (BACKUP_DIR, BACKUP_EVERY_HOURS)", () => {
  it('when the newest backup is older than the interval, then one is taken at once, and the folder keeps 7 daily and 4 weekly', async () => {
    const dir = newFolder();
    const day = 86_400_000;
    // Forty old backups, one a day (their content does not matter to the rotation), and a file that is not a backup.
    for (let age = 1; age <= 40; age++) {
      const old = path.join(dir, backupFileName(Date.now() - age * day, 'sqlite'));
      fs.writeFileSync(old, 'stara kopia');
      fs.writeFileSync(`${old}.sha256`, 'suma starej kopii');
    }
    fs.writeFileSync(path.join(dir, 'notatki.txt'), 'nie ruszać');
    const schedule = scheduleBackups({ ...server.deps, config: { ...server.config, backupDir: dir, backupEveryMs: 3_600_000 } });
    try {
      const deadline = Date.now() + 60_000;
      while (listBackups(dir).length > 11 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await schedule.stop();
    }
    const kept = listBackups(dir);
    expect(kept.length).toBeLessThanOrEqual(11);
    expect(kept.length).toBeGreaterThanOrEqual(8);
    const newest = kept.at(-1)!;
    expect(Date.now() - newest.takenAt).toBeLessThan(60_000);
    const signature = testDatabase() === 'pg' ? 'PGDMP' : 'SQLite format 3';
    expect(fs.readFileSync(newest.file).subarray(0, signature.length).toString()).toBe(signature);
    expect(fs.existsSync(path.join(dir, 'notatki.txt'))).toBe(true);
    // Each backup kept has its checksum beside it, the new one's true; a removed backup's checksum goes with it.
    for (const backup of kept) expect(fs.existsSync(`${backup.file}.sha256`), backup.file).toBe(true);
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.sha256'))).toHaveLength(kept.length);
    expect(fs.readFileSync(`${newest.file}.sha256`, 'utf8')).toBe(`${createHash('sha256').update(fs.readFileSync(newest.file)).digest('hex')}  ${path.basename(newest.file)}\n`);
  }, 90_000);
});
