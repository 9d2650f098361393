import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, type ApiRoute, type ApiRouteName } from '@zlota/shared/api-routes';
import { ERROR_CODES } from '@zlota/shared/errors';
import { callRoute, type ApiResponse, type CallOptions } from '../support/api-client.js';
import { createActiveUser, createAdminAccount, login, outboxLink, signUpBody, tokenOf } from '../support/accounts.js';
import { declared, rowCounts as countRowsOf } from '../support/catalog.js';
import { TEST_FOUNDATION } from '../support/foundation.js';
import { productTables } from '../support/fuzz-fingerprint.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

type Body = Record<string, unknown>;
interface Fixture {
  /** A body the route accepts (built when the request is sent; field names are read at collection time). */
  valid: () => Body;
  /** No case may write anything: no alteration of this body can do what the valid one does. */
  writesNothing?: boolean;
  /** Every case must be refused: an altered credential or link never succeeds. */
  credentials?: boolean;
  /** A refusal that is not a 4xx: the admin login answers `false` (spec §7). */
  refused?: (response: ApiResponse) => boolean;
  /** Answers a payment provider in the provider's format; a refused notification is counted, not kept. */
  providerFacing?: boolean;
}

// Filled in beforeAll; placeholders of the right types until then.
const ctx = { user: { email: '', password: '' }, admin: { email: '', password: '' }, resetToken: '', tokens: { user: '', admin: '' }, targetId: 1 };
const needy = () => ({ name: 'Jan', surname: 'Nowak', city: 'Gdańsk' });
const charity = () => ({
  title: 'Wózek dla Jana',
  name: 'wozek-dla-jana',
  target: 'Wózek inwalidzki',
  target_amount: '12 500,00',
  short_description: 'Jan potrzebuje nowego wózka.',
});

/** A valid body for every route of the table that takes one; a route added later must be added here. */
const FIXTURES: Partial<Record<ApiRouteName, Fixture>> = {
  signUp: { valid: () => signUpBody() },
  userLogin: { valid: () => ({ login: ctx.user.email, password: ctx.user.password }), writesNothing: true, credentials: true },
  adminLogin: {
    valid: () => ({ login: ctx.admin.email, password: ctx.admin.password }),
    writesNothing: true,
    credentials: true,
    refused: (r) => r.body === false,
  },
  logout: { valid: () => ({}), writesNothing: true },
  rememberPassword: { valid: () => ({ email: ctx.user.email }), writesNothing: true },
  resetPassword: {
    valid: () => ({ token: ctx.resetToken, password: 'nowe-haslo-1234', password_confirmation: 'nowe-haslo-1234' }),
    writesNothing: true,
    credentials: true,
  },
  ownProfile: { valid: () => ({ name: 'Anna', surname: 'Kowalska', phone: '600700800' }) },
  // Every alteration breaks the current password or the repeated new one: none may change the password.
  ownPassword: {
    valid: () => ({ current_password: ctx.user.password, password: 'nowe-haslo-1234', password_confirmation: 'nowe-haslo-1234' }),
    writesNothing: true,
    credentials: true,
  },
  adminActivateUser: { valid: () => ({}) },
  adminDeactivateUser: { valid: () => ({}) },
  adminGrantAdmin: { valid: () => ({}) },
  adminRevokeAdmin: { valid: () => ({}) },
  // A made-up challenge: the code step of a login never succeeds without the password step.
  adminLoginTwoFactor: { valid: () => ({ challenge: 'x'.repeat(43), code: '123456' }), writesNothing: true, credentials: true },
  adminTwoFactorSetup: { valid: () => ({}) },
  adminTwoFactorConfirm: { valid: () => ({ code: '123456' }) },
  adminTwoFactorDisable: { valid: () => ({ code: '123456' }) },
  adminUserRole: { valid: () => ({ role: 'viewer' }) },
  adminCharityModerate: { valid: () => ({ action: 'reject', note: 'Brak wymaganych dokumentów.' }) },
  adminCharityRevisionReview: { valid: () => ({ action: 'reject', note: 'Zmiany kierują do innej zbiórki.' }) },
  adminBannerOrder: { valid: () => ({ ids: [] }) },
  charityCreate: { valid: () => ({ ...charity(), needy_id: 1 }) },
  charityCreateWithNeedy: { valid: () => ({ ...charity(), needy: needy() }) },
  charityUpdate: { valid: () => charity() },
  userCreateCharity: { valid: () => ({ ...charity(), needy: needy(), declarations: declared() }) },
  signUpCharity: { valid: () => ({ user: signUpBody(), charity: charity(), needy: needy(), declarations: declared() }) },
  needyCreate: { valid: () => needy() },
  needyUpdate: { valid: () => needy() },
  needyAnonymise: { valid: () => ({}) },
  adminSettings: { valid: () => ({ wheelchairs: 12 }) },
  adminFoundation: { valid: () => ({ ...TEST_FOUNDATION }) },
  // A JSON body never carries a PDF: only the multipart upload writes (tests/api/foundation-documents.test.ts).
  adminFoundationDocumentUpload: { valid: () => ({}), writesNothing: true },
  // Issue 34: a JSON body never carries a statement (tests/api/bank-statements.test.ts); the lines named do not exist here.
  adminBankStatementImport: { valid: () => ({}), writesNothing: true },
  adminBankStatementBook: { valid: () => ({}), writesNothing: true },
  adminBankStatementEntryAssign: { valid: () => ({ charity_id: 1 }), writesNothing: true },
  adminBankStatementEntryDismiss: { valid: () => ({ reason: 'Dotacja z urzędu miasta' }), writesNothing: true },
  // Issue 35: a JSON body never carries an invoice (tests/api/expenses.test.ts); the expenses named do not exist here.
  adminCharityExpenseCreate: { valid: () => ({}), writesNothing: true },
  adminExpensePublicCopy: { valid: () => ({}), writesNothing: true },
  adminExpenseApprove: { valid: () => ({}), writesNothing: true },
  adminExpenseReject: { valid: () => ({ reason: 'Faktura na złą zbiórkę' }), writesNothing: true },
  adminExpensePaid: { valid: () => ({}), writesNothing: true },
  adminExpenseWithoutDocument: { valid: () => ({}), writesNothing: true },
  // Nor a logo (tests/api/foundation-logo.test.ts).
  adminFoundationLogoUpload: { valid: () => ({}), writesNothing: true },
  donate: {
    valid: () => ({ charity_id: 1, amount: '50,00', email: 'darczynca@example.pl', name: 'Ewa', message: 'Powodzenia!', accept_terms: true, idempotency_key: randomUUID() }),
  },
  manualDonation: { valid: () => ({ amount: '100', received_on: '2026-11-02', method: 'transfer', bank_reference: `PRZELEW ${randomUUID()}`, note: 'Przelew z banku', donor_name: 'Jan' }) },
  adminVoidPayment: { valid: () => ({ reason: 'Wpłata wpisana dwa razy przez pomyłkę' }) },
  adminCharityPaymentConfiguration: { valid: () => ({ provider: 'sandbox' }) },
  adminDefaultPaymentConfiguration: { valid: () => ({ provider: 'sandbox' }) },
  adminCharityPaymentConnectionCheck: { valid: () => ({}) },
  adminDefaultPaymentConnectionCheck: { valid: () => ({}) },
  reconcile: { valid: () => ({ older_than_minutes: 30 }) },
  adminYearlySummaries: { valid: () => ({ year: 2025 }) },
  adminPaymentRefund: { valid: () => ({ amount: '10,00', reason: 'Darczyńca prosi o zwrot', refund_key: randomUUID() }) },
  adminPaymentCheck: { valid: () => ({}) },
  adminEmailResend: { valid: () => ({}) },
  // Issue 36: the e-mails named do not exist here, so no alteration sends anything.
  adminEmailsResend: { valid: () => ({ ids: [987_654] }) },
  // Issue 36 item 7: the records named do not exist here, so every one is skipped and nothing is written.
  adminCharitiesBulk: { valid: () => ({ action: 'close', ids: [987_654] }), writesNothing: true },
  adminPaymentsExportChosen: { valid: () => ({ guids: [randomUUID()] }), writesNothing: true },
  adminPaymentsCheck: { valid: () => ({ guids: [randomUUID()] }), writesNothing: true },
  // Issue 35: an outgoing line settling an expense; neither exists here.
  adminBankStatementEntryExpense: { valid: () => ({ expense_id: 1 }), writesNothing: true },
  // Issue 35: the month in the path is the target's id here, never a month that is over, so nothing is closed.
  adminLedgerMonthClose: { valid: () => ({}), writesNothing: true },
  // Issue 35: a correction of a fundraiser that does not exist here, so no alteration books anything.
  adminLedgerCorrectionCreate: { valid: () => ({ charity_id: 987_654, amount_grosze: -2_550, reason: 'Wpłata policzona dwa razy', corrects_id: null }) }, // a number that names a fundraiser books a real correction
  charityReport: { valid: () => ({ reason: 'fraud', description: 'Ta sama historia krąży w sieci pod innym nazwiskiem.', email: 'czytelnik@example.pl' }) },
  adminReportClose: { valid: () => ({ decision: 'unfounded', note: 'Opis zgadza się z dokumentami.' }) },
  paymentNotification: { valid: () => ({ order: { orderId: 'ABC', status: 'COMPLETED' } }), providerFacing: true },
  sandboxDecision: { valid: () => ({ decision: 'paid' }) }, // a form: its 303 is followed, so success is the 2xx page
  charityUpdateCreate: { valid: () => ({ body: '<p>Dziękujemy wszystkim za wsparcie!</p>', alts: [] }) },
  // A made-up link: no alteration of it unsubscribes anyone.
  updatesUnsubscribe: { valid: () => ({ token: `1.${'x'.repeat(20)}.${'y'.repeat(43)}` }), writesNothing: true, credentials: true },
  // A made-up token: no alteration of it confirms any address.
  updatesConfirm: { valid: () => ({ token: 'x'.repeat(43) }), writesNothing: true, credentials: true },
  // The token is in the path, made up here: no body unsubscribes anyone with it.
  updatesOneClickUnsubscribe: { valid: () => ({ 'List-Unsubscribe': 'One-Click' }), writesNothing: true, credentials: true },
  // Issue 40: a made-up key of a schedule that does not exist here: no alteration of it cancels anything.
  recurringCancel: { valid: () => ({ key: 'x'.repeat(43) }), writesNothing: true, credentials: true },
  // Issue 40 item 5: a made-up key of a schedule that does not exist here: no alteration of it changes anything.
  // Issue 40 item 6: a schedule that does not exist here: staff cancel nothing with it.
  adminRecurringCancel: { valid: () => ({ reason: 'Darczyńca poprosił o to telefonicznie.' }), writesNothing: true },
  recurringChange: { valid: () => ({ key: 'x'.repeat(43), amount: '40', day: 12, paused: true }), writesNothing: true, credentials: true },
  // Issue 40 item 4: „Zmień kartę” of a schedule that does not exist here, with a made-up key: no alteration starts a payment.
  recurringCard: { valid: () => ({ key: 'x'.repeat(43), idempotency_key: randomUUID() }), writesNothing: true, credentials: true },
};

const BODY_ROUTES = (Object.entries(API_ROUTES) as [ApiRouteName, ApiRoute][]).filter(([, r]) => ['POST', 'PUT', 'PATCH'].includes(r.method));
const INJECTIONS = ["' OR '1'='1", "'; DROP TABLE users; --", '<img src=x onerror=alert(1)>'];
const WRONG_TYPES: [string, unknown][] = [['a number', 42], ['an array', ['x']], ['an object', { x: 1 }], ['a boolean', true]];

interface Case {
  name: ApiRouteName;
  route: ApiRoute;
  what: string;
  request: (valid: Body) => CallOptions;
  expected?: { status: number; code: string };
}

/** The data table: every bad input, for every route that takes a body. */
const CASES: Case[] = BODY_ROUTES.flatMap(([name, route]) => {
  const fixture = FIXTURES[name];
  const fields = Object.entries(fixture?.valid() ?? {});
  const cases: Omit<Case, 'name' | 'route'>[] = [
    ...[null, [], 'text', 123, {}].map((body) => ({ what: `a body of ${JSON.stringify(body)}`, request: () => ({ body }) })),
    ...fields.flatMap(([field]) =>
      WRONG_TYPES.map(([type, value]) => ({ what: `${field} as ${type}`, request: (v: Body) => ({ body: { ...v, [field]: value } }) })),
    ),
    ...fields
      .filter(([, value]) => typeof value === 'string')
      .flatMap(([field]) =>
        INJECTIONS.flatMap((bad) => [
          { what: `${field} = ${bad}`, request: (v: Body) => ({ body: { ...v, [field]: bad } }) },
          { what: `${field} + ${bad}`, request: (v: Body) => ({ body: { ...v, [field]: `${String(v[field])}${bad}` } }) },
        ]),
      ),
    {
      what: 'a body over 100 kB',
      request: (v) => ({ body: { ...v, padding: 'x'.repeat(150_000) } }),
      expected: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
    },
    {
      what: 'content-type text/plain',
      request: (v) => ({ rawBody: JSON.stringify(v), headers: { 'content-type': 'text/plain' } }),
      expected: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
    },
    {
      what: 'malformed JSON',
      request: () => ({ rawBody: '{"login": "anna", "password": ', headers: { 'content-type': 'application/json' } }),
      expected: { status: 400, code: 'INVALID_JSON' },
    },
  ];
  return cases.map((c) => ({ name, route, ...c }));
});

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  const admin = await createAdminAccount(server);
  // A password of its own: the sign-up cases create accounts with the default one (and usernames like ' OR '1'='1).
  const user = await createActiveUser(server, { password: 'haslo-do-logowania-7', password_confirmation: 'haslo-do-logowania-7' });
  const target = await createActiveUser(server);
  await callRoute(server.url, API_ROUTES.rememberPassword, {}, { body: { email: user.email } });
  ctx.resetToken = tokenOf(await outboxLink(server, user.email, 'reset_password'));
  ctx.user = user;
  ctx.admin = admin;
  ctx.targetId = target.id;
  ctx.tokens = { user: await login(server, user.email, user.password), admin: await login(server, admin.email, admin.password) };
});
afterAll(() => server.close());

/** Row counts of every table but the counters of refused requests (rate limits, refused payment notifications). */
const REFUSAL_COUNTERS = ['rate_limits', 'payment_notification_rejections'];
let everyTable: string[] | undefined;
async function rowCounts(): Promise<Record<string, number>> {
  everyTable ??= (await productTables(server)).filter((table) => !REFUSAL_COUNTERS.includes(table));
  return countRowsOf(server, everyTable);
}

function send(route: ApiRoute, options: CallOptions) {
  const token = route.auth === 'public' ? undefined : ctx.tokens[route.auth === 'admin' || route.auth === 'staff' ? 'admin' : 'user'];
  const params = Object.fromEntries([...route.path.matchAll(/:([A-Za-z_]+)/g)].map(([, key]) => [key!, ctx.targetId]));
  return callRoute(server.url, route, params, { ...options, token });
}

describe('the routes that take a body', () => {
  it('are found in API_ROUTES, every one has a valid body here, and the row counts cover the core tables', async () => {
    expect(BODY_ROUTES.length).toBeGreaterThan(0);
    expect(BODY_ROUTES.map(([name]) => name).filter((name) => !FIXTURES[name])).toEqual([]);
    expect(Object.keys(await rowCounts())).toEqual(expect.arrayContaining(['users', 'sessions', 'user_tokens', 'email_outbox', 'settings']));
  });
});

describe('when a route gets bad input', () => {
  it.each(CASES)('$route.method $route.path with $what, then it answers 4xx in the error shape or succeeds, never 500', async (c) => {
    const fixture = FIXTURES[c.name];
    const before = await rowCounts();

    const response = await send(c.route, c.request(fixture?.valid() ?? {}));

    expect(response.status, JSON.stringify(response.body)).not.toBe(500);
    if (c.expected) expect(response.status).toBe(c.expected.status);
    if (response.status >= 400) {
      expect(response.status).toBeLessThan(500);
      if (fixture?.providerFacing && typeof response.body === 'string') return; // e.g. PayU's plain "REJECTED"
      expect(ERROR_CODES).toContain(response.body?.error?.code);
      expect(response.body.error.message).toEqual(expect.stringMatching(/\S/));
      if (c.expected) expect(response.body.error.code).toBe(c.expected.code);
    } else {
      expect(response.status).toBeGreaterThanOrEqual(200);
      expect(response.status).toBeLessThan(300);
    }
    const refused = response.status >= 400 || fixture?.refused?.(response) === true;
    if (fixture?.credentials) expect(refused, 'a broken credential or link must never succeed').toBe(true);
    if (refused || fixture?.writesNothing) expect(await rowCounts()).toEqual(before);
  });
});

describe('when a body carries fields the route does not know', () => {
  it('then sign-up ignores is_admin, is_active, id and password_hash and stores none of them', async () => {
    const body = signUpBody();
    const response = await send(API_ROUTES.signUp, {
      body: { ...body, is_admin: true, is_active: true, email_verified_at: 1, id: 999_999, password_hash: 'x', admin: true },
    });

    expect(response.status).toBe(201);
    expect(response.body.id).not.toBe(999_999);
    const row = await server.db('users').where({ email: body.email }).first();
    expect(row).toMatchObject({ id: response.body.id, email_verified_at: null });
    expect(row.staff_role).toBeNull();
    expect(Boolean(row.is_active)).toBe(false);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('then a normal user logging in with admin: true gets no admin marker and no admin rights', async () => {
    const response = await send(API_ROUTES.userLogin, { body: { login: ctx.user.email, password: ctx.user.password, admin: true, is_admin: true } });

    expect(response.status).toBe(200);
    expect(response.body).not.toHaveProperty('admin');
    const users = await callRoute(server.url, API_ROUTES.adminUsers, {}, { token: response.body.access_token });
    expect(users.status).toBe(403);
  });
});

describe('when names carry SQL and HTML metacharacters', () => {
  it('then sign-up stores them verbatim and every table is intact', async () => {
    // A username is plain ASCII (letters, digits, . _ -): the markup travels in the surname.
    const names = { name: "O'Brien' OR '1'='1", surname: "'; DROP TABLE users; --<img src=x onerror=alert(1)>", username: `obrien_${Date.now()}` };
    const body = signUpBody(names);
    const usersBefore = (await rowCounts()).users!;

    const response = await send(API_ROUTES.signUp, { body });

    expect(response.status).toBe(201);
    expect((await rowCounts()).users).toBe(usersBefore + 1);
    expect(await server.db('users').where({ id: response.body.id }).first()).toMatchObject(names);
    const listed = await callRoute(server.url, API_ROUTES.adminUsers, {}, { token: ctx.tokens.admin });
    expect(listed.body).toContainEqual(expect.objectContaining(names));
  });
});
