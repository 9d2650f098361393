import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { CHARITY_MESSAGES, PAYMENT_MESSAGES } from '@zlota/shared/messages';
import { callRoute, withQuery, type ApiResponse } from '../support/api-client.js';
import { createActiveUser, createAdminAccount, login } from '../support/accounts.js';
import {
  adminLogin,
  collectedGrosze,
  countRows,
  createFundraiser,
  donate,
  donationBody,
  paymentRow,
  sandboxDecision,
  startDonation,
  type Fundraiser,
} from '../support/payments.js';
import { allowPaymentHosts } from '../support/payment-test-hosts.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// The whole sandbox flow through real HTTP (ARCHITECTURE §4): donate -> the operator's page ->
// the donor's decision -> a signed notification -> counted once, visible to supporters.

let server: TestServer;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer();
  const admin = await createAdminAccount(server);
  adminToken = await adminLogin(server.url, admin.email, admin.password);
});
afterAll(async () => {
  await server?.close();
});

const newFundraiser = (overrides: Record<string, unknown> = {}) => createFundraiser(server.url, adminToken, overrides);
const paymentsCount = () => countRows(server.db, 'payments');
/** The supporters list (spec §7 lists take page/size/offset in the query string). */
const supporters = async (charityId: number, query = ''): Promise<ApiResponse> => {
  const response = await fetch(`${server.url}/api/charity/${charityId}/donations${query}`);
  return { status: response.status, body: await response.json(), headers: response.headers };
};

/** Pays (or declines) on the sandbox page and expects the redirect back to the processing page. */
async function decide(fundraiser: Fundraiser, guid: string, decision: 'paid' | 'failed') {
  const response = await sandboxDecision(server.url, guid, decision);
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe(`${server.url}/zbiorka/${encodeURIComponent(fundraiser.url)}/procesowanie-wplaty?guid=${guid}`);
  return response;
}

async function paidDonation(fundraiser: Fundraiser, overrides: Record<string, unknown> = {}) {
  const guid = await startDonation(server.url, fundraiser.id, overrides);
  await decide(fundraiser, guid, 'paid');
  return guid;
}

describe('a donation through the sandbox operator', () => {
  it('when the donor pays 25,50 zł, then the payment is paid, the fundraiser grows by exactly 2550 grosze and the supporter is listed', async () => {
    const fundraiser = await newFundraiser();
    const body = donationBody(fundraiser.id, { email: ' Anna.Nowak@Example.PL ' });

    const started = await donate(server.url, body);

    expect(started.status).toBe(201);
    expect(started.body).toEqual({ guid: expect.stringMatching(/^[0-9a-f-]{36}$/), redirect_url: `${server.url}/api/sandbox/pay/${started.body.guid}` });
    const guid = started.body.guid as string;
    expect(await paymentRow(server.db, guid)).toMatchObject({
      charity_id: fundraiser.id,
      amount: 2550,
      currency: 'PLN',
      provider: 'sandbox',
      status: 'pending',
      donor_name: 'Anna Nowak',
      donor_email: 'anna.nowak@example.pl',
      message: 'Trzymamy kciuki, Łucjo!',
      idempotency_key: body.idempotency_key,
      user_id: null,
      paid_at: null,
    });
    expect((await callRoute(server.url, API_ROUTES.paymentStatus, { guid })).body).toEqual({ guid, status: 'pending' });

    // The operator's page: Polish, the amount and the fundraiser, a form with both choices.
    const page = await fetch(started.body.redirect_url as string);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain('25,50 zł');
    expect(html).toContain(fundraiser.title);
    expect(html).toContain(`action="/api/sandbox/pay/${guid}"`);
    expect(html).toMatch(/name="decision" value="paid"/);
    expect(html).toMatch(/name="decision" value="failed"/);

    await decide(fundraiser, guid, 'paid');

    expect((await callRoute(server.url, API_ROUTES.paymentStatus, { guid })).body).toEqual({ guid, status: 'paid' });
    const details = await callRoute(server.url, API_ROUTES.payment, { guid });
    expect(details.body).toMatchObject({ guid, status: 'paid', amount: 25.5, currency: 'PLN', charity: { id: fundraiser.id, url: fundraiser.url, title: fundraiser.title } });
    expect(details.body.paid_at).toEqual(expect.any(String));
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(2550);
    expect((await callRoute(server.url, API_ROUTES.charity, { name: fundraiser.url })).body.collected_amount).toBe(25.5);
    expect(await paymentRow(server.db, guid)).toMatchObject({ status: 'paid', provider_ref: `sandbox-${guid}` });
    expect(await server.db('sandbox_decisions').where({ guid }).first()).toMatchObject({ status: 'paid' });
    expect(await server.db('payment_events').where({ payment_guid: guid }).select('event_key', 'verdict')).toEqual([{ event_key: `${guid}:paid`, verdict: 'counted' }]);

    const list = await supporters(fundraiser.id);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([{ donor: 'Anna Nowak', amount: 25.5, message: 'Trzymamy kciuki, Łucjo!', date: expect.any(String) }]);
  });

  it.each(['paid', 'failed'] as const)('when the donor sends a second decision (%s) after paying, then nothing changes', async (second) => {
    const fundraiser = await newFundraiser();
    const guid = await paidDonation(fundraiser);
    const eventsBefore = await countRows(server.db, 'payment_events', { payment_guid: guid });

    await decide(fundraiser, guid, second);

    expect(await paymentRow(server.db, guid)).toMatchObject({ status: 'paid' });
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(2550);
    expect(await server.db('sandbox_decisions').where({ guid }).first()).toMatchObject({ status: 'paid' });
    expect(await countRows(server.db, 'payment_events', { payment_guid: guid })).toBe(eventsBefore);
    expect((await supporters(fundraiser.id)).body).toHaveLength(1);
    const page = await (await fetch(`${server.url}/api/sandbox/pay/${guid}`)).text();
    expect(page).toContain('Ta płatność została już opłacona.');
    expect(page).not.toContain('<form');
  });

  it('when the donor declines, then the payment is failed, nothing is added, and a later "paid" does not revive it', async () => {
    const fundraiser = await newFundraiser();
    const guid = await startDonation(server.url, fundraiser.id);

    await decide(fundraiser, guid, 'failed');

    expect((await callRoute(server.url, API_ROUTES.paymentStatus, { guid })).body).toEqual({ guid, status: 'failed' });
    expect(await paymentRow(server.db, guid)).toMatchObject({ status: 'failed', paid_at: null });
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(0);
    expect((await supporters(fundraiser.id)).body).toEqual([]);
    expect(await server.db('payment_events').where({ payment_guid: guid }).select('event_key', 'verdict')).toEqual([{ event_key: `${guid}:failed`, verdict: 'failed' }]);

    await decide(fundraiser, guid, 'paid');

    expect(await paymentRow(server.db, guid)).toMatchObject({ status: 'failed' });
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(0);
    expect(await (await fetch(`${server.url}/api/sandbox/pay/${guid}`)).text()).toContain('Ta płatność została już odrzucona.');
  });

  it('when the sandbox page or decision is asked for an unknown guid, then it answers 404 and records nothing', async () => {
    const guid = randomUUID();
    expect((await fetch(`${server.url}/api/sandbox/pay/${guid}`)).status).toBe(404);
    expect((await sandboxDecision(server.url, guid, 'paid')).status).toBe(404);
    expect(await countRows(server.db, 'sandbox_decisions', { guid })).toBe(0);
    expect((await callRoute(server.url, API_ROUTES.paymentStatus, { guid })).status).toBe(404);
  });

  it('when the decision is neither paid nor failed, then it answers 400 and records nothing', async () => {
    const fundraiser = await newFundraiser();
    const guid = await startDonation(server.url, fundraiser.id);
    expect((await sandboxDecision(server.url, guid, 'maybe')).status).toBe(400);
    expect(await countRows(server.db, 'sandbox_decisions', { guid })).toBe(0);
    expect(await paymentRow(server.db, guid)).toMatchObject({ status: 'pending' });
  });
});

describe('a donation that is not accepted writes nothing', () => {
  let fundraiser: Fundraiser;
  beforeAll(async () => {
    fundraiser = await newFundraiser();
  });

  it.each([
    ['below 2 zł', '1,99'],
    ['above 100 000 zł', '100000,01'],
    ['with three decimals', '12,345'],
    ['negative', '-5'],
    ['zero', '0'],
    ['not a number', 'dużo'],
    ['mixed separators', '1.234,50'],
  ])('when the amount is %s (%s), then it answers 400 with the amount message', async (_what, amount) => {
    const before = await paymentsCount();
    const response = await donate(server.url, donationBody(fundraiser.id, { amount }));
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'VALIDATION', message: PAYMENT_MESSAGES.amount, fields: { amount: PAYMENT_MESSAGES.amount } });
    expect(await paymentsCount()).toBe(before);
  });

  it.each([
    ['2', 200],
    ['100 000', 10_000_000],
    [25.5, 2550],
  ])('when the amount is at the edge or a number (%s), then it is accepted as exactly %i grosze', async (amount, grosze) => {
    const guid = await startDonation(server.url, fundraiser.id, { amount });
    expect((await paymentRow(server.db, guid)).amount).toBe(grosze);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['terms are not accepted', { accept_terms: undefined }, 'accept_terms', PAYMENT_MESSAGES.terms],
    ['terms are refused', { accept_terms: false }, 'accept_terms', PAYMENT_MESSAGES.terms],
    ['the message has 501 characters', { message: 'ą'.repeat(501) }, 'message', PAYMENT_MESSAGES.message],
    ['the e-mail is malformed', { email: 'anna@@example' }, 'email', PAYMENT_MESSAGES.email],
    ['the name has 129 characters', { name: 'x'.repeat(129) }, 'name', PAYMENT_MESSAGES.name],
    ['the idempotency key is missing', { idempotency_key: undefined }, 'idempotency_key', PAYMENT_MESSAGES.idempotencyKey],
  ])('when %s, then it answers 400 naming the field', async (_what, overrides, field, message) => {
    const before = await paymentsCount();
    const response = await donate(server.url, donationBody(fundraiser.id, overrides));
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
    expect(response.body.error.fields[field]).toBe(message);
    expect(await paymentsCount()).toBe(before);
  });

  it('when the message has exactly 500 characters, then it is accepted and kept whole', async () => {
    const message = 'ż'.repeat(500);
    const guid = await startDonation(server.url, fundraiser.id, { message });
    expect((await paymentRow(server.db, guid)).message).toBe(message);
  });

  it.each(['draft', 'submitted'])('when the fundraiser is a %s, then it answers 404 as if it did not exist', async (status) => {
    const hidden = await newFundraiser({ status });
    const before = await paymentsCount();
    const response = await donate(server.url, donationBody(hidden.id));
    expect(response.status).toBe(404);
    expect(response.body.error).toMatchObject({ code: 'NOT_FOUND', message: CHARITY_MESSAGES.notFound });
    expect(await paymentsCount()).toBe(before);
    expect(await collectedGrosze(server.db, hidden.id)).toBe(0);
  });

  it('when the fundraiser does not exist, then it answers 404', async () => {
    const before = await paymentsCount();
    expect((await donate(server.url, donationBody(999_999))).status).toBe(404);
    expect(await paymentsCount()).toBe(before);
  });

  it.each([
    ['completed', 'complete'],
    ['closed', 'close'],
  ])('when the fundraiser is %s, then it answers 409 that it takes no more donations', async (_status, action) => {
    const ended = await newFundraiser();
    const moderated = await callRoute(server.url, API_ROUTES.adminCharityModerate, { id: ended.id }, { token: adminToken, body: { action } });
    expect(moderated.status, JSON.stringify(moderated.body)).toBe(200);
    const before = await paymentsCount();
    const response = await donate(server.url, donationBody(ended.id));
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe(PAYMENT_MESSAGES.charityClosed);
    expect(await paymentsCount()).toBe(before);
  });

  it('when the body is form-encoded instead of JSON, then it answers 415', async () => {
    const before = await paymentsCount();
    const response = await fetch(`${server.url}/api/donate/charity`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `charity_id=${fundraiser.id}&amount=25&accept_terms=true&idempotency_key=${randomUUID()}`,
    });
    expect(response.status).toBe(415);
    expect(await paymentsCount()).toBe(before);
  });
});

describe('a repeated donation request (double click, retry) with the same idempotency key', () => {
  it('when it is sent twice, then both answers name the same payment and one row exists', async () => {
    const fundraiser = await newFundraiser();
    const body = donationBody(fundraiser.id);

    const first = await donate(server.url, body);
    const second = await donate(server.url, body);

    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await countRows(server.db, 'payments', { idempotency_key: body.idempotency_key })).toBe(1);
  });

  it('when 10 copies arrive at once, then all name the same payment and one row exists', async () => {
    const fundraiser = await newFundraiser();
    const body = donationBody(fundraiser.id);

    const answers = await Promise.all(Array.from({ length: 10 }, () => donate(server.url, body)));

    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    const guid = answers[0]!.body.guid as string;
    // Every copy names the one payment and the one place to pay (a copy that raced the first waits for it).
    for (const answer of answers) expect(answer.body).toEqual({ guid, redirect_url: `${server.url}/api/sandbox/pay/${guid}` });
    expect((await paymentRow(server.db, guid)).redirect_url).toBe(`${server.url}/api/sandbox/pay/${guid}`);
    expect(await countRows(server.db, 'payments', { idempotency_key: body.idempotency_key })).toBe(1);
    expect(await countRows(server.db, 'payments', { charity_id: fundraiser.id })).toBe(1);
  });

  it('when the same key comes with another amount or for another fundraiser, then it answers 409 and keeps the first', async () => {
    const fundraiser = await newFundraiser();
    const other = await newFundraiser();
    const body = donationBody(fundraiser.id);
    const guid = await startDonation(server.url, fundraiser.id, body);

    const otherAmount = await donate(server.url, { ...body, amount: '25,51' });
    const otherCharity = await donate(server.url, { ...body, charity_id: other.id });

    for (const response of [otherAmount, otherCharity]) {
      expect(response.status).toBe(409);
      expect(response.body.error.message).toBe(PAYMENT_MESSAGES.idempotencyMismatch);
    }
    expect(await server.db('payments').where({ idempotency_key: body.idempotency_key }).select('guid', 'amount', 'charity_id')).toEqual([
      { guid, amount: 2550, charity_id: fundraiser.id },
    ]);
    expect(await countRows(server.db, 'payments', { charity_id: other.id })).toBe(0);
  });
});

/**
 * A PayU that takes its time: it holds every request until `release()`, then answers OAuth with a
 * token and an order with a redirect, as PayU's REST API 2.1 does.
 */
async function startSlowPayu() {
  const held: (() => void)[] = [];
  let released = false;
  let arrived = 0;
  let onArrival: () => void = () => {};
  const server = createServer((req, res) => {
    req.resume();
    arrived += 1;
    onArrival();
    const answer = () => {
      if (req.url?.startsWith('/pl/standard/user/oauth/authorize')) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: 'token-123', token_type: 'bearer', expires_in: 43199 }));
      } else {
        const orderId = `ORDER${arrived}`;
        res
          .writeHead(201, { 'content-type': 'application/json' })
          .end(JSON.stringify({ status: { statusCode: 'SUCCESS' }, redirectUri: `https://secure.payu.example/pay/${orderId}`, orderId }));
      }
    };
    if (released) answer();
    else held.push(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Resolves once the first request has arrived (and is being held). */
    firstRequest: () => new Promise<void>((resolve) => (arrived > 0 ? resolve() : (onArrival = resolve))),
    release() {
      released = true;
      held.splice(0).forEach((answer) => answer());
    },
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

describe('a retry that arrives while the first request is still registering with the operator', () => {
  it('when the retry comes mid-registration, then it is not told 201 without a redirect', async () => {
    const payu = await startSlowPayu();
    allowPaymentHosts(server, payu.url);
    try {
      const fundraiser = await newFundraiser();
      const configured = await callRoute(server.url, API_ROUTES.adminCharityPaymentConfiguration, { id: fundraiser.id }, {
        token: adminToken,
        body: { provider: 'payu', config: { pos_id: '300746', client_id: '300746', base_url: payu.url }, secrets: { client_secret: 'sekret', second_key: 'klucz' } },
      });
      expect(configured.status).toBe(200);
      const body = donationBody(fundraiser.id);

      const first = donate(server.url, body);
      await payu.firstRequest();
      // The retry arrives while PayU is still thinking; PayU answers a moment later.
      const retryAnswer = donate(server.url, body);
      setTimeout(() => payu.release(), 300);
      const [original, retry] = await Promise.all([first, retryAnswer]);

      expect(original.status).toBe(201);
      expect(original.body.redirect_url).toMatch(/^https:\/\/secure\.payu\.example\/pay\//);
      expect(await countRows(server.db, 'payments', { idempotency_key: body.idempotency_key })).toBe(1);
      // The retry waited for the first request and names the same place to pay.
      expect(retry.status).toBe(201);
      expect(retry.body).toEqual(original.body);
    } finally {
      payu.release();
      await payu.close();
    }
  });
});

describe('the supporters list of a fundraiser', () => {
  it('when a donor is anonymous or hides the amount, then the list shows "Anonimowy darczyńca" or no amount', async () => {
    const fundraiser = await newFundraiser();
    await paidDonation(fundraiser, { name: 'Jan Kowalski', anonymous: true, amount: '50', message: 'Od sąsiada' });
    server.clock.advance(1000);
    await paidDonation(fundraiser, { name: 'Ewa Zielińska', hide_amount: true, amount: '70', message: '' });
    server.clock.advance(1000);
    await paidDonation(fundraiser, { name: '', amount: '10' });

    const list = await supporters(fundraiser.id);

    expect(list.body).toEqual([
      { donor: PAYMENT_MESSAGES.anonymousDonor, amount: 10, message: 'Trzymamy kciuki, Łucjo!', date: expect.any(String) },
      { donor: 'Ewa Zielińska', amount: null, message: null, date: expect.any(String) },
      { donor: PAYMENT_MESSAGES.anonymousDonor, amount: 50, message: 'Od sąsiada', date: expect.any(String) },
    ]);
    expect(JSON.stringify(list.body)).not.toContain('Jan Kowalski');
    // Hidden from the list, never from the books: all three are counted.
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(13_000);
  });

  it('when some payments are pending or failed, then the list has only paid ones, newest first, page by page', async () => {
    const fundraiser = await newFundraiser();
    const names = ['Pierwsza', 'Druga', 'Trzecia'];
    for (const name of names) {
      await paidDonation(fundraiser, { name });
      server.clock.advance(60_000);
    }
    await startDonation(server.url, fundraiser.id, { name: 'Czekająca' });
    const declined = await startDonation(server.url, fundraiser.id, { name: 'Odrzucona' });
    await decide(fundraiser, declined, 'failed');

    const all = await supporters(fundraiser.id, '?size=10');
    const firstPage = await supporters(fundraiser.id, '?page=1&size=2');
    const secondPage = await supporters(fundraiser.id, '?page=2&size=2');
    const byOffset = await supporters(fundraiser.id, '?size=2&offset=1');

    expect(all.body.map((s: { donor: string }) => s.donor)).toEqual(['Trzecia', 'Druga', 'Pierwsza']);
    expect(firstPage.body.map((s: { donor: string }) => s.donor)).toEqual(['Trzecia', 'Druga']);
    expect(secondPage.body.map((s: { donor: string }) => s.donor)).toEqual(['Pierwsza']);
    expect(byOffset.body.map((s: { donor: string }) => s.donor)).toEqual(['Druga', 'Pierwsza']);
    const dates = all.body.map((s: { date: string }) => Date.parse(s.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(3 * 2550);
    // The page says how many supporters there are: the paid donations only.
    const count = await callRoute(server.url, API_ROUTES.charityDonationsCount, { id: fundraiser.id });
    expect(count).toMatchObject({ status: 200, body: { count: 3 } });
  });

  it('when the fundraiser is a draft, then its supporters list and their number answer 404', async () => {
    const draft = await newFundraiser({ status: 'draft' });
    expect((await supporters(draft.id)).status).toBe(404);
    expect((await callRoute(server.url, API_ROUTES.charityDonationsCount, { id: draft.id })).status).toBe(404);
  });
});

describe('a logged-in donor', () => {
  it('when the donor sends a Bearer token, then the donation is theirs and shows in user/donates', async () => {
    const fundraiser = await newFundraiser();
    const user = await createActiveUser(server);
    const token = await login(server, user.email, user.password);

    const started = await donate(server.url, donationBody(fundraiser.id, { amount: '30' }), token);
    expect(started.status).toBe(201);
    const guid = started.body.guid as string;
    expect((await paymentRow(server.db, guid)).user_id).toBe(user.id);

    const mine = await callRoute(server.url, API_ROUTES.userDonations, {}, { token });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([
      { guid, charity: { id: fundraiser.id, title: fundraiser.title, url: fundraiser.url }, amount: 30, status: 'pending', created_at: expect.any(String), paid_at: null },
    ]);

    await decide(fundraiser, guid, 'paid');
    const after = await callRoute(server.url, API_ROUTES.userDonations, {}, { token });
    expect(after.body[0]).toMatchObject({ guid, status: 'paid', paid_at: expect.any(String) });

    // Another person does not see it.
    const stranger = await createActiveUser(server);
    const theirs = await callRoute(server.url, API_ROUTES.userDonations, {}, { token: await login(server, stranger.email, stranger.password) });
    expect(theirs.body).toEqual([]);
    expect((await callRoute(server.url, API_ROUTES.userDonations)).status).toBe(401);
  });

  it('when the Bearer token is invalid, then the donation is still accepted, without a user', async () => {
    const fundraiser = await newFundraiser();
    const started = await donate(server.url, donationBody(fundraiser.id), 'nieprawidlowy-token-0123456789');
    expect(started.status).toBe(201);
    expect((await paymentRow(server.db, started.body.guid)).user_id).toBeNull();
  });
});

describe('a manual (offline) donation recorded by an admin', () => {
  it('when an admin records a 100 zł transfer, then it is counted at once and marked manual in the payments list', async () => {
    const fundraiser = await newFundraiser();
    const countBefore = await callRoute(server.url, API_ROUTES.paymentsCount, {}, { token: adminToken });

    const recorded = await callRoute(server.url, API_ROUTES.manualDonation, { id: fundraiser.id }, { token: adminToken, body: { amount: '100', method: 'transfer', bank_reference: `PRZELEW ${fundraiser.id}`, note: 'Przelew 12/2026' } });

    expect(recorded.status).toBe(201);
    expect(recorded.body).toEqual({ guid: expect.any(String), status: 'paid' });
    const guid = recorded.body.guid as string;
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(10_000);
    expect(await paymentRow(server.db, guid)).toMatchObject({ provider: 'manual', method: 'transfer', status: 'paid', amount: 10_000, charity_id: fundraiser.id });

    const payments = await callRoute(server.url, API_ROUTES.payments, {}, { token: adminToken });
    expect(payments.status).toBe(200);
    expect(payments.body[0]).toMatchObject({
      guid,
      charity: { id: fundraiser.id, title: fundraiser.title, url: fundraiser.url },
      amount: 100,
      provider: 'manual',
      method: 'transfer',
      status: 'paid',
      manual: true,
      note: expect.stringContaining('Przelew 12/2026'),
    });
    const countAfter = await callRoute(server.url, API_ROUTES.paymentsCount, {}, { token: adminToken });
    expect(countAfter.body).toEqual({ count: countBefore.body.count + 1 });
    expect(countAfter.body.count).toBe(await paymentsCount());
    expect((await supporters(fundraiser.id)).body).toEqual([{ donor: PAYMENT_MESSAGES.anonymousDonor, amount: 100, message: null, date: expect.any(String) }]);
    const audit = await callRoute(server.url, withQuery(API_ROUTES.adminAudit, { action: 'payment.manual_donation', entity_id: fundraiser.id }), {}, { token: adminToken });
    expect(audit.body).toEqual([expect.objectContaining({ entity_type: 'charity', after: expect.objectContaining({ guid, amount_grosze: 10_000, method: 'transfer' }), note: 'Przelew 12/2026' })]);
  });

  it('when a user (not an admin) tries it, then it answers 403 and nothing is counted', async () => {
    const fundraiser = await newFundraiser();
    const user = await createActiveUser(server);
    const token = await login(server, user.email, user.password);
    const before = await paymentsCount();

    const response = await callRoute(server.url, API_ROUTES.manualDonation, { id: fundraiser.id }, { token, body: { amount: '100', method: 'transfer', bank_reference: 'PRZELEW 12/2026', note: 'Przelew 12/2026' } });

    expect(response.status).toBe(403);
    expect(await paymentsCount()).toBe(before);
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(0);
    expect((await callRoute(server.url, API_ROUTES.payments, {}, { token })).status).toBe(403);
    expect((await callRoute(server.url, API_ROUTES.paymentsCount, {}, { token })).status).toBe(403);
    expect((await callRoute(server.url, API_ROUTES.manualDonation, { id: fundraiser.id }, { body: { amount: '100', method: 'transfer', bank_reference: 'X', note: 'x' } })).status).toBe(401);
  });

  it('when the method or the note is missing, then it answers 400 and nothing is counted', async () => {
    const fundraiser = await newFundraiser();
    const before = await paymentsCount();
    const noMethod = await callRoute(server.url, API_ROUTES.manualDonation, { id: fundraiser.id }, { token: adminToken, body: { amount: '100', note: 'Przelew' } });
    const noNote = await callRoute(server.url, API_ROUTES.manualDonation, { id: fundraiser.id }, { token: adminToken, body: { amount: '100', method: 'cash' } });
    expect(noMethod.status).toBe(400);
    expect(noMethod.body.error.message).toBe(PAYMENT_MESSAGES.manualMethod);
    expect(noNote.status).toBe(400);
    expect(noNote.body.error.message).toBe(PAYMENT_MESSAGES.manualNote);
    expect(await paymentsCount()).toBe(before);
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(0);
  });

  it('when there are more than 100 payments, then the admin list gives 100 by default, newest first, and pages with limit/offset', async () => {
    const fundraiser = await newFundraiser();
    const now = server.clock.now();
    const rows = Array.from({ length: 105 }, (_, i) => ({
      guid: randomUUID(),
      charity_id: fundraiser.id,
      amount: 200 + i,
      currency: 'PLN',
      provider: 'sandbox',
      status: 'pending',
      idempotency_key: randomUUID(),
      created_at: now,
      updated_at: now,
    }));
    await server.db.batchInsert('payments', rows, 50);
    const total = await paymentsCount();

    const firstPage = await callRoute(server.url, API_ROUTES.payments, {}, { token: adminToken });
    const tail = await fetch(`${server.url}/api/payments?limit=3&offset=${total - 3}`, { headers: { authorization: `Bearer ${adminToken}` } }).then((r) => r.json());

    expect(firstPage.body).toHaveLength(100);
    expect(firstPage.body[0].guid).toBe(rows.at(-1)!.guid);
    expect(firstPage.body.slice(0, 5).map((p: { amount: number }) => p.amount)).toEqual([3.04, 3.03, 3.02, 3.01, 3]);
    expect(tail).toHaveLength(3);
    expect((await callRoute(server.url, API_ROUTES.paymentsCount, {}, { token: adminToken })).body).toEqual({ count: total });
  });
});

describe('deleting a fundraiser with payments', () => {
  it('when it has a pending payment, then DELETE answers 409 and the fundraiser stays', async () => {
    const fundraiser = await newFundraiser();
    await startDonation(server.url, fundraiser.id);

    const response = await callRoute(server.url, API_ROUTES.charityDelete, { id: fundraiser.id }, { token: adminToken });

    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe(CHARITY_MESSAGES.hasDonations);
    expect(await countRows(server.db, 'charities', { id: fundraiser.id })).toBe(1);
    expect(await countRows(server.db, 'payments', { charity_id: fundraiser.id })).toBe(1);
  });

  it('when it has no payments at all, then DELETE answers 204 and it is gone', async () => {
    const fundraiser = await newFundraiser();
    const response = await callRoute(server.url, API_ROUTES.charityDelete, { id: fundraiser.id }, { token: adminToken });
    expect(response.status).toBe(204);
    expect(await countRows(server.db, 'charities', { id: fundraiser.id })).toBe(0);
  });
});
