import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { API_MESSAGES, SIGN_UP_MESSAGES } from '@zlota/shared/messages';
import { createDb } from '@zlota/server/db/knex';
import { callRoute } from '../support/api-client.js';
import { createActiveUser, login as userLogin } from '../support/accounts.js';
import { killAll, runSource } from '../support/child-process.js';
import { startTestServer } from '../support/test-server.js';

// `npm run create-admin -- --email …`, from source, with the password on standard input (no terminal).
const CLI = 'server/src/cli/create-admin.ts';
const dirs: string[] = [];
afterEach(() => killAll());
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function newDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'zlota-cli-'));
  dirs.push(dir);
  return dir;
}
const sqliteFile = (dataDir: string) => path.join(dataDir, 'zlota-rybka.sqlite');
/** How the audit log names who acted when nobody signed in did: the command that did it. */
const CLI_NOTE = 'npm run create-admin';

async function createAdminCli(dataDir: string, args: string[], stdin: string) {
  const child = runSource(CLI, { DATA_DIR: dataDir }, args);
  child.process.stdin!.end(stdin);
  const code = await child.exit();
  return { code, stdout: child.stdout(), stderr: child.stderr() };
}

async function withFile<T>(dataDir: string, read: (db: ReturnType<typeof createDb>) => Promise<T>): Promise<T> {
  const db = createDb({ client: 'sqlite3', file: sqliteFile(dataDir) });
  try {
    return await read(db);
  } finally {
    await db.destroy();
  }
}
const auditRows = (dataDir: string) => withFile(dataDir, (db) => db('audit_log').orderBy('id'));
const sessionCount = (dataDir: string, userId: number) =>
  withFile(dataDir, async (db) => Number((await db('sessions').where({ user_id: userId }).count({ n: '*' }).first())?.n));
const userRow = (dataDir: string, email: string) => withFile(dataDir, (db) => db('users').where({ email }).first());

/** The real app on that DATA_DIR's database: the admin logs in as a person would. */
async function adminLogin(dataDir: string, login: string, password: string) {
  const server = await startTestServer({ DATA_DIR: dataDir });
  try {
    return (await callRoute(server.url, API_ROUTES.adminLogin, {}, { body: { login, password } })).body;
  } finally {
    await server.close();
  }
}

describe.skipIf(process.env.TEST_DB === 'pg')('npm run create-admin', () => {
  it('when the address is new and the password good, then it exits 0 and the new admin can log in', async () => {
    const dataDir = newDataDir();
    const password = 'haslo-z-wiersza-polecen';

    const result = await createAdminCli(dataDir, ['--email', 'Nowy.Admin@ZlotaRybka.pl'], `${password}\n`);

    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Utworzono konto administratora nowy.admin@zlotarybka.pl');
    expect(result.stdout + result.stderr).not.toContain(password);
    const row = await userRow(dataDir, 'nowy.admin@zlotarybka.pl');
    expect(row).toMatchObject({ email_verified_at: expect.any(Number) });
    expect(row.staff_role).toBe('admin');
    expect(row.staff_role).toBe('admin');
    expect(Boolean(row.is_active)).toBe(true);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await adminLogin(dataDir, 'nowy.admin@zlotarybka.pl', password)).toMatchObject({ access_token: expect.any(String), admin: true });
    expect(await adminLogin(dataDir, 'nowy.admin@zlotarybka.pl', `${password}x`)).toBe(false);
  });

  it.each([
    { what: 'a password of 7 characters', args: ['--email', 'admin@zlotarybka.pl'], stdin: 'krotkie\n', message: SIGN_UP_MESSAGES.password },
    { what: 'an empty standard input', args: ['--email', 'admin@zlotarybka.pl'], stdin: '', message: SIGN_UP_MESSAGES.password },
    { what: 'a bad e-mail address', args: ['--email', 'to-nie-jest-email'], stdin: 'dobre-haslo-123\n', message: SIGN_UP_MESSAGES.email },
    { what: 'no --email at all', args: [], stdin: 'dobre-haslo-123\n', message: SIGN_UP_MESSAGES.email },
    { what: 'a role the team does not have', args: ['--email', 'admin@zlotarybka.pl', '--role', 'szef'], stdin: 'dobre-haslo-123\n', message: API_MESSAGES.staffRole },
  ])('when it gets $what, then it exits 1 with the Polish message and writes no database', async ({ args, stdin, message }) => {
    const dataDir = newDataDir();

    const result = await createAdminCli(dataDir, args, stdin);

    expect(result.code).toBe(1);
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain('Użycie: npm run create-admin -- --email');
    expect(existsSync(sqliteFile(dataDir))).toBe(false);
  });

  it('when it gets --role finance, then the account is of the finance role: payments yes, the audit log no', async () => {
    const dataDir = newDataDir();
    const password = 'haslo-dzialu-finansow';

    const result = await createAdminCli(dataDir, ['--email', 'finanse@zlotarybka.pl', '--role', 'finance'], `${password}\n`);

    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Utworzono konto finanse@zlotarybka.pl w roli: Finanse');
    expect(await userRow(dataDir, 'finanse@zlotarybka.pl')).toMatchObject({ staff_role: 'finance' });
    const server = await startTestServer({ DATA_DIR: dataDir });
    try {
      const session = await callRoute(server.url, API_ROUTES.adminLogin, {}, { body: { login: 'finanse@zlotarybka.pl', password } });
      const token = session.body.access_token as string;
      expect((await callRoute(server.url, API_ROUTES.payments, {}, { token })).status).toBe(200);
      const refused = await callRoute(server.url, API_ROUTES.adminAudit, {}, { token });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ error: { code: 'ROLE_FORBIDDEN', message: API_MESSAGES.roleForbidden } });
    } finally {
      await server.close();
    }
  });

  it('when the address belongs to a normal user, then that account becomes an admin with the new password', async () => {
    const dataDir = newDataDir();
    const server = await startTestServer({ DATA_DIR: dataDir });
    const user = await createActiveUser(server);
    await server.close();
    const before = await userRow(dataDir, user.email);
    expect(before.staff_role).toBeNull();
    expect(await adminLogin(dataDir, user.email, user.password)).toBe(false);

    const result = await createAdminCli(dataDir, ['--email', user.email], 'nowe-haslo-admina-1\n');

    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`Nadano uprawnienia administratora kontu ${user.email}`);
    const after = await userRow(dataDir, user.email);
    expect(after).toMatchObject({ id: before.id, username: before.username, name: before.name, email_verified_at: before.email_verified_at });
    expect(after.staff_role).toBe('admin');
    expect(after.staff_role).toBe('admin');
    expect(after.password_hash).not.toBe(before.password_hash);
    expect(await adminLogin(dataDir, user.email, 'nowe-haslo-admina-1')).toMatchObject({ admin: true });
    const db = createDb({ client: 'sqlite3', file: sqliteFile(dataDir) });
    try {
      expect(Number((await db('users').count({ n: '*' }).first())?.n)).toBe(1);
    } finally {
      await db.destroy();
    }
  });

  it('when it creates an account, then the granted role is in the audit log, done by nobody signed in: the command line', async () => {
    const dataDir = newDataDir();

    const result = await createAdminCli(dataDir, ['--email', 'moderacja@zlotarybka.pl', '--role', 'moderator'], 'haslo-moderatora-123\n');

    expect(result.code, result.stderr).toBe(0);
    const row = await userRow(dataDir, 'moderacja@zlotarybka.pl');
    expect(await auditRows(dataDir)).toEqual([
      expect.objectContaining({ action: 'user.set_role', entity_type: 'user', entity_id: row.id, actor_id: null, actor_email: null, note: CLI_NOTE }),
    ]);
    const [entry] = await auditRows(dataDir);
    expect(JSON.parse(entry.after)).toMatchObject({ email: 'moderacja@zlotarybka.pl', staff_role: 'moderator' });
    expect(entry.before).toBeNull();
  });

  it('when it sets a new password of an existing account, then the role and the password are audited and every session of the account ends', async () => {
    const dataDir = newDataDir();
    const server = await startTestServer({ DATA_DIR: dataDir });
    const user = await createActiveUser(server);
    const token = await userLogin(server, user.email, user.password);
    await userLogin(server, user.email, user.password);
    await server.close();
    expect(await sessionCount(dataDir, user.id)).toBe(2);

    const result = await createAdminCli(dataDir, ['--email', user.email, '--role', 'finance'], 'nowe-haslo-finansow-1\n');

    expect(result.code, result.stderr).toBe(0);
    expect(await sessionCount(dataDir, user.id)).toBe(0);
    const entries = await auditRows(dataDir);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['user.set_password', 'user.set_role']);
    for (const entry of entries) expect(entry).toMatchObject({ entity_type: 'user', entity_id: user.id, actor_id: null, actor_email: null, note: CLI_NOTE });
    const roleChange = entries.find((entry) => entry.action === 'user.set_role')!;
    expect(JSON.parse(roleChange.before)).toMatchObject({ email: user.email, staff_role: null });
    expect(JSON.parse(roleChange.after)).toMatchObject({ email: user.email, staff_role: 'finance' });
    expect(JSON.stringify(entries)).not.toContain('nowe-haslo-finansow-1');
    const again = await startTestServer({ DATA_DIR: dataDir });
    try {
      expect((await callRoute(again.url, API_ROUTES.userInfo, {}, { token })).status).toBe(401);
    } finally {
      await again.close();
    }
  });
});

