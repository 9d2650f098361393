import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { PAYMENT_MESSAGES } from '@zlota/shared/messages';
import { parseConfig } from '@zlota/server/config';
import { callRoute } from '../support/api-client.js';
import { adminActor, createAdminCharity, expectError, type Actor } from '../support/catalog.js';
import { sandboxDecision, startDonation } from '../support/payments.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { webShell } from '../support/web-shell.js';

// Issue: with NODE_ENV=production the sandbox gave away money: anyone could "pay" 100 000 zł through it.

/** A built web's bare shell: the server fills it in for every page. */
const pageHtml = async (server: TestServer, url: string) => (await fetch(`${server.url}${url}`, { headers: { accept: 'text/html' } })).text();

describe('the configuration in production', () => {
  const production = (env: Record<string, string>) => () => parseConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32), ...env });

  it('when the sandbox is the provider by default or without the demo flag, then the server refuses to start, in Polish', () => {
    expect(production({})).toThrow(/sandbox przyjmuje nieprawdziwe wpłaty/);
    expect(production({ PAYMENT_PROVIDER: 'sandbox' })).toThrow(/DEMO_PAYMENTS=1/);
  });

  it('when a real provider is chosen, or the sandbox explicitly for a demo, then it starts', () => {
    expect(production({ PAYMENT_PROVIDER: 'payu' })()).toMatchObject({ paymentProvider: 'payu', sandboxAllowed: false, demoPayments: false });
    expect(production({ PAYMENT_PROVIDER: 'sandbox', DEMO_PAYMENTS: '1' })()).toMatchObject({ sandboxAllowed: true, demoPayments: true });
  });
});

describe('a production portal with a real provider', () => {
  let server: TestServer;
  let admin: Actor;
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'payu', WEB_DIST: webShell() });
    admin = await adminActor(server);
  });
  afterAll(() => server.close());

  it('when a page is served, then it carries no demonstration notice', async () => {
    expect(await pageHtml(server, '/regulamin')).not.toContain(PAYMENT_MESSAGES.demoNotice);
  });

  it('when an admin tries to give a fundraiser the sandbox, then it is refused with a Polish message and nothing is stored', async () => {
    const charity = await createAdminCharity(server, admin);
    const response = await callRoute(server.url, API_ROUTES.adminCharityPaymentConfiguration, { id: charity.id }, { token: admin.token, body: { provider: 'sandbox' } });
    expectError(response, 400, 'VALIDATION', PAYMENT_MESSAGES.sandboxInProduction);
    expect(await server.db('payment_configurations').where({ charity_id: charity.id }).first()).toBeUndefined();
  });

  it('when a sandbox configuration is already stored, then it takes no donation and its page and decisions do not exist', async () => {
    const charity = await createAdminCharity(server, admin);
    const now = server.clock.now();
    await server.db('payment_configurations').insert({ charity_id: charity.id, provider: 'sandbox', public_config: '{}', secret_config: server.deps.secretBox.seal({}), updated_at: now });

    const donation = await callRoute(server.url, API_ROUTES.donate, {}, {
      body: { charity_id: charity.id, amount: '100000', email: 'ktos@example.pl', accept_terms: true, idempotency_key: crypto.randomUUID() },
    });

    expectError(donation, 503, 'PAYMENTS_UNAVAILABLE');
    expect(Number((await server.db('charities').where({ id: charity.id }).first()).collected_amount)).toBe(0);
    const page = await fetch(`${server.url}/api/sandbox/pay/${crypto.randomUUID()}`);
    expect(page.status).toBe(404);
  });
});

describe('a demonstration portal (PAYMENT_PROVIDER=sandbox, DEMO_PAYMENTS=1)', () => {
  let server: TestServer;
  let admin: Actor;
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', DEMO_PAYMENTS: '1', WEB_DIST: webShell() });
    admin = await adminActor(server);
  });
  afterAll(() => server.close());

  it('when any page is served, then it says at the top that payments are not real', async () => {
    for (const url of ['/', '/regulamin', '/zbiorka/nie-ma-takiej', '/admin']) {
      const html = await pageHtml(server, url);
      expect(html, url).toContain(`<body>\n    <p class="demo-notice" role="note">${PAYMENT_MESSAGES.demoNotice}</p>`);
    }
    expect(PAYMENT_MESSAGES.demoNotice).toBe('Tryb demonstracyjny — wpłaty nie są prawdziwe');
  });

  it('when staff see payments, then the sandbox ones are marked as test payments', async () => {
    const charity = await createAdminCharity(server, admin);
    const guid = await startDonation(server.url, charity.id);
    expect((await sandboxDecision(server.url, guid, 'paid')).status).toBe(303);

    const payments = await callRoute(server.url, API_ROUTES.payments, {}, { token: admin.token });

    expect(payments.body.find((payment: { guid: string }) => payment.guid === guid)).toMatchObject({ provider: 'sandbox', test: true });
  });
});

// Issue 30: a default start takes sandbox money too; it must say so on every page, whatever NODE_ENV is.
describe.each(['development', 'test'])('a default start (NODE_ENV=%s, the sandbox by default)', (env) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: env, WEB_DIST: webShell() });
  });
  afterAll(() => server.close());

  it('when any page is served, then it says at the top that payments are not real', async () => {
    expect(server.config.demoPayments).toBe(true);
    for (const url of ['/', '/jedenProcent', '/admin']) {
      expect(await pageHtml(server, url), url).toContain(`<p class="demo-notice" role="note">${PAYMENT_MESSAGES.demoNotice}</p>`);
    }
  });
});
