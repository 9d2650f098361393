import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, apiPath, serverPaths, type ApiRoute } from '@zlota/shared/api-routes';
import { PAYMENT_MESSAGES } from '@zlota/shared/messages';
import { callRoute, withQuery } from '../support/api-client.js';
import { createAdminAccount } from '../support/accounts.js';
import { adminLogin, createFundraiser, donate, donationBody, type Fundraiser } from '../support/payments.js';
import { startPayuStandIn, type PayuStandIn } from '../support/payu-stand-in.js';
import { startPrzelewy24StandIn, type Przelewy24StandIn } from '../support/przelewy24-stand-in.js';
import { paymentTestHosts } from '../support/payment-test-hosts.js';
import { startTestServer, testDatabase, type TestServer } from '../support/test-server.js';

// Issue 14 item 2: the panel reads a payment configuration with its secrets only as "saved" and a masked
// hint, keeps a secret left empty, removes a fundraiser's own configuration ("default"), and checks the
// stored credentials against the provider ("Sprawdź połączenie"), all against the local stand-ins.

/** Port 9 (discard) on loopback: nothing listens, the connection is refused at once. */
const UNREACHABLE = 'http://127.0.0.1:9';
const P24 = { merchantId: 22_222, posId: 22_222, apiKey: 'p24-klucz-api-7f3a9c', crc: 'p24-crc-5d1e8b' };

let server: TestServer;
let adminToken: string;
let payu: PayuStandIn;
let p24: Przelewy24StandIn;

beforeAll(async () => {
  payu = await startPayuStandIn();
  p24 = await startPrzelewy24StandIn(P24);
  server = await startTestServer(paymentTestHosts(payu.url, p24.url, UNREACHABLE));
  const admin = await createAdminAccount(server);
  adminToken = await adminLogin(server.url, admin.email, admin.password);
});
afterAll(async () => {
  await payu?.close();
  await p24?.close();
  await server?.close();
});

const payuSecrets = () => [payu.config.clientSecret, payu.config.secondKey];
const payuConfiguration = (overrides: { baseUrl?: string; clientSecret?: string; secondKey?: string } = {}) => ({
  provider: 'payu',
  config: { pos_id: payu.config.posId, client_id: payu.config.clientId, base_url: overrides.baseUrl ?? payu.url },
  secrets: { client_secret: overrides.clientSecret ?? payu.config.clientSecret, second_key: overrides.secondKey ?? payu.config.secondKey },
});
const przelewy24Configuration = (apiKey = P24.apiKey) => ({
  provider: 'przelewy24',
  config: { merchant_id: P24.merchantId, pos_id: P24.posId, base_url: p24.baseUrl },
  secrets: { api_key: apiKey, crc: P24.crc },
});

const asAdmin = (route: ApiRoute, params: Record<string, number> = {}, body?: unknown) =>
  callRoute(server.url, route, params, { token: adminToken, ...(body === undefined ? {} : { body }) });
const configure = async (fundraiser: Fundraiser, body: unknown) => {
  const response = await asAdmin(API_ROUTES.adminCharityPaymentConfiguration, { id: fundraiser.id }, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response;
};
const view = (fundraiser: Fundraiser) => asAdmin(API_ROUTES.adminCharityPaymentConfigurationView, { id: fundraiser.id });
const check = (fundraiser: Fundraiser) => asAdmin(API_ROUTES.adminCharityPaymentConnectionCheck, { id: fundraiser.id });
const auditOf = (fundraiser: Fundraiser, action: string) =>
  asAdmin(withQuery(API_ROUTES.adminAudit, { entity_type: 'charity', entity_id: fundraiser.id, action })).then((r) => r.body as Array<Record<string, unknown>>);

/** The answer exactly as it came over the wire, not parsed. */
async function rawText(route: ApiRoute, params: Record<string, number> = {}): Promise<string> {
  const response = await fetch(`${server.url}${serverPaths({ ...route, path: apiPath(route, params) })[0]}`, {
    method: route.method,
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(response.status).toBe(200);
  return response.text();
}

describe('a PayU configuration read back by the panel', () => {
  it('when PayU credentials are set, then no answer, the audit log nor the database (but sealed) holds a secret, and the hint shows at most 2 characters', async () => {
    const fundraiser = await createFundraiser(server.url, adminToken);
    const saved = await configure(fundraiser, payuConfiguration());
    expect((await check(fundraiser)).body).toMatchObject({ ok: true });
    expect((await donate(server.url, donationBody(fundraiser.id))).status).toBe(201);

    const shown = await view(fundraiser);
    expect(shown.body).toEqual({
      provider: 'payu',
      source: 'charity',
      config: { pos_id: payu.config.posId, client_id: payu.config.clientId, base_url: payu.url },
      secrets: {
        client_secret: { set: true, hint: `••••••${payu.config.clientSecret.slice(-2)}` },
        second_key: { set: true, hint: `••••••${payu.config.secondKey.slice(-2)}` },
      },
    });
    for (const { hint } of Object.values(shown.body.secrets as Record<string, { hint: string }>)) expect(hint.replace(/•/g, '').length).toBeLessThanOrEqual(2);

    const answers = [
      JSON.stringify(saved.body),
      await rawText(API_ROUTES.adminCharityPaymentConfigurationView, { id: fundraiser.id }),
      await rawText(API_ROUTES.adminDefaultPaymentConfigurationView),
      await rawText(API_ROUTES.charityPaymentConfiguration, { id: fundraiser.id }),
      await rawText(API_ROUTES.adminAudit),
      await rawText(API_ROUTES.payments),
      await rawText(API_ROUTES.paymentsCount),
      await rawText(API_ROUTES.adminCharity, { id: fundraiser.id }),
      await rawText(API_ROUTES.adminCharityPaymentConnectionCheck, { id: fundraiser.id }),
    ];
    for (const answer of answers) for (const secret of payuSecrets()) expect(answer).not.toContain(secret);

    const row = await server.db('payment_configurations').where({ charity_id: fundraiser.id }).first();
    expect(server.deps.secretBox.open(row.secret_config)).toEqual({ client_secret: payu.config.clientSecret, second_key: payu.config.secondKey });
    const tables = await everyTable();
    for (const table of tables) {
      const dump = JSON.stringify(await server.db(table).select('*'));
      for (const secret of payuSecrets()) expect(dump, `table ${table}`).not.toContain(secret);
    }
  });

  it('when the secrets are left empty on a later save to the same address, then the stored ones stay: the check and a donation still work', async () => {
    const fundraiser = await createFundraiser(server.url, adminToken);
    await configure(fundraiser, payuConfiguration());
    server.clock.advance(1000);

    await configure(fundraiser, payuConfiguration({ baseUrl: `${payu.url}/`, clientSecret: '', secondKey: '' }));

    expect((await view(fundraiser)).body).toMatchObject({ config: { base_url: payu.url }, secrets: { client_secret: { set: true }, second_key: { set: true } } });
    expect((await check(fundraiser)).body).toEqual({ ok: true, provider: 'payu', message: PAYMENT_MESSAGES.connectionOk });
    expect((await donate(server.url, donationBody(fundraiser.id))).status).toBe(201);
    const saves = await auditOf(fundraiser, 'payment.configuration');
    expect(saves.map((entry) => (entry.after as { keys_set: string[] }).keys_set)).toEqual([[], ['client_secret', 'second_key']]);
    // Another address asks for the keys again (payment-hosts.test.ts): they go only where they were typed for.
    const moved = await asAdmin(API_ROUTES.adminCharityPaymentConfiguration, { id: fundraiser.id }, payuConfiguration({ baseUrl: UNREACHABLE, clientSecret: '', secondKey: '' }));
    expect(moved.body.error).toMatchObject({ code: 'PAYMENT_SECRETS_REQUIRED', message: PAYMENT_MESSAGES.secretsForNewAddress });
  });

  it('when a new secret is typed, then it replaces the stored one, and the check reports the failure in Polish', async () => {
    const fundraiser = await createFundraiser(server.url, adminToken);
    await configure(fundraiser, payuConfiguration());
    server.clock.advance(1000);

    await configure(fundraiser, payuConfiguration({ clientSecret: 'zly-sekret-klienta-42', secondKey: '' }));

    expect((await view(fundraiser)).body.secrets).toEqual({
      client_secret: { set: true, hint: '••••••42' },
      second_key: { set: true, hint: `••••••${payu.config.secondKey.slice(-2)}` },
    });
    const refused = await check(fundraiser);
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({ ok: false, provider: 'payu', message: PAYMENT_MESSAGES.connectionFailed });
  });

  it('when the provider cannot be reached, then the check says so in Polish, and every check is in the audit log with its result only', async () => {
    const fundraiser = await createFundraiser(server.url, adminToken);
    await configure(fundraiser, payuConfiguration({ baseUrl: UNREACHABLE }));

    const unreachable = await check(fundraiser);

    // The same words as for refused keys: the check tells nothing about ports (payment-hosts.test.ts).
    expect(unreachable.body).toEqual({ ok: false, provider: 'payu', message: PAYMENT_MESSAGES.connectionFailed });
    const checks = await auditOf(fundraiser, 'payment.connection_check');
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ after: { provider: 'payu', ok: false, message: unreachable.body.message } });
    for (const secret of payuSecrets()) expect(JSON.stringify(checks)).not.toContain(secret);
  });
});

describe('Przelewy24 and the sandbox', () => {
  it('when Przelewy24 credentials are right, then the check is ok; with a wrong API key, it reports the failure in Polish', async () => {
    const fundraiser = await createFundraiser(server.url, adminToken);
    await configure(fundraiser, przelewy24Configuration());
    expect((await check(fundraiser)).body).toEqual({ ok: true, provider: 'przelewy24', message: PAYMENT_MESSAGES.connectionOk });
    expect((await view(fundraiser)).body.secrets).toEqual({ api_key: { set: true, hint: '••••••9c' }, crc: { set: true, hint: '••••••8b' } });

    server.clock.advance(1000);
    await configure(fundraiser, przelewy24Configuration('zly-klucz-api'));

    expect((await check(fundraiser)).body).toEqual({ ok: false, provider: 'przelewy24', message: PAYMENT_MESSAGES.connectionFailed });
  });

  it('when the fundraiser uses the sandbox, then the check is always ok and no secret is listed', async () => {
    const fundraiser = await createFundraiser(server.url, adminToken);
    await configure(fundraiser, { provider: 'sandbox' });
    expect((await check(fundraiser)).body).toEqual({ ok: true, provider: 'sandbox', message: PAYMENT_MESSAGES.connectionOk });
    expect((await view(fundraiser)).body).toEqual({ provider: 'sandbox', source: 'charity', config: {}, secrets: {} });
  });

  it('when the fundraiser does not exist, then the read and the check answer 404', async () => {
    const missing = { id: 999_999, url: 'nie-ma', title: 'Nie ma' };
    expect((await view(missing)).status).toBe(404);
    expect((await check(missing)).status).toBe(404);
  });
});

describe('the foundation\'s default and a fundraiser going back to it', () => {
  it('when an own configuration is replaced by "default", then the row is gone, the default serves it, and the change is audited', async () => {
    const fundraiser = await createFundraiser(server.url, adminToken);
    await configure(fundraiser, payuConfiguration());
    const setDefault = await asAdmin(API_ROUTES.adminDefaultPaymentConfiguration, {}, przelewy24Configuration());
    expect(setDefault.status).toBe(200);

    const back = await configure(fundraiser, { provider: 'default' });

    expect(back.body).toEqual({ provider: 'przelewy24', source: 'foundation', config: { merchant_id: P24.merchantId, pos_id: P24.posId, base_url: p24.baseUrl } });
    expect(await server.db('payment_configurations').where({ charity_id: fundraiser.id }).first()).toBeUndefined();
    expect((await view(fundraiser)).body).toMatchObject({ provider: 'przelewy24', source: 'foundation', secrets: { api_key: { set: true }, crc: { set: true } } });
    expect((await check(fundraiser)).body).toMatchObject({ ok: true, provider: 'przelewy24' });
    const saves = await auditOf(fundraiser, 'payment.configuration');
    expect(saves[0]).toMatchObject({ before: { provider: 'payu', source: 'charity' }, after: { provider: 'default' } });

    const defaultView = await asAdmin(API_ROUTES.adminDefaultPaymentConfigurationView);
    expect(defaultView.body).toMatchObject({ provider: 'przelewy24', source: 'foundation', secrets: { api_key: { set: true, hint: '••••••9c' } } });
    const defaultCheck = await asAdmin(API_ROUTES.adminDefaultPaymentConnectionCheck);
    expect(defaultCheck.body).toEqual({ ok: true, provider: 'przelewy24', message: PAYMENT_MESSAGES.connectionOk });
    const settingsChecks = await asAdmin(withQuery(API_ROUTES.adminAudit, { entity_type: 'settings', action: 'payment.connection_check' }));
    expect(settingsChecks.body).toHaveLength(1);
    for (const answer of [defaultView, defaultCheck, settingsChecks]) expect(JSON.stringify(answer.body)).not.toMatch(new RegExp(`${P24.apiKey}|${P24.crc}`));
  });
});

async function everyTable(): Promise<string[]> {
  if (testDatabase() === 'pg') return server.db('pg_tables').where({ schemaname: 'public' }).pluck('tablename');
  return server.db('sqlite_master').where({ type: 'table' }).andWhereNot('name', 'like', 'sqlite_%').pluck('name');
}
