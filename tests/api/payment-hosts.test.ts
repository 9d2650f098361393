import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { PAYMENT_MESSAGES } from '@zlota/shared/messages';
import { parseConfig } from '@zlota/server/config';
import { callRoute } from '../support/api-client.js';
import { createAdminAccount } from '../support/accounts.js';
import { adminLogin, createFundraiser, donate, donationBody, type Fundraiser } from '../support/payments.js';
import { closedPort, paymentTestHosts, startListener, type Listener } from '../support/payment-test-hosts.js';
import { startPayuStandIn, type PayuStandIn } from '../support/payu-stand-in.js';
import { startPrzelewy24StandIn, type Przelewy24StandIn } from '../support/przelewy24-stand-in.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { webShell } from '../support/web-shell.js';

// Issue 29 item 2: write-only secrets stay write-only. A finance member could point a stored PayU or Przelewy24
// configuration at any host with the secret fields empty, press "Sprawdź połączenie", and the server sent the
// stored client_secret / API key there; the answers for an open and a closed port told them apart. Now the hosts
// are allow-listed per provider (PAYMENT_TEST_HOSTS names the local stand-ins), a new address asks for the keys
// again, the list is checked again right before every request, and every failed check answers the same words.

const P24 = { merchantId: 33_333, posId: 33_333, apiKey: 'p24-klucz-api-ab12cd', crc: 'p24-crc-ef34gh' };

let server: TestServer;
/** Creates the fundraisers; the finance member sets their payments. */
let adminToken: string;
let financeToken: string;
let payu: PayuStandIn;
let otherPayu: PayuStandIn;
let p24: Przelewy24StandIn;
/** Not on the list: nothing may ever reach it. */
let forbidden: Listener;
/** On the list, but not a provider: open ports that answer HTTP 404, or hang up. */
let answersHttp: Listener;
let hangsUp: Listener;
let closed: string;

beforeAll(async () => {
  [payu, otherPayu, p24, forbidden, answersHttp, hangsUp, closed] = await Promise.all([
    startPayuStandIn(),
    startPayuStandIn(),
    startPrzelewy24StandIn(P24),
    startListener('http'),
    startListener('http'),
    startListener('hang-up'),
    closedPort(),
  ]);
  server = await startTestServer(paymentTestHosts(payu.url, otherPayu.url, p24.url, answersHttp.url, hangsUp.url, closed));
  const [admin, finance] = [await createAdminAccount(server), await createAdminAccount(server, 'finance')];
  adminToken = await adminLogin(server.url, admin.email, admin.password);
  financeToken = await adminLogin(server.url, finance.email, finance.password);
});
afterAll(async () => {
  await Promise.all([payu?.close(), otherPayu?.close(), p24?.close(), forbidden?.close(), answersHttp?.close(), hangsUp?.close()]);
  await server?.close();
});

const payuConfiguration = (baseUrl: string, secrets?: Record<string, string>, stand = payu) => ({
  provider: 'payu',
  config: { pos_id: stand.config.posId, client_id: stand.config.clientId, base_url: baseUrl },
  secrets: secrets ?? { client_secret: stand.config.clientSecret, second_key: stand.config.secondKey },
});
const przelewy24Configuration = (baseUrl: string, secrets = { api_key: P24.apiKey, crc: P24.crc }) => ({
  provider: 'przelewy24',
  config: { merchant_id: P24.merchantId, pos_id: P24.posId, base_url: baseUrl },
  secrets,
});
const NO_PAYU_SECRETS = { client_secret: '', second_key: '' };
const NO_P24_SECRETS = { api_key: '', crc: '' };

const configure = (fundraiser: Fundraiser, body: unknown) =>
  callRoute(server.url, API_ROUTES.adminCharityPaymentConfiguration, { id: fundraiser.id }, { token: financeToken, body });
const check = (fundraiser: Fundraiser) => callRoute(server.url, API_ROUTES.adminCharityPaymentConnectionCheck, { id: fundraiser.id }, { token: financeToken });
const storedRow = (fundraiser: Fundraiser) => server.db('payment_configurations').where({ charity_id: fundraiser.id }).first();

async function configured(body: unknown): Promise<Fundraiser> {
  const fundraiser = await createFundraiser(server.url, adminToken);
  const saved = await configure(fundraiser, body);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return fundraiser;
}

function expectNothingReached(listener: Listener) {
  expect(listener.connections).toBe(0);
  expect(listener.received).toBe('');
}

describe('a stored PayU configuration pointed at another host with the secret fields empty', () => {
  it('when the new host is a loopback port off the list, then the save is refused naming the field, nothing changes, and the check still goes to the stand-in only', async () => {
    const fundraiser = await configured(payuConfiguration(payu.url));
    const before = await storedRow(fundraiser);

    const moved = await configure(fundraiser, payuConfiguration(forbidden.url, NO_PAYU_SECRETS));

    expect(moved.status).toBe(400);
    expect(moved.body.error).toEqual({ code: 'PAYMENT_HOST_NOT_ALLOWED', message: PAYMENT_MESSAGES.payuHost, fields: { 'config.base_url': PAYMENT_MESSAGES.payuHost } });
    expect(await storedRow(fundraiser)).toEqual(before);
    expect((await check(fundraiser)).body).toEqual({ ok: true, provider: 'payu', message: PAYMENT_MESSAGES.connectionOk });
    expectNothingReached(forbidden);
  });

  it('when the new host is on the list, then the keys must be typed again: refused with its own code, and the new host hears nothing', async () => {
    const fundraiser = await configured(payuConfiguration(payu.url));
    const before = await storedRow(fundraiser);
    const tokensBefore = otherPayu.tokensIssued;

    const moved = await configure(fundraiser, payuConfiguration(otherPayu.url, { client_secret: '', second_key: 'nowy-drugi-klucz' }));

    expect(moved.status).toBe(400);
    expect(moved.body.error).toEqual({
      code: 'PAYMENT_SECRETS_REQUIRED',
      message: PAYMENT_MESSAGES.secretsForNewAddress,
      fields: { 'secrets.client_secret': PAYMENT_MESSAGES.secretsForNewAddress },
    });
    expect(await storedRow(fundraiser)).toEqual(before);
    await check(fundraiser);
    expect(otherPayu.tokensIssued).toBe(tokensBefore);

    // Typed again, the keys go to the new address.
    expect((await configure(fundraiser, payuConfiguration(otherPayu.url, undefined, otherPayu))).status).toBe(200);
    expect((await check(fundraiser)).body).toMatchObject({ ok: true });
    expect(otherPayu.tokensIssued).toBe(tokensBefore + 1);
  });

  it('when the same address is saved again (written with a trailing slash) with the keys empty, then the stored keys stay', async () => {
    const fundraiser = await configured(przelewy24Configuration(p24.baseUrl));

    const saved = await configure(fundraiser, przelewy24Configuration(`${p24.baseUrl}/`, NO_P24_SECRETS));

    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await check(fundraiser)).body).toEqual({ ok: true, provider: 'przelewy24', message: PAYMENT_MESSAGES.connectionOk });
  });

  it('when a Przelewy24 configuration is moved to another port with its keys left empty, then it is refused the same way', async () => {
    const fundraiser = await configured(przelewy24Configuration(p24.baseUrl));

    const moved = await configure(fundraiser, przelewy24Configuration(`${answersHttp.url}/api/v1`, NO_P24_SECRETS));

    expect(moved.status).toBe(400);
    expect(moved.body.error).toMatchObject({ code: 'PAYMENT_SECRETS_REQUIRED', fields: { 'secrets.api_key': PAYMENT_MESSAGES.secretsForNewAddress, 'secrets.crc': PAYMENT_MESSAGES.secretsForNewAddress } });
    expect(answersHttp.received).not.toContain(P24.apiKey);
  });

  it('when the provider is switched, then its keys must be typed: the other provider\'s are never reused', async () => {
    const fundraiser = await configured(payuConfiguration(payu.url));

    const switched = await configure(fundraiser, przelewy24Configuration(p24.baseUrl, NO_P24_SECRETS));

    expect(switched.status).toBe(400);
    expect(switched.body.error.fields).toEqual({ 'secrets.api_key': PAYMENT_MESSAGES.secretRequired, 'secrets.crc': PAYMENT_MESSAGES.secretRequired });
    expect((await storedRow(fundraiser)).provider).toBe('payu');
  });
});

describe('hosts that are never a provider', () => {
  it.each([
    ['payu', 'https://169.254.169.254'],
    ['payu', 'https://10.0.0.1'],
    ['payu', 'https://192.168.1.10:8443'],
    ['payu', 'https://secure.payu.com.evil.example'],
    ['payu', 'https://secure.payu.com:8443'],
    ['payu', 'https://sandbox.przelewy24.pl'],
    ['przelewy24', 'https://169.254.169.254/api/v1'],
    ['przelewy24', 'https://10.0.0.1/api/v1'],
    ['przelewy24', 'https://secure.snd.payu.com/api/v1'],
  ] as const)('when %s is given %s with its keys typed, then it answers 400 PAYMENT_HOST_NOT_ALLOWED and stores nothing', async (provider, baseUrl) => {
    const fundraiser = await createFundraiser(server.url, adminToken);

    const refused = await configure(fundraiser, provider === 'payu' ? payuConfiguration(baseUrl) : przelewy24Configuration(baseUrl));

    const message = provider === 'payu' ? PAYMENT_MESSAGES.payuHost : PAYMENT_MESSAGES.przelewy24Host;
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({ code: 'PAYMENT_HOST_NOT_ALLOWED', message, fields: { 'config.base_url': message } });
    expect(await storedRow(fundraiser)).toBeUndefined();
  });

  it('when the providers\' own production and sandbox hosts are given, then they are saved', async () => {
    for (const body of [
      payuConfiguration('https://secure.payu.com'),
      payuConfiguration('https://secure.snd.payu.com/'),
      przelewy24Configuration('https://secure.przelewy24.pl/api/v1'),
      przelewy24Configuration('https://SANDBOX.przelewy24.pl/api/v1'),
    ]) {
      await configured(body);
    }
  });
});

describe('a stored row whose host was changed in the database by hand', () => {
  it('when the check is pressed and a donation started, then nothing reaches the host, and the check answers the usual failure', async () => {
    for (const [body, path] of [[payuConfiguration(payu.url), ''], [przelewy24Configuration(p24.baseUrl), '/api/v1']] as const) {
      const fundraiser = await configured(body);
      const row = await storedRow(fundraiser);
      const tampered = { ...JSON.parse(row.public_config), base_url: `${forbidden.url}${path}` };
      await server.db('payment_configurations').where({ id: row.id }).update({ public_config: JSON.stringify(tampered) });

      const checked = await check(fundraiser);
      const donation = await donate(server.url, donationBody(fundraiser.id, { email: 'anna.nowak@example.pl' }));

      expect(checked.body).toEqual({ ok: false, provider: body.provider, message: PAYMENT_MESSAGES.connectionFailed });
      expect(donation.status).toBe(502);
      expectNothingReached(forbidden);
    }
  });
});

describe('"Sprawdź połączenie" against ports that are not the provider', () => {
  it('when the port is closed, open and answering HTTP, or open and hanging up, then the answer is the same body every time', async () => {
    const answers = [];
    for (const target of [closed, answersHttp.url, hangsUp.url]) {
      for (const body of [payuConfiguration(target), przelewy24Configuration(`${target}/api/v1`)]) {
        const fundraiser = await configured(body);
        const response = await check(fundraiser);
        expect(response.status).toBe(200);
        answers.push({ [body.provider]: response.body });
      }
    }

    expect(answersHttp.connections).toBeGreaterThan(0);
    expect(answers).toEqual([
      ...Array.from({ length: 3 }, () => [
        { payu: { ok: false, provider: 'payu', message: PAYMENT_MESSAGES.connectionFailed } },
        { przelewy24: { ok: false, provider: 'przelewy24', message: PAYMENT_MESSAGES.connectionFailed } },
      ]).flat(),
    ]);
  });
});

describe('PAYMENT_TEST_HOSTS, checked at start', () => {
  const parse = (env: Record<string, string>) => () => parseConfig({ APP_SECRET: 'x'.repeat(32), ...env });

  it('when it names hosts with ports, then they are the stand-ins the portal may talk to', () => {
    expect(parse({ PAYMENT_TEST_HOSTS: '127.0.0.1:4010, LOCALHOST:4020,[::1]:4030' })().paymentHosts).toEqual({
      production: false,
      testHosts: ['127.0.0.1:4010', 'localhost:4020', '[::1]:4030'],
    });
  });

  it.each(['127.0.0.1', 'http://127.0.0.1:4010', '127.0.0.1:0', '127.0.0.1:4010/api', 'user@127.0.0.1:4010', '127.0.0.1:*'])(
    'when an entry is %s, then the server refuses to start with a Polish message',
    (value) => {
      expect(parse({ PAYMENT_TEST_HOSTS: value })).toThrow(/PAYMENT_TEST_HOSTS: oczekiwano adresów host:port/);
    },
  );

  it.each(['169.254.169.254:80', '[fe80::1]:80', 'metadata.google.internal:80'])('when it names %s (link-local or metadata), then the server refuses to start', (value) => {
    expect(parse({ PAYMENT_TEST_HOSTS: value })).toThrow(/PAYMENT_TEST_HOSTS: adresy lokalne łącza/);
  });

  it('when it is set in production, then the server refuses to start: there credentials go to the providers\' hosts only', () => {
    expect(parse({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'payu', PAYMENT_TEST_HOSTS: '127.0.0.1:4010' })).toThrow(
      /PAYMENT_TEST_HOSTS: w środowisku produkcyjnym/,
    );
  });
});

describe('a production portal', () => {
  let production: TestServer;
  let productionAdmin: string;
  beforeAll(async () => {
    production = await startTestServer({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'payu', WEB_DIST: webShell() });
    const admin = await createAdminAccount(production);
    productionAdmin = await adminLogin(production.url, admin.email, admin.password);
  });
  afterAll(async () => {
    await production?.close();
  });

  it('when a configuration names a loopback stand-in, then it is refused; the sandbox host of PayU is saved', async () => {
    const fundraiser = await createFundraiser(production.url, productionAdmin);
    const save = (body: unknown) => callRoute(production.url, API_ROUTES.adminCharityPaymentConfiguration, { id: fundraiser.id }, { token: productionAdmin, body });

    expect((await save(payuConfiguration(payu.url))).body.error).toMatchObject({ code: 'PAYMENT_HOST_NOT_ALLOWED' });
    expect((await save(payuConfiguration('https://secure.snd.payu.com'))).status).toBe(200);
  });
});
