import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { warsawDay } from '@zlota/shared/warsaw-days';
import { migrationSource } from '@zlota/server/db/migration-source';
import { bookMovement } from '@zlota/server/components/ledger/ledger-repository';
import { callRoute } from '../support/api-client.js';
import { parseCsv } from '../support/admin-payments.js';
import { createAdminAccount, unique } from '../support/accounts.js';
import { BANKS, importStatement, mt940 } from '../support/bank-statements.js';
import {
  adminLogin,
  collectedGrosze,
  createFundraiser,
  sandboxDecision,
  sandboxNotification,
  sendNotification,
  startDonation,
  type Fundraiser,
} from '../support/payments.js';
import { askRefund, refundBody } from '../support/refunds.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// Issue 35 item 1: one ledger of every movement of money. Each place money moves writes its row in its own
// transaction, once; the rows are never changed or deleted; today's history moves into the ledger exactly; reconcile
// compares every fundraiser's collected amount with its ledger. Real HTTP, real database (SQLite and PostgreSQL).

const DAY = 86_400_000;

interface Row {
  id: number;
  charity_id: number;
  kind: string;
  amount_grosze: number;
  occurred_on: string;
  booked_by: number | null;
  source_type: string;
  source_id: number;
  payment_id: number | null;
}

/** A portal with an admin, two fundraisers and a history of every kind of movement there is today. */
async function portalWithHistory() {
  const server = await startTestServer();
  const admin = await createAdminAccount(server);
  const adminId = Number((await server.db('users').where({ email: admin.email }).first('id')).id);
  const token = await adminLogin(server.url, admin.email, admin.password);
  const first = await createFundraiser(server.url, token);
  const second = await createFundraiser(server.url, token);
  const paid = async (fundraiser: Fundraiser, amount: string) => {
    const guid = await startDonation(server.url, fundraiser.id, { amount });
    expect((await sandboxDecision(server.url, guid, 'paid')).status).toBe(303);
    return guid;
  };
  const manual = async (fundraiser: Fundraiser, amount: string, extra: Record<string, unknown> = {}) => {
    const body = { amount, method: 'transfer', bank_reference: `LEDGER ${unique()}`, note: 'Przelew na zbiórkę', ...extra };
    const response = await callRoute(server.url, API_ROUTES.manualDonation, { id: fundraiser.id }, { token, body });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.guid as string;
  };
  const partly = await paid(first, '250,00');
  const wholly = await paid(second, '40,00');
  await paid(first, '80,00');
  const received = warsawDay(server.clock.now() - 3 * DAY);
  await manual(first, '30', { received_on: received });
  const voided = await manual(second, '12,34');
  const statement = mt940(BANKS.mBank, [
    { amount: 5000, bookedOn: received, reference: `S${unique()}`, title: [`ZR${second.id} darowizna`], name: 'Anna Przelewowa', account: 'PL27114020040000300201355387' },
  ]);
  const imported = await importStatement(server, token, statement);
  expect(imported.status, JSON.stringify(imported.body)).toBe(201);
  const booked = await callRoute(server.url, API_ROUTES.adminBankStatementBook, { id: imported.body.id as number }, { token });
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  expect(booked.body).toMatchObject({ booked: 1 });
  server.clock.advance(DAY);
  const refundDay = warsawDay(server.clock.now());
  const again = await adminLogin(server.url, admin.email, admin.password);
  for (const [guid, amount] of [[partly, '100,00'], [wholly, '40,00']] as const) {
    const refund = await askRefund(server.url, again, guid, refundBody(amount));
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
  }
  const voiding = await callRoute(server.url, API_ROUTES.adminVoidPayment, { guid: voided }, { token: again, body: { reason: 'Wpisana pomyłkowo' } });
  expect(voiding.status, JSON.stringify(voiding.body)).toBe(200);
  const entryId = Number((await server.db('bank_statement_entries').where({ statement_id: imported.body.id as number }).first('id')).id);
  return { server, token: again, adminId, fundraisers: [first, second] as const, guids: { partly, wholly, voided }, received, refundDay, entryId };
}

type Portal = Awaited<ReturnType<typeof portalWithHistory>>;

const rowsOf = async (server: TestServer, charityId: number): Promise<Row[]> =>
  (await server.db('ledger_entries').where({ charity_id: charityId }).orderBy('id')).map((row) => ({
    id: Number(row.id),
    charity_id: Number(row.charity_id),
    kind: row.kind,
    amount_grosze: Number(row.amount_grosze),
    occurred_on: row.occurred_on,
    booked_by: row.booked_by === null ? null : Number(row.booked_by),
    source_type: row.source_type,
    source_id: Number(row.source_id),
    payment_id: row.payment_id === null ? null : Number(row.payment_id),
  }));
const sumOf = (rows: Row[]) => rows.reduce((sum, row) => sum + row.amount_grosze, 0);
const paymentId = async (server: TestServer, guid: string) => Number((await server.db('payments').where({ guid }).first('id')).id);

let portal: Portal;
beforeAll(async () => {
  portal = await portalWithHistory();
});
afterAll(async () => {
  await portal?.server.close();
});

describe('one ledger of every movement (issue 35 item 1)', () => {
  it('when money is paid, typed in, booked from a statement, refunded and voided, then each movement is one row, signed, dated and linked to its source, and the rows add up to the collected amount', async () => {
    const { server, fundraisers, guids, adminId, received, refundDay, entryId } = portal;
    const [first, second] = fundraisers;
    const partlyId = await paymentId(server, guids.partly);
    const whollyId = await paymentId(server, guids.wholly);
    const voidedId = await paymentId(server, guids.voided);
    const today = warsawDay(server.clock.now() - DAY);
    const refundIds = new Map<number, number>(
      (await server.db('payment_refunds').whereIn('charity_id', [first.id, second.id]).select('id', 'payment_guid')).map((r) => [r.payment_guid === guids.partly ? partlyId : whollyId, Number(r.id)]),
    );

    const firstRows = await rowsOf(server, first.id);
    expect(firstRows.map(({ id: _id, charity_id: _c, ...row }) => row)).toEqual([
      { kind: 'payment_paid', amount_grosze: 250_00, occurred_on: today, booked_by: null, source_type: 'payment', source_id: partlyId, payment_id: partlyId },
      expect.objectContaining({ kind: 'payment_paid', amount_grosze: 80_00, occurred_on: today, booked_by: null, source_type: 'payment' }),
      expect.objectContaining({ kind: 'manual_transfer', amount_grosze: 30_00, occurred_on: received, booked_by: adminId, source_type: 'payment' }),
      { kind: 'refund_confirmed', amount_grosze: -100_00, occurred_on: refundDay, booked_by: null, source_type: 'refund', source_id: refundIds.get(partlyId), payment_id: partlyId },
    ]);
    const secondRows = await rowsOf(server, second.id);
    expect(secondRows.map(({ id: _id, charity_id: _c, ...row }) => row)).toEqual([
      expect.objectContaining({ kind: 'payment_paid', amount_grosze: 40_00, source_id: whollyId }),
      { kind: 'manual_transfer', amount_grosze: 12_34, occurred_on: today, booked_by: adminId, source_type: 'payment', source_id: voidedId, payment_id: voidedId },
      expect.objectContaining({ kind: 'statement_transfer', amount_grosze: 50_00, occurred_on: received, booked_by: adminId, source_type: 'statement_line', source_id: entryId }),
      expect.objectContaining({ kind: 'refund_confirmed', amount_grosze: -40_00, occurred_on: refundDay, source_type: 'refund', payment_id: whollyId }),
      { kind: 'payment_void', amount_grosze: -12_34, occurred_on: refundDay, booked_by: adminId, source_type: 'payment', source_id: voidedId, payment_id: voidedId },
    ]);
    expect(sumOf(firstRows)).toBe(await collectedGrosze(server.db, first.id));
    expect(sumOf(secondRows)).toBe(await collectedGrosze(server.db, second.id));
    expect(sumOf(firstRows)).toBe(250_00 + 80_00 + 30_00 - 100_00);
    expect(sumOf(secondRows)).toBe(50_00);
  });

  it('when a payment\'s notification comes again, or a row is recorded twice for its source, then the ledger keeps one row', async () => {
    const { server, fundraisers } = portal;
    const fundraiser = fundraisers[0];
    const guid = await startDonation(server.url, fundraiser.id, { amount: '25,50' });
    const secret = server.deps.payments.sandboxSecret;
    const notify = (method: string) => sendNotification(server.url, guid, sandboxNotification(secret, { guid, status: 'paid', amount: 2550, method }));
    expect((await Promise.all(['blik', 'card', 'blik'].map(notify))).map((sent) => sent.status)).toEqual([200, 200, 200]);
    expect((await notify('blik')).status).toBe(200);
    const id = await paymentId(server, guid);
    const rows = async () => (await rowsOf(server, fundraiser.id)).filter((row) => row.payment_id === id);
    expect(await rows()).toHaveLength(1);

    const entry = { charity_id: fundraiser.id, kind: 'payment_paid', amount_grosze: 2550, occurred_on: warsawDay(server.clock.now()), booked_by: null, source_type: 'payment', source_id: id, payment_id: id } as const;
    const collected = await collectedGrosze(server.db, fundraiser.id);
    expect(await server.db.transaction((trx) => bookMovement(trx, entry, server.clock.now()))).toBeUndefined();
    expect(await rows()).toHaveLength(1);
    expect(await collectedGrosze(server.db, fundraiser.id)).toBe(collected);
  });

  it('when anyone updates or deletes a row of the ledger in the database, then the database refuses and the row stays', async () => {
    const { server, fundraisers } = portal;
    const [row] = await rowsOf(server, fundraisers[0].id);
    await expect(server.db('ledger_entries').where({ id: row!.id }).update({ amount_grosze: 1 })).rejects.toThrow(/never changed or deleted/);
    await expect(server.db('ledger_entries').where({ id: row!.id }).del()).rejects.toThrow(/never changed or deleted/);
    expect((await rowsOf(server, fundraisers[0].id))[0]).toEqual(row);
  });

  it('when the ledger and a fundraiser\'s collected amount differ, then reconcile reports the difference with the ledger\'s sum', async () => {
    const { server, token, fundraisers } = portal;
    const reconcile = () => callRoute(server.url, API_ROUTES.reconcile, {}, { token, body: {} });
    const clean = await reconcile();
    expect(clean.status, JSON.stringify(clean.body)).toBe(200);
    expect(clean.body.differences).toEqual([]);

    const fundraiser = fundraisers[1];
    const collected = await collectedGrosze(server.db, fundraiser.id);
    // A row written alone, beside the fundraiser's figure (which bookMovement never does).
    await server.db('ledger_entries').insert({
      charity_id: fundraiser.id, kind: 'manual_transfer', amount_grosze: 1, occurred_on: warsawDay(server.clock.now()), booked_at: server.clock.now(), booked_by: null, source_type: 'payment', source_id: 987_654,
    });
    const skewed = await reconcile();
    expect(skewed.body.differences).toEqual([{ charity_id: fundraiser.id, title: fundraiser.title, collected, paid_sum: collected, ledger_sum: collected + 1 }]);
  });
});

describe('the payments\' export for the accountant (issue 35 item 4)', () => {
  it('when a transfer was booked from a bank statement, then its line names the statement and the position; a typed-in one names none', async () => {
    const { server, token, fundraisers } = portal;
    const response = await fetch(`${server.url}/api/payments/export.csv?charity_id=${fundraisers[1].id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    const [header, ...rows] = parseCsv((await response.text()).replace(/^\uFEFF/, ''));
    const column = header!.indexOf('pozycja wyciągu');
    expect(column).toBe(header!.length - 1);
    const statementId = Number((await server.db('bank_statement_entries').where({ id: portal.entryId }).first('statement_id')).statement_id);
    const byAmount = new Map(rows.map((row) => [row[header!.indexOf('kwota')], row[column]]));
    expect(byAmount.get('50,00')).toBe(`wyciąg nr ${statementId} (wyciag.sta), pozycja 1`);
    expect(byAmount.get('12,34')).toBe('');
  });
});

describe('migration 2026112730-ledger-entries', () => {
  it('when a history of payments, partial and whole refunds, a void, typed-in and statement transfers is migrated, then every fundraiser\'s collected amount equals its ledger\'s sum', async () => {
    const own = await portalWithHistory();
    try {
      const { server, fundraisers, entryId, received } = own;
      const before = await Promise.all(fundraisers.map((fundraiser) => collectedGrosze(server.db, fundraiser.id)));
      const rowsBefore = await Promise.all(fundraisers.map((fundraiser) => rowsOf(server, fundraiser.id)));

      await server.db.migrate.down({ migrationSource, name: '2026112730-ledger-entries' });
      expect(await server.db.schema.hasTable('ledger_entries')).toBe(false);
      await server.db.migrate.latest({ migrationSource });

      const after = await Promise.all(fundraisers.map((fundraiser) => rowsOf(server, fundraiser.id)));
      expect(after.map(sumOf)).toEqual(before);
      expect(before).toEqual([260_00, 50_00]);
      const shape = (rows: Row[]) => rows.map(({ id: _id, ...row }) => row).sort((a, b) => a.kind.localeCompare(b.kind) || a.amount_grosze - b.amount_grosze);
      expect(after.map(shape)).toEqual(rowsBefore.map(shape));
      expect(after[1]!.find((row) => row.kind === 'statement_transfer')).toMatchObject({ source_type: 'statement_line', source_id: entryId, occurred_on: received });
      await expect(server.db('ledger_entries').del()).rejects.toThrow(/never changed or deleted/);
    } finally {
      await own.server.close();
    }
  });
});
