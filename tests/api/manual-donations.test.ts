import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { bankReferenceKey } from '@zlota/shared/bank-reference';
import { PAYMENT_MESSAGES } from '@zlota/shared/messages';
import { warsawDay } from '@zlota/shared/warsaw-days';
import { migrationSource } from '@zlota/server/db/migration-source';
import { callRoute, withQuery, type ApiResponse } from '../support/api-client.js';
import { createAdminAccount, unique } from '../support/accounts.js';
import { adminLogin, collectedGrosze, countRows, createFundraiser, type Fundraiser } from '../support/payments.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// Issue 14 item 1: a transfer or cash the foundation received, entered by hand, counts exactly once; a mistaken one is
// voided, once, and stays listed. Real HTTP, real database (SQLite and PostgreSQL).

let server: TestServer;
let adminToken: string;
let adminEmail: string;

beforeAll(async () => {
  server = await startTestServer();
  const admin = await createAdminAccount(server);
  adminEmail = admin.email;
  adminToken = await adminLogin(server.url, admin.email, admin.password);
});
afterAll(async () => {
  await server?.close();
});

const today = () => warsawDay(Date.now());
const newFundraiser = () => createFundraiser(server.url, adminToken);

function enter(fundraiser: Fundraiser, body: Record<string, unknown>): Promise<ApiResponse> {
  return callRoute(server.url, API_ROUTES.manualDonation, { id: fundraiser.id }, { token: adminToken, body });
}

const transfer = (reference: string, overrides: Record<string, unknown> = {}) => ({
  amount: '12,50',
  received_on: today(),
  method: 'transfer',
  bank_reference: reference,
  note: 'Przelew z wyciągu bankowego',
  donor_name: 'Jan Kowalski',
  anonymous: false,
  ...overrides,
});

const voidPaymentOn = async (target: TestServer, token: string, guid: string) =>
  (await callRoute(target.url, API_ROUTES.adminVoidPayment, { guid }, { token, body: { reason: 'Wpisana do złej zbiórki' } })).status;
const voidPayment = (guid: string, reason = 'Wpisana do złej zbiórki') =>
  callRoute(server.url, API_ROUTES.adminVoidPayment, { guid }, { token: adminToken, body: { reason } });

async function supporters(fundraiser: Fundraiser) {
  const response = await callRoute(server.url, API_ROUTES.charityDonations, { id: fundraiser.id });
  expect(response.status).toBe(200);
  return response.body as Array<{ donor: string; amount: number | null; date: string }>;
}

async function adminPayment(guid: string) {
  const payments = await callRoute(server.url, withQuery(API_ROUTES.payments, { limit: 100 }), {}, { token: adminToken });
  return (payments.body as Array<{ guid: string }>).find((payment) => payment.guid === guid);
}

const manualList = async (fundraiser: Fundraiser) =>
  (await callRoute(server.url, API_ROUTES.adminCharityManualDonations, { id: fundraiser.id }, { token: adminToken })).body as Array<Record<string, unknown>>;

describe('a transfer entered by hand', () => {
  it('when entered, then the collected amount rises by exactly that amount, and it shows in supporters, payments and the panel list', async () => {
    const fundraiser = await newFundraiser();
    const reference = `PL ${unique()}`;

    const entered = await enter(fundraiser, transfer(reference, { amount: '12.50', received_on: '2026-11-02' }));

    expect(entered.status, JSON.stringify(entered.body)).toBe(201);
    const guid = entered.body.guid as string;
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(1250);
    expect(await supporters(fundraiser)).toEqual([expect.objectContaining({ donor: 'Jan Kowalski', amount: 12.5 })]);
    expect(await adminPayment(guid)).toMatchObject({ provider: 'manual', method: 'transfer', status: 'paid', amount: 12.5, donor_name: 'Jan Kowalski' });
    expect(await manualList(fundraiser)).toEqual([
      expect.objectContaining({ guid, status: 'paid', amount: 12.5, bank_reference: reference, received_on: '2026-11-02', entered_by: adminEmail, voided_at: null }),
    ]);
  });

  it('when the donor asked to be anonymous, then the public list hides the name and the panel keeps it', async () => {
    const fundraiser = await newFundraiser();

    const entered = await enter(fundraiser, transfer(`ANON ${unique()}`, { anonymous: true, donor_name: 'Anna Nowak' }));

    expect(entered.status).toBe(201);
    const publicList = await supporters(fundraiser);
    expect(publicList).toEqual([expect.objectContaining({ donor: PAYMENT_MESSAGES.anonymousDonor, amount: 12.5 })]);
    expect(JSON.stringify(publicList)).not.toContain('Anna Nowak');
    expect(await manualList(fundraiser)).toEqual([expect.objectContaining({ donor_name: 'Anna Nowak', anonymous: true })]);
  });

  it('when the same reference is entered again, even spaced or cased differently, then 409 shows the earlier entry and nothing is counted twice', async () => {
    const fundraiser = await newFundraiser();
    const other = await newFundraiser();
    const code = unique();
    const first = await enter(fundraiser, transfer(`PL61 1090 ${code}`));
    expect(first.status).toBe(201);
    const rowsBefore = await countRows(server.db, 'payments');

    for (const again of [`PL61 1090 ${code}`, `  pl611090${code.toLowerCase()} `, `pl61  1090   ${code}`]) {
      const refused = await enter(other, transfer(again, { amount: '99' }));
      expect(refused.status, again).toBe(409);
      expect(refused.body.error).toEqual({ code: 'DUPLICATE_BANK_REFERENCE', message: PAYMENT_MESSAGES.duplicateReference });
      expect(refused.body.earlier).toMatchObject({
        guid: first.body.guid,
        amount: 12.5,
        received_on: today(),
        donor_name: 'Jan Kowalski',
        entered_by: adminEmail,
        entered_at: expect.any(String),
        status: 'paid',
      });
    }
    expect(await countRows(server.db, 'payments')).toBe(rowsBefore);
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(1250);
    expect(await collectedGrosze(server.db, other.id)).toBe(0);
  });

  // Issue 29 item 4: each of these was counted a second time.
  describe('when PL781828928 counts', () => {
    let plainReference: { guid: string };
    beforeAll(async () => {
      const entered = await enter(await newFundraiser(), transfer('PL781828928'));
      expect(entered.status, JSON.stringify(entered.body)).toBe(201);
      plainReference = entered.body as { guid: string };
    });

    it.each([
      ['a zero-width space', 'PL7818\u200B28928'],
      ['a word joiner', 'PL78\u20601828928'],
      ['a soft hyphen', 'PL781\u00AD828928'],
      ['full-width digits', 'PL７８１８２８９２８'],
      ['Arabic-Indic digits', 'PL٧٨١٨٢٨٩٢٨'],
      ['a Cyrillic Р', '\u0420L781828928'],
      ['a hyphen', 'PL78-1828-928'],
      ['a combining accent', 'PL7818\u030128928'],
    ])('when the reference is entered again with %s, then it is refused as a duplicate and nothing is counted twice', async (_case, disguised) => {
      const other = await newFundraiser();
      const rowsBefore = await countRows(server.db, 'payments');

      const refused = await enter(other, transfer(disguised, { amount: '99' }));

      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(refused.body.error).toEqual({ code: 'DUPLICATE_BANK_REFERENCE', message: PAYMENT_MESSAGES.duplicateReference });
      expect(refused.body.earlier).toMatchObject({ guid: plainReference.guid, bank_reference: 'PL781828928' });
      expect(await countRows(server.db, 'payments')).toBe(rowsBefore);
      expect(await collectedGrosze(server.db, other.id)).toBe(0);
    });
  });

  it('when a reference has no letter or digit to count it by, then it is refused and nothing is stored', async () => {
    const rowsBefore = await countRows(server.db, 'payments');

    const refused = await enter(await newFundraiser(), transfer('-\u200B/ -'));

    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'VALIDATION', fields: { bank_reference: PAYMENT_MESSAGES.bankReference } });
    expect(await countRows(server.db, 'payments')).toBe(rowsBefore);
  });

  it('when two identical requests race, then one donation is counted and the other is refused with the winner', async () => {
    const fundraiser = await newFundraiser();
    const reference = `RACE ${unique()}`;

    const answers = await Promise.all(Array.from({ length: 6 }, () => enter(fundraiser, transfer(reference))));

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const winner = answers.find((answer) => answer.status === 201)!.body.guid;
    for (const loser of answers.filter((answer) => answer.status === 409)) expect(loser.body.earlier.guid).toBe(winner);
    expect(await countRows(server.db, 'payments', { charity_id: fundraiser.id })).toBe(1);
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(1250);
  });

  it('when cash comes without a reference, then it is counted, and two cash entries without a reference both count', async () => {
    const fundraiser = await newFundraiser();
    const cash = { amount: '20', received_on: today(), method: 'cash', note: 'Puszka w biurze', anonymous: true };

    expect((await enter(fundraiser, cash)).status).toBe(201);
    expect((await enter(fundraiser, cash)).status).toBe(201);

    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(4000);
  });
});

describe('bad input', () => {
  const tomorrow = () => new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);

  it.each([
    ['a date in the future', () => transfer('FUTURE 1', { received_on: tomorrow() }), 'received_on', PAYMENT_MESSAGES.receivedOn],
    ['a date that is no day', () => transfer('BADDAY 1', { received_on: '2026-02-30' }), 'received_on', PAYMENT_MESSAGES.receivedOn],
    ['a date that is no date at all', () => transfer('NODATE 1', { received_on: "wczoraj' OR '1'='1" }), 'received_on', PAYMENT_MESSAGES.receivedOn],
    ['a transfer without a reference', () => transfer('', {}), 'bank_reference', PAYMENT_MESSAGES.bankReference],
    ['an amount of 0', () => transfer('ZERO 1', { amount: '0' }), 'amount', PAYMENT_MESSAGES.manualAmount],
    ['an amount of 0,001', () => transfer('THOUSANDTH 1', { amount: '0,001' }), 'amount', PAYMENT_MESSAGES.manualAmount],
  ])('when it has %s, then 400 says what to fix in Polish and nothing is counted', async (_what, body, field, message) => {
    const fundraiser = await newFundraiser();

    const response = await enter(fundraiser, body());

    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION');
    expect(response.body.error.fields?.[field]).toBe(message);
    expect(await countRows(server.db, 'payments', { charity_id: fundraiser.id })).toBe(0);
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(0);
  });
});

describe('voiding a manual donation entered by mistake', () => {
  it('when voided, then the amount falls back exactly once, it stays in payments as voided and leaves the supporters list', async () => {
    const fundraiser = await newFundraiser();
    await enter(fundraiser, transfer(`KEEP ${unique()}`, { amount: '100' }));
    const mistaken = await enter(fundraiser, transfer(`VOID ${unique()}`, { amount: '12,50', donor_name: 'Pomyłka Wpisana' }));
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(11_250);

    const voided = await voidPayment(mistaken.body.guid, 'Wpisana do złej zbiórki');

    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect(voided.body).toMatchObject({ guid: mistaken.body.guid, status: 'voided', void_reason: 'Wpisana do złej zbiórki', voided_by: adminEmail, voided_at: expect.any(String) });
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(10_000);
    expect(await adminPayment(mistaken.body.guid)).toMatchObject({ status: 'voided', amount: 12.5 });
    expect((await supporters(fundraiser)).map((s) => s.donor)).toEqual(['Jan Kowalski']);
    expect((await callRoute(server.url, API_ROUTES.charityDonationsCount, { id: fundraiser.id })).body).toEqual({ count: 1 });
    expect((await manualList(fundraiser)).map((entry) => entry.status)).toEqual(['voided', 'paid']);

    const again = await voidPayment(mistaken.body.guid, 'Jeszcze raz');
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'CONFLICT', message: PAYMENT_MESSAGES.alreadyVoided });
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(10_000);
  });

  it('when two voids race, then the amount falls once and one of them is told it was already voided', async () => {
    const fundraiser = await newFundraiser();
    const entered = await enter(fundraiser, transfer(`RACEVOID ${unique()}`, { amount: '30' }));

    const answers = await Promise.all(Array.from({ length: 5 }, () => voidPayment(entered.body.guid)));

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(0);
    expect(await countRows(server.db, 'audit_log', { action: 'payment.void', note: 'Wpisana do złej zbiórki' })).toBeGreaterThanOrEqual(1);
  });

  it('when voided, then the same bank reference may be entered again and counts', async () => {
    const fundraiser = await newFundraiser();
    const reference = `AGAIN ${unique()}`;
    const first = await enter(fundraiser, transfer(reference));
    expect((await voidPayment(first.body.guid)).status).toBe(200);

    const second = await enter(fundraiser, transfer(reference.toLowerCase()));

    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(1250);
    expect((await enter(fundraiser, transfer(reference))).body.earlier?.guid).toBe(second.body.guid);
  });

  it('when an online payment or an unknown guid is voided, or the reason is missing, then it is refused and nothing changes', async () => {
    const fundraiser = await newFundraiser();
    const entered = await enter(fundraiser, transfer(`REASON ${unique()}`));
    const onlineGuid = randomUUID();
    await server.db('payments').insert({
      guid: onlineGuid, charity_id: fundraiser.id, amount: 5000, currency: 'PLN', provider: 'sandbox', status: 'paid',
      anonymous: false, hide_amount: false, created_at: Date.now(), updated_at: Date.now(), paid_at: Date.now(),
    });

    const noReason = await callRoute(server.url, API_ROUTES.adminVoidPayment, { guid: entered.body.guid }, { token: adminToken, body: { reason: '  ' } });
    const onlineVoid = await voidPayment(onlineGuid);
    const unknown = await voidPayment(randomUUID());

    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields?.reason).toBeDefined();
    expect(onlineVoid.status).toBe(409);
    expect(onlineVoid.body.error.message).toBe(PAYMENT_MESSAGES.voidOnlyManual);
    expect(unknown.status).toBe(404);
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(1250);
    expect((await server.db('payments').where({ guid: onlineGuid }).first()).status).toBe('paid');
  });
});

/** A server of its own (a migration test moves its database), with an admin and a fundraiser. */
async function freshServer() {
  const fresh = await startTestServer();
  const admin = await createAdminAccount(fresh);
  const token = await adminLogin(fresh.url, admin.email, admin.password);
  return { fresh, token, fundraiser: await createFundraiser(fresh.url, token) };
}

// Issue 34 item 5: a manual donation is dated by the day the money arrived, not the day it was typed in.
describe('the date received', () => {
  const daysAgo = (days: number) => warsawDay(Date.now() - days * 86_400_000);
  const statisticsOf = async (fundraiser: Fundraiser, day: string) => {
    const response = await callRoute(server.url, withQuery(API_ROUTES.adminStatistics, { from: day, to: day }), {}, { token: adminToken });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const body = response.body as { buckets: Array<{ amount_grosze: number }>; top_charities: Array<{ id: number; amount_grosze: number; count: number }> };
    return { mine: body.top_charities.find((charity) => charity.id === fundraiser.id) ?? null, dayTotal: body.buckets[0]!.amount_grosze };
  };

  it.each([
    { what: 'a transfer', method: 'transfer' },
    { what: 'cash', method: 'cash' },
  ])('when $what that arrived days ago is entered today, then the supporters list and the statistics date it by the day it arrived', async ({ method }) => {
    const fundraiser = await newFundraiser();
    const received = daysAgo(5);
    const before = await statisticsOf(fundraiser, received);
    await enter(fundraiser, transfer(`PL ${unique()}`, { amount: '10', donor_name: 'Anna Dzisiejsza' }));
    const { bank_reference: reference, ...cash } = transfer(`PL ${unique()}`, { amount: '20', received_on: received, method, donor_name: 'Bartosz Wcześniejszy' });
    const late = await enter(fundraiser, method === 'cash' ? cash : { ...cash, bank_reference: reference });
    expect(late.status, JSON.stringify(late.body)).toBe(201);

    const listed = await supporters(fundraiser);
    expect(listed.map((supporter) => supporter.donor)).toEqual(['Anna Dzisiejsza', 'Bartosz Wcześniejszy']);
    expect(warsawDay(Date.parse(listed[1]!.date))).toBe(received);
    expect(warsawDay(Date.parse(listed[0]!.date))).toBe(today());

    const thatDay = await statisticsOf(fundraiser, received);
    expect(thatDay.mine).toMatchObject({ amount_grosze: 2000, count: 1 });
    expect(thatDay.dayTotal - before.dayTotal).toBe(2000);
    expect((await statisticsOf(fundraiser, today())).mine).toMatchObject({ amount_grosze: 1000, count: 1 });
  });
});

describe('the audit log', () => {
  it('when a donation is entered and voided, then both are recorded, the void with its reason', async () => {
    const fundraiser = await newFundraiser();
    const reference = `AUDIT ${unique()}`;
    const entered = await enter(fundraiser, transfer(reference));
    await voidPayment(entered.body.guid, 'Przelew był zwrotem, nie darowizną');

    const audit = async (action: string) =>
      (await callRoute(server.url, withQuery(API_ROUTES.adminAudit, { action }), {}, { token: adminToken })).body as Array<{ after?: { guid?: string } }>;

    expect((await audit('payment.manual_donation')).find((entry) => entry.after?.guid === entered.body.guid)).toMatchObject({
      actor_email: adminEmail,
      entity_type: 'charity',
      entity_id: fundraiser.id,
      after: { amount_grosze: 1250, method: 'transfer', bank_reference: reference, received_on: today() },
    });
    expect((await audit('payment.void')).find((entry) => entry.after?.guid === entered.body.guid)).toMatchObject({
      actor_email: adminEmail,
      entity_type: 'payment',
      before: { status: 'paid', amount_grosze: 1250 },
      after: { status: 'voided', amount_grosze: 1250 },
      note: 'Przelew był zwrotem, nie darowizną',
    });
  });
});

describe('migration 2026112722-manual-donations-paid-on-received', () => {
  it('when manual donations were entered before the fix, then the earlier-received one is dated by its day and today\'s keeps its moment', async () => {
    const { fresh, token, fundraiser } = await freshServer();
    try {
      const enterFresh = async (body: Record<string, unknown>) =>
        (await callRoute(fresh.url, API_ROUTES.manualDonation, { id: fundraiser.id }, { token, body })).body.guid as string;
      const received = warsawDay(Date.now() - 3 * 86_400_000);
      const earlier = await enterFresh(transfer(`PL ${unique()}`, { received_on: received }));
      const sameDay = await enterFresh(transfer(`PL ${unique()}`));
      const paidAt = async (guid: string) => Number((await fresh.db('payments').where({ guid }).first('paid_at')).paid_at);
      const entered = async (guid: string) => Number((await fresh.db('payments').where({ guid }).first('created_at')).created_at);

      await fresh.db.migrate.down({ migrationSource, name: '2026112722-manual-donations-paid-on-received' });
      expect(await paidAt(earlier)).toBe(await entered(earlier));

      await fresh.db.migrate.latest({ migrationSource });
      expect(warsawDay(await paidAt(earlier))).toBe(received);
      expect(warsawDay((await paidAt(earlier)) - 1)).not.toBe(received);
      expect(await paidAt(sameDay)).toBe(await entered(sameDay));
    } finally {
      await fresh.close();
    }
  });
});

describe('migration 2026112721-bank-reference-key', () => {
  it('when two counted entries of one transfer meet on the new key, then both keep counting, the first keeps the key and the reference is refused in any form', async () => {
    const { fresh, token, fundraiser } = await freshServer();
    try {
      const enterFresh = (reference: string) => callRoute(fresh.url, API_ROUTES.manualDonation, { id: fundraiser.id }, { token, body: transfer(reference) });
      const first = (await enterFresh('PL781828928')).body.guid as string;
      const second = (await enterFresh('PL 7818 28929')).body.guid as string;
      const voided = (await enterFresh('PL781828930')).body.guid as string;
      expect(await voidPaymentOn(fresh, token, voided)).toBe(200);
      await fresh.db.migrate.down({ migrationSource, name: '2026112721-bank-reference-key' });
      const keyOf = async (guid: string) => (await fresh.db('payments').where({ guid }).first('bank_reference_key')).bank_reference_key as string;
      expect(await keyOf(second)).toBe('PL781828929');
      // Entered before the fix: the same transfer again, with a hyphen, the old key let it count.
      await fresh.db('payments').where({ guid: second }).update({ bank_reference: 'PL78-1828-928', bank_reference_key: 'PL78-1828-928' });
      const collected = await collectedGrosze(fresh.db, fundraiser.id);

      await fresh.db.migrate.latest({ migrationSource });

      const secondId = (await fresh.db('payments').where({ guid: second }).first('id')).id as number;
      expect(await keyOf(first)).toBe(bankReferenceKey('PL781828928'));
      expect(await keyOf(second)).toBe(`${bankReferenceKey('PL781828928')}#${secondId}`);
      expect(await keyOf(voided)).toBe(bankReferenceKey('PL781828930'));
      expect(await collectedGrosze(fresh.db, fundraiser.id)).toBe(collected);
      const again = await enterFresh('PL\u200B781828928');
      expect(again.status).toBe(409);
      expect(again.body.earlier).toMatchObject({ guid: first });
    } finally {
      await fresh.close();
    }
  });
});
