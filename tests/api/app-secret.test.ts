import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { parseConfig } from '@zlota/server/config';
import { createDb, type Db } from '@zlota/server/db/knex';
import { createSecretBox } from '@zlota/server/libraries/secret-box';
import { callRoute } from '../support/api-client.js';
import { killAll, runSource, type Child } from '../support/child-process.js';
import { createAdminAccount } from '../support/accounts.js';
import { freshDatabase, startTestServer } from '../support/test-server.js';
import { APP_SECRET_CANARY, APP_SECRET_MISMATCH, checkAppSecret } from '@zlota/server/startup/app-secret-check';
import { forgetSecrets } from '@zlota/server/startup/forget-secrets';
import { adminLogin, createFundraiser, donate, donationBody } from '../support/payments.js';

// Issue 33, item 6: a restored copy started with another APP_SECRET. The key is checked at start against a sealed
// canary; without the original key the portal refuses to start and says how to go on: `npm run forget-secrets`
// clears what the old key sealed (two-factor secrets, payment providers' credentials), audited.

const MAIN = 'server/src/main.ts';
const FIRST_KEY = 'the-key-the-backup-was-made-with-0123456789';
const OTHER_KEY = 'a-new-key-of-the-restored-copy-9876543210';
const ADMIN = { login: 'admin@zlotarybka.pl', password: 'haslo-administratora-123' };

let database: Awaited<ReturnType<typeof freshDatabase>>;
let db: Db;
afterEach(() => killAll());
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

const envWith = (appSecret: string) => ({
  ...database.env,
  APP_SECRET: appSecret,
  ADMIN_EMAIL: ADMIN.login,
  ADMIN_PASSWORD: ADMIN.password,
  REQUIRE_ADMIN_2FA: '1',
  PORT: '0',
  LOG_LEVEL: 'info',
  SEED_DEMO: '0',
  NODE_ENV: 'test',
});

async function startPortal(appSecret: string): Promise<{ child: Child; url: string }> {
  const child = runSource(MAIN, envWith(appSecret));
  const ready = await child.waitForLog((line) => line.msg === 'Złota rybka nasłuchuje');
  return { child, url: `http://127.0.0.1:${ready.port as number}` };
}

async function stop(child: Child): Promise<void> {
  child.process.kill('SIGTERM');
  expect(await child.exit()).toBe(0);
}

describe('a copy of the database started with another APP_SECRET', () => {
  it('when started, then it refuses with the reason and the way on; after `npm run forget-secrets` it starts, the admins set up 2FA again, and it is audited', async () => {
    // The first start, with the first key; then the admin's two-factor secret and the foundation's PayU credentials, sealed with it.
    await stop((await startPortal(FIRST_KEY)).child);
    db = createDb(parseConfig({ NODE_ENV: 'test', ...database.env }).database);
    const firstBox = createSecretBox(FIRST_KEY);
    const admin = await db('users').where({ email: ADMIN.login }).first('id');
    await db('staff_two_factor').insert({ user_id: admin.id, sealed_secret: firstBox.seal('JBSWY3DPEHPK3PXP'), created_at: Date.now(), enabled_at: Date.now(), last_used_step: null });
    const publicConfig = JSON.stringify({ pos_id: '300746', client_id: '300746', base_url: 'https://secure.snd.payu.com' });
    await db('payment_configurations').insert({ charity_id: null, provider: 'payu', public_config: publicConfig, secret_config: firstBox.seal({ client_secret: 'tajne', second_key: 'drugi-klucz' }), updated_at: Date.now() });

    // With another key: no start, and the message says what the copy needs and how to go on without it.
    const refused = runSource(MAIN, envWith(OTHER_KEY));
    expect(await refused.exit()).toBe(1);
    expect(refused.stderr()).toMatch(/^Klucz APP_SECRET nie otwiera danych zapisanych w tej bazie: .*npm run forget-secrets.*\n$/s);
    expect(refused.stderr()).not.toMatch(/at .*\.ts:\d+/); // no stack trace
    expect(refused.logLines().some((line) => line.msg === 'Złota rybka nasłuchuje')).toBe(false);

    // Without --yes the command says what it would clear and clears nothing.
    const asked = runSource('server/src/cli/forget-secrets.ts', envWith(OTHER_KEY));
    expect(await asked.exit()).toBe(1);
    expect(asked.stderr()).toMatch(/npm run forget-secrets -- --yes\n$/);
    expect(await db('staff_two_factor').pluck('user_id')).toEqual([admin.id]);

    const forget = runSource('server/src/cli/forget-secrets.ts', envWith(OTHER_KEY), ['--yes']);
    expect(await forget.exit(), forget.stderr()).toBe(0);
    expect(forget.stdout()).toMatch(/Wyczyszczono/);

    const { child, url } = await startPortal(OTHER_KEY);
    const login = await callRoute(url, API_ROUTES.adminLogin, {}, { body: ADMIN });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ access_token: expect.any(String) }); // no code asked: the old secret is gone
    const token = login.body.access_token as string;
    expect((await callRoute(url, API_ROUTES.adminTwoFactor, {}, { token })).body).toMatchObject({ enabled: false, required: true });
    const blocked = await callRoute(url, API_ROUTES.adminAudit, {}, { token });
    expect(blocked.status).toBe(403);
    expect(blocked.body.error.code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    await stop(child);

    // The PayU account stays named, its credentials asked for again; the new key's canary lets the next start through.
    const configuration = await db('payment_configurations').whereNull('charity_id').first();
    expect(configuration).toMatchObject({ provider: 'payu', public_config: publicConfig });
    expect(createSecretBox(OTHER_KEY).open(configuration.secret_config)).toEqual({});
    const audit = await db('audit_log').where({ action: 'settings.forget_secrets' });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: null, note: 'npm run forget-secrets' });
    expect(JSON.parse(audit[0].before)).toMatchObject({ two_factor_setups: 1, payment_configurations: 1 });
  }, 120_000);
});

describe('sealed values the key does not open', () => {
  const otherBox = createSecretBox(OTHER_KEY);

  it('when a database from before the canary holds values sealed with another key, then the start is refused; with the right key the canary is written', async () => {
    const server = await startTestServer();
    try {
      const sealed = otherBox.seal({ client_secret: 'tajne', second_key: 'drugi-klucz' });
      await server.db('payment_configurations').insert({ charity_id: null, provider: 'payu', public_config: '{}', secret_config: sealed, updated_at: Date.now() });
      await expect(checkAppSecret(server.deps)).rejects.toThrow(APP_SECRET_MISMATCH);
      expect(await server.db('settings').where({ key: APP_SECRET_CANARY }).first()).toBeUndefined();

      await server.db('payment_configurations').delete();
      await checkAppSecret(server.deps);
      expect(await server.db('settings').where({ key: APP_SECRET_CANARY }).first()).toBeDefined();
      await checkAppSecret(server.deps);
      await expect(checkAppSecret({ ...server.deps, secretBox: otherBox })).rejects.toThrow(APP_SECRET_MISMATCH);
    } finally {
      await server.close();
    }
  });

  it('when an admin answers the code step and their secret was sealed with another key, then 503 SECRET_KEY_MISMATCH in Polish, not 500', async () => {
    const server = await startTestServer();
    try {
      const admin = await createAdminAccount(server);
      const user = await server.db('users').where({ email: admin.email }).first('id');
      await server.db('staff_two_factor').insert({ user_id: user.id, sealed_secret: otherBox.seal('JBSWY3DPEHPK3PXP'), created_at: Date.now(), enabled_at: Date.now(), last_used_step: null });
      const first = await callRoute(server.url, API_ROUTES.adminLogin, {}, { body: { login: admin.email, password: admin.password } });
      expect(first.body).toMatchObject({ two_factor_required: true });
      const answer = await callRoute(server.url, API_ROUTES.adminLoginTwoFactor, {}, { body: { challenge: first.body.challenge, code: '123456' } });
      expect(answer.status).toBe(503);
      expect(answer.body.error).toMatchObject({ code: 'SECRET_KEY_MISMATCH', message: expect.stringMatching(/npm run forget-secrets/) });
    } finally {
      await server.close();
    }
  });
});

describe('payment credentials cleared by forget-secrets', () => {
  it('when a donation comes to a fundraiser whose provider lost its credentials, then 503 PAYMENTS_UNAVAILABLE, and the panel shows them as not saved', async () => {
    const server = await startTestServer();
    try {
      const admin = await createAdminAccount(server);
      const token = await adminLogin(server.url, admin.email, admin.password);
      const fundraiser = await createFundraiser(server.url, token);
      const publicConfig = JSON.stringify({ pos_id: '300746', client_id: '300746', base_url: 'https://secure.snd.payu.com' });
      const secretConfig = server.deps.secretBox.seal({ client_secret: 'tajne-haslo-klienta', second_key: 'drugi-klucz-md5' });
      await server.db('payment_configurations').insert({ charity_id: null, provider: 'payu', public_config: publicConfig, secret_config: secretConfig, updated_at: Date.now() });

      expect(await forgetSecrets(server.deps, 'test')).toEqual({ two_factor_setups: 0, payment_configurations: 1 });
      const refused = await donate(server.url, donationBody(fundraiser.id));
      expect(refused.status).toBe(503);
      expect(refused.body.error.code).toBe('PAYMENTS_UNAVAILABLE');
      const view = await callRoute(server.url, API_ROUTES.adminDefaultPaymentConfigurationView, {}, { token });
      expect(view.body).toMatchObject({ provider: 'payu', secrets: { client_secret: { set: false }, second_key: { set: false } } });
    } finally {
      await server.close();
    }
  });
});
