import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { CHARITY_MESSAGES, PAYMENT_MESSAGES } from '@zlota/shared/messages';
import { callRoute, withQuery } from '../support/api-client.js';
import { createActiveUser, createAdminAccount, login } from '../support/accounts.js';
import { adminLogin, collectedGrosze, countRows, createFundraiser, donate, donationBody, paymentRow, type Fundraiser } from '../support/payments.js';
import { paymentTestHosts } from '../support/payment-test-hosts.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// ARCHITECTURE §4: provider credentials are write-only through the API (never returned), sealed at
// rest, kept per fundraiser with a foundation default.

const SECRETS = ['tajny-sekret', 'drugi-klucz'];
/** Port 9 (discard) on loopback: nothing listens, the connection is refused at once. */
const UNREACHABLE = 'http://127.0.0.1:9';
const payuConfiguration = (baseUrl = UNREACHABLE) => ({
  provider: 'payu',
  config: { pos_id: '300746', client_id: '300746', base_url: baseUrl },
  secrets: { client_secret: 'tajny-sekret', second_key: 'drugi-klucz' },
});
const przelewy24Configuration = () => ({
  provider: 'przelewy24',
  config: { merchant_id: 11_111, pos_id: 11_111, base_url: UNREACHABLE },
  secrets: { api_key: 'tajny-sekret', crc: 'drugi-klucz' },
});

let server: TestServer;
let adminToken: string;
let userToken: string;

beforeAll(async () => {
  server = await startTestServer(paymentTestHosts(UNREACHABLE));
  const admin = await createAdminAccount(server);
  adminToken = await adminLogin(server.url, admin.email, admin.password);
  const user = await createActiveUser(server);
  userToken = await login(server, user.email, user.password);
});
afterAll(async () => {
  await server?.close();
});

const newFundraiser = (overrides: Record<string, unknown> = {}) => createFundraiser(server.url, adminToken, overrides);
/** Sets a fundraiser's configuration, as the admin unless another token (or null: nobody) is given. */
const configure = (fundraiser: Fundraiser, body: unknown, token: string | null = adminToken) =>
  callRoute(server.url, API_ROUTES.adminCharityPaymentConfiguration, { id: fundraiser.id }, { body, ...(token ? { token } : {}) });
const publicConfiguration = (fundraiser: Fundraiser) => callRoute(server.url, API_ROUTES.charityPaymentConfiguration, { id: fundraiser.id });
const configurationRow = (charityId: number | null) =>
  (charityId === null ? server.db('payment_configurations').whereNull('charity_id') : server.db('payment_configurations').where({ charity_id: charityId })).first();

function expectNoSecretIn(text: string) {
  for (const secret of SECRETS) expect(text).not.toContain(secret);
}

describe('a fundraiser\'s own payment configuration', () => {
  it('when an admin sets PayU credentials, then the audit log records the change and the names of the keys set, never a secret', async () => {
    const fundraiser = await newFundraiser();
    expect((await configure(fundraiser, payuConfiguration())).status).toBe(200);

    const entries = await callRoute(server.url, withQuery(API_ROUTES.adminAudit, { entity_type: 'charity', entity_id: fundraiser.id, action: 'payment.configuration' }), {}, { token: adminToken });

    expect(entries.body).toHaveLength(1);
    expect(entries.body[0]).toMatchObject({ after: { provider: 'payu', config: { pos_id: '300746' }, keys_set: ['client_secret', 'second_key'] } });
    expectNoSecretIn(JSON.stringify(entries.body));
    expectNoSecretIn(JSON.stringify(await server.db('audit_log').select('*')));
  });


  it('when an admin sets PayU with its secrets, then the answer and the public view show the provider and public ids only', async () => {
    const fundraiser = await newFundraiser();

    const saved = await configure(fundraiser, payuConfiguration(`${UNREACHABLE}/`));

    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ provider: 'payu', config: { pos_id: '300746', client_id: '300746', base_url: UNREACHABLE }, source: 'charity' });
    expectNoSecretIn(JSON.stringify(saved.body));
    expect(JSON.stringify(saved.body)).not.toMatch(/client_secret|second_key|secrets/);

    const shown = await publicConfiguration(fundraiser);
    expect(shown.status).toBe(200);
    // Issue 40: PayU gives "co miesiąc", its first payment paid with the card token of PayU's own form.
    expect(shown.body).toEqual({ provider: 'payu', config: { pos_id: '300746', client_id: '300746', base_url: UNREACHABLE }, monthly: true, monthly_card_token: true, monthly_methods: ['card'] });
    expectNoSecretIn(JSON.stringify(shown.body));
  });

  it('when the secrets are stored, then the database holds them sealed, and only the server\'s secret box opens them', async () => {
    const fundraiser = await newFundraiser();
    expect((await configure(fundraiser, payuConfiguration())).status).toBe(200);

    const row = await configurationRow(fundraiser.id);

    expect(row).toMatchObject({ provider: 'payu', charity_id: fundraiser.id });
    expect(JSON.parse(row.public_config)).toEqual({ pos_id: '300746', client_id: '300746', base_url: UNREACHABLE });
    expectNoSecretIn(JSON.stringify(row));
    for (const secret of SECRETS) expect(row.secret_config).not.toContain(Buffer.from(secret).toString('base64url'));
    expect(row.secret_config).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(server.deps.secretBox.open(row.secret_config)).toEqual({ client_secret: 'tajny-sekret', second_key: 'drugi-klucz' });
  });

  it('when the configuration is changed, then the one row is replaced and the new secrets are the ones sealed', async () => {
    const fundraiser = await newFundraiser();
    await configure(fundraiser, payuConfiguration());

    server.clock.advance(1000); // a later save
    const changed = await configure(fundraiser, przelewy24Configuration());

    expect(changed.body).toEqual({ provider: 'przelewy24', config: { merchant_id: 11_111, pos_id: 11_111, base_url: UNREACHABLE }, source: 'charity' });
    expect(await countRows(server.db, 'payment_configurations', { charity_id: fundraiser.id })).toBe(1);
    const row = await configurationRow(fundraiser.id);
    expect(server.deps.secretBox.open(row.secret_config)).toEqual({ api_key: 'tajny-sekret', crc: 'drugi-klucz' });
    expect((await publicConfiguration(fundraiser)).body.provider).toBe('przelewy24');
  });

  it.each([
    'http://evil.example',
    'http://localhost.evil.example',
    'http://127.0.0.1.evil.example/api',
    'ftp://127.0.0.1',
    'https://evil.example/?redirect=x',
  ])('when base_url is %s, then it answers 400 with the address message and stores nothing', async (baseUrl) => {
    const fundraiser = await newFundraiser();

    const response = await configure(fundraiser, payuConfiguration(baseUrl));

    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'VALIDATION', message: PAYMENT_MESSAGES.baseUrl, fields: { 'config.base_url': PAYMENT_MESSAGES.baseUrl } });
    expect(await configurationRow(fundraiser.id)).toBeUndefined();
    expect((await publicConfiguration(fundraiser)).body.provider).toBe('sandbox');
  });

  it('when the secrets are missing with none stored, or the provider is unknown, then it answers 400 and stores nothing', async () => {
    const fundraiser = await newFundraiser();
    const { secrets: _secrets, ...withoutSecrets } = payuConfiguration();

    const noSecrets = await configure(fundraiser, withoutSecrets);
    expect(noSecrets.status).toBe(400);
    expect(noSecrets.body.error.fields).toEqual({
      'secrets.client_secret': PAYMENT_MESSAGES.secretRequired,
      'secrets.second_key': PAYMENT_MESSAGES.secretRequired,
    });
    const oneEmpty = await configure(fundraiser, { ...payuConfiguration(), secrets: { client_secret: '', second_key: 'x' } });
    expect(oneEmpty.status).toBe(400);
    expect(oneEmpty.body.error).toMatchObject({ message: PAYMENT_MESSAGES.secretRequired, fields: { 'secrets.client_secret': PAYMENT_MESSAGES.secretRequired } });
    const unknown = await configure(fundraiser, { ...payuConfiguration(), provider: 'stripe' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe(PAYMENT_MESSAGES.configuration);
    expect(await configurationRow(fundraiser.id)).toBeUndefined();
  });

  it('when a user (not an admin) or nobody sets it, then it answers 403 or 401 and stores nothing', async () => {
    const fundraiser = await newFundraiser();

    expect((await configure(fundraiser, payuConfiguration(), userToken)).status).toBe(403);
    expect((await configure(fundraiser, payuConfiguration(), null)).status).toBe(401);
    expect((await callRoute(server.url, API_ROUTES.adminDefaultPaymentConfiguration, {}, { token: userToken, body: payuConfiguration() })).status).toBe(403);

    expect(await configurationRow(fundraiser.id)).toBeUndefined();
    expect(await configurationRow(null)).toBeUndefined();
  });

  it('when the fundraiser does not exist, then it answers 404 and stores nothing', async () => {
    const before = await countRows(server.db, 'payment_configurations');
    const response = await configure({ id: 999_999, url: 'nie-ma', title: 'Nie ma' }, payuConfiguration());
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe(CHARITY_MESSAGES.notFound);
    expect(await countRows(server.db, 'payment_configurations')).toBe(before);
  });

  it('when the fundraiser is a draft, then its public configuration and methods answer 404', async () => {
    const draft = await newFundraiser({ status: 'draft' });
    expect((await publicConfiguration(draft)).status).toBe(404);
    expect((await callRoute(server.url, API_ROUTES.charityPaymentMethods, { id: draft.id })).status).toBe(404);
  });
});

describe('a configuration saved again within the same millisecond', () => {
  it('when a PayU fundraiser is switched to the sandbox, then its next donation goes to the sandbox', async () => {
    const fundraiser = await newFundraiser();
    await configure(fundraiser, payuConfiguration());
    expect((await donate(server.url, donationBody(fundraiser.id))).status).toBe(502); // PayU, unreachable: the adapter is built and cached

    expect((await configure(fundraiser, { provider: 'sandbox' })).body).toEqual({ provider: 'sandbox', config: {}, source: 'charity' });
    const started = await donate(server.url, donationBody(fundraiser.id));

    expect(started.status).toBe(201);
    expect(await paymentRow(server.db, started.body.guid)).toMatchObject({ provider: 'sandbox', status: 'pending' });
  });
});

describe('payment methods', () => {
  it('when the fundraiser uses the sandbox, then it offers card, BLIK and a quick transfer, named in Polish', async () => {
    const fundraiser = await newFundraiser();

    const methods = await callRoute(server.url, API_ROUTES.charityPaymentMethods, { id: fundraiser.id });

    expect(methods.status).toBe(200);
    expect(methods.body).toEqual([
      { id: 'card', name: 'Karta płatnicza', image_url: null },
      { id: 'blik', name: 'BLIK', image_url: null },
      { id: 'transfer', name: 'Szybki przelew', image_url: null },
    ]);
  });

  it('when the fundraiser\'s operator is unreachable, then the methods answer 502 with the Polish "try again" message', async () => {
    const fundraiser = await newFundraiser();
    await configure(fundraiser, payuConfiguration());

    const methods = await callRoute(server.url, API_ROUTES.charityPaymentMethods, { id: fundraiser.id });

    expect(methods.body.error).toEqual({ code: 'PAYMENT_PROVIDER', message: PAYMENT_MESSAGES.providerUnavailable });
    expect(methods.status).toBe(502);
  });
});

describe('a donation to a fundraiser whose operator is unreachable', () => {
  it('when PayU does not answer, then it answers 502 with the Polish "try again" message, and the payment is failed, nothing counted', async () => {
    const fundraiser = await newFundraiser();
    await configure(fundraiser, payuConfiguration());
    const body = donationBody(fundraiser.id);

    const response = await donate(server.url, body);

    expect(response.status).toBe(502);
    expect(response.body).toEqual({ error: { code: 'PAYMENT_PROVIDER', message: PAYMENT_MESSAGES.providerUnavailable } });
    const rows = await server.db('payments').where({ idempotency_key: body.idempotency_key }).select('guid');
    expect(rows).toHaveLength(1);
    expect(await paymentRow(server.db, rows[0].guid)).toMatchObject({ provider: 'payu', status: 'failed', amount: 2550, redirect_url: null, paid_at: null });
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(0);
  });

  it('when the donor retries with the same key after the 502, then they are not told 201 for the failed payment', async () => {
    const fundraiser = await newFundraiser();
    await configure(fundraiser, payuConfiguration());
    const body = donationBody(fundraiser.id);
    expect((await donate(server.url, body)).status).toBe(502);

    const retry = await donate(server.url, body);

    expect({ status: retry.status, redirect_url: retry.body.redirect_url }).not.toEqual({ status: 201, redirect_url: null });
  });
});

describe('the foundation\'s default configuration', () => {
  // A server of its own: the default applies to every fundraiser without its own configuration.
  let own: TestServer;
  let ownAdmin: string;
  beforeAll(async () => {
    own = await startTestServer(paymentTestHosts(UNREACHABLE));
    const admin = await createAdminAccount(own);
    ownAdmin = await adminLogin(own.url, admin.email, admin.password);
  });
  afterAll(async () => {
    await own?.close();
  });

  const setDefault = (body: unknown) => callRoute(own.url, API_ROUTES.adminDefaultPaymentConfiguration, {}, { token: ownAdmin, body });
  const shown = (fundraiser: Fundraiser) => callRoute(own.url, API_ROUTES.charityPaymentConfiguration, { id: fundraiser.id }).then((r) => r.body);

  it('when the foundation sets a default, then fundraisers without their own use it and the one with its own keeps it', async () => {
    const plain = await createFundraiser(own.url, ownAdmin);
    const ownConfigured = await createFundraiser(own.url, ownAdmin);
    expect((await callRoute(own.url, API_ROUTES.adminCharityPaymentConfiguration, { id: ownConfigured.id }, { token: ownAdmin, body: payuConfiguration() })).status).toBe(200);
    expect(await shown(plain)).toEqual({ provider: 'sandbox', config: {}, monthly: true, monthly_card_token: false, monthly_methods: ['card', 'blik'] });

    const saved = await setDefault(przelewy24Configuration());

    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ provider: 'przelewy24', config: { merchant_id: 11_111, pos_id: 11_111, base_url: UNREACHABLE }, source: 'foundation' });
    expectNoSecretIn(JSON.stringify(saved.body));
    const row = await own.db('payment_configurations').whereNull('charity_id').first();
    expect(row).toMatchObject({ provider: 'przelewy24' });
    expectNoSecretIn(row.secret_config);
    expect(own.deps.secretBox.open(row.secret_config)).toEqual({ api_key: 'tajny-sekret', crc: 'drugi-klucz' });

    // Issue 40: Przelewy24 is not offered "co miesiąc" (README, "Monthly giving").
    expect(await shown(plain)).toEqual({ provider: 'przelewy24', config: { merchant_id: 11_111, pos_id: 11_111, base_url: UNREACHABLE }, monthly: false, monthly_card_token: false, monthly_methods: [] });
    expect((await shown(ownConfigured)).provider).toBe('payu');
    // It is the default that donations use: Przelewy24 needs the donor's e-mail.
    const before = await countRows(own.db, 'payments');
    const withoutEmail = await donate(own.url, donationBody(plain.id, { email: '' }));
    expect(withoutEmail.status).toBe(400);
    expect(withoutEmail.body.error.message).toBe(PAYMENT_MESSAGES.emailRequired);
    expect(await countRows(own.db, 'payments')).toBe(before);
  });

  it('when the default is set back to the sandbox, then donations go to the sandbox page again, and one default row exists', async () => {
    const plain = await createFundraiser(own.url, ownAdmin);
    own.clock.advance(1000); // a later save

    expect((await setDefault({ provider: 'sandbox' })).body).toEqual({ provider: 'sandbox', config: {}, source: 'foundation' });

    expect(await countRows(own.db, 'payment_configurations', { provider: 'sandbox' })).toBe(1);
    expect(Number((await own.db('payment_configurations').whereNull('charity_id').count({ n: '*' }).first())?.n)).toBe(1);
    const started = await donate(own.url, donationBody(plain.id));
    expect(started.status).toBe(201);
    expect(started.body.redirect_url).toBe(`${own.url}/api/sandbox/pay/${started.body.guid}`);
    expect(await paymentRow(own.db, started.body.guid)).toMatchObject({ provider: 'sandbox', status: 'pending' });
    const methods = await callRoute(own.url, API_ROUTES.charityPaymentMethods, { id: plain.id });
    expect(methods.body.map((m: { id: string }) => m.id)).toEqual(['card', 'blik', 'transfer']);
  });
});
