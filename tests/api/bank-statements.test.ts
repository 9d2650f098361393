import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { STATEMENT_MAX_BYTES } from '@zlota/shared/bank-statements';
import { BANK_STATEMENT_MESSAGES as M } from '@zlota/shared/messages';
import { callRoute, type ApiResponse } from '../support/api-client.js';
import { createAdminAccount, unique } from '../support/accounts.js';
import { BANKS, camt053, importStatement, mt940, type StatementOperation } from '../support/bank-statements.js';
import { expectError } from '../support/catalog.js';
import { adminLogin, collectedGrosze, countRows, createFundraiser, type Fundraiser } from '../support/payments.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// Issue 34 items 2–4 and 6: statements of every bank's MT940 and both CAMT.053 versions imported and matched by the
// fundraisers' transfer codes; matched lines booked as manual donations exactly once (the same file again, an
// overlapping file, two staff members at once); the rest assigned or put aside; wrong files refused, nothing stored.
// Real HTTP, real database (SQLite and PostgreSQL).

let server: TestServer;
let token: string;
let lena: Fundraiser;
let staś: Fundraiser;

beforeAll(async () => {
  server = await startTestServer();
  const admin = await createAdminAccount(server);
  token = await adminLogin(server.url, admin.email, admin.password);
  lena = await createFundraiser(server.url, token);
  staś = await createFundraiser(server.url, token, { title: `Rehabilitacja Stasia Kowalczyka ${unique()}` });
});
afterAll(async () => {
  await server?.close();
});

interface Entry {
  id: number;
  amount: number;
  booked_on: string;
  counterparty: string;
  title: string;
  reference: string;
  status: string;
  state: string;
  match: { id: number } | null;
  payment_guid: string | null;
}
interface Preview {
  id: number;
  entries: Entry[];
  counts: Record<string, number>;
  sha256: string;
}

let sequence = 0;
/** A reference no other line of the run has (the bank's are unique per account). */
const reference = () => `R${process.pid % 1000}${String(++sequence).padStart(6, '0')}${Math.floor(Math.random() * 1000)}`.slice(0, 16);
const DAY = '2026-11-20';

const operation = (amount: number, title: string[], overrides: Partial<StatementOperation> = {}): StatementOperation => ({
  amount,
  bookedOn: DAY,
  reference: reference(),
  title,
  name: 'Zażółć Gęślą Jaźń Łódzka',
  account: `PL${String(Math.random()).slice(2, 14).padEnd(12, '7')}${String(++sequence).padStart(14, '0')}`,
  ...overrides,
});

/** One statement's worth: codes written four ways and one cut across two title lines, one anonymous, one without a code, one outgoing. */
const sampleOperations = () => [
  operation(5000, [`ZR${lena.id} Wózek dla Łucji`]),
  operation(2550, [`zr ${lena.id} darowizna`]),
  operation(1000, [`Darowizna ZR-${staś.id}`]),
  operation(700, [`Zr${staś.id}`, 'wpłata anonimowa']),
  operation(1234, [`Przelew środków na cel ZR${String(lena.id).slice(0, 1)}`, `${String(lena.id).slice(1)} dla Łucji`]),
  operation(9900, ['Darowizna na cele statutowe']),
  operation(-45000, ['Faktura 12/2026 za paliwo'], { name: 'Stacja Paliw Żółw sp. z o.o.' }),
];

const book = (id: number) => callRoute(server.url, API_ROUTES.adminBankStatementBook, { id }, { token });
const preview = (response: ApiResponse) => {
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Preview;
};
const manualPayments = (guid: string) => server.db('payments').where({ guid }).first();

function expectSample(result: Preview) {
  const statuses = result.entries.map((entry) => entry.status);
  expect(statuses).toEqual(['matched', 'matched', 'matched', 'matched', 'matched', 'unmatched', 'outgoing']);
  expect(result.entries.map((entry) => entry.match?.id ?? null)).toEqual([lena.id, lena.id, staś.id, staś.id, lena.id, null, null]);
  expect(result.entries[0]!.counterparty).toBe('Zażółć Gęślą Jaźń Łódzka');
  expect(result.entries[0]!.title).toBe(`ZR${lena.id} Wózek dla Łucji`);
  expect(result.entries[6]!.amount).toBe(-450);
  expect(result.entries[6]!.counterparty).toBe('Stacja Paliw Żółw sp. z o.o.');
  expect(result.entries[0]!.booked_on).toBe(DAY);
  expect(result.entries.every((entry) => entry.payment_guid === null)).toBe(true);
}

describe('a statement imported, previewed and booked', () => {
  const formats: [string, (operations: StatementOperation[]) => Buffer][] = [
    ...Object.entries(BANKS).map(([bank, profile]) => [`MT940 of ${bank} (${profile.encoding})`, (operations: StatementOperation[]) => mt940(profile, operations)] as [string, (operations: StatementOperation[]) => Buffer]),
    ['CAMT.053.001.02', (operations) => camt053('02', operations)],
    ['CAMT.053.001.08', (operations) => camt053('08', operations)],
  ];

  it.each(formats)('when %s is imported, then each line is matched by its code (however written, or cut across lines), nothing booked; booking adds exactly the matched transfers', async (_name, write) => {
    const operations = sampleOperations();
    const before = { lena: await collectedGrosze(server.db, lena.id), staś: await collectedGrosze(server.db, staś.id), payments: await countRows(server.db, 'payments') };
    const result = preview(await importStatement(server, token, write(operations)));
    expectSample(result);
    expect(await countRows(server.db, 'payments')).toBe(before.payments);

    const booked = await book(result.id);
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body).toMatchObject({ booked: 5, already_booked: 0 });
    expect(await collectedGrosze(server.db, lena.id)).toBe(before.lena + 5000 + 2550 + 1234);
    expect(await collectedGrosze(server.db, staś.id)).toBe(before.staś + 1000 + 700);
    const entries = (booked.body.statement as Preview).entries;
    const first = await manualPayments(entries[0]!.payment_guid!);
    expect(first).toMatchObject({ provider: 'manual', method: 'transfer', status: 'paid', amount: 5000, received_on: DAY, bank_reference: operations[0]!.reference, donor_name: 'Zażółć Gęślą Jaźń Łódzka' });
    expect(Boolean(first.anonymous)).toBe(false);
    expect(first.note).toContain(`pozycja 1`);
    const anonymous = await manualPayments(entries[3]!.payment_guid!);
    expect(anonymous.donor_name).toBeNull();
    expect(Boolean(anonymous.anonymous)).toBe(true);
    expect(entries.map((entry) => entry.state)).toEqual(['booked', 'booked', 'booked', 'booked', 'booked', 'open', 'listed']);
  });

  it('when the same file is imported again, or a statement overlapping it, then its lines are duplicates and booking adds nothing twice', async () => {
    const operations = sampleOperations();
    const file = mt940(BANKS['PKO BP'], operations);
    const first = preview(await importStatement(server, token, file));
    expect((await book(first.id)).body).toMatchObject({ booked: 5 });
    const lenaBefore = await collectedGrosze(server.db, lena.id);

    const again = preview(await importStatement(server, token, file));
    expect(again.entries.map((entry) => entry.status)).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate', 'outgoing']);
    expect((await book(again.id)).body).toMatchObject({ booked: 0, already_booked: 0 });

    const fresh = operation(3000, [`ZR${lena.id}`]);
    const overlapping = preview(await importStatement(server, token, mt940(BANKS.ING, [...operations.slice(0, 3), fresh])));
    expect(overlapping.entries.map((entry) => entry.status)).toEqual(['duplicate', 'duplicate', 'duplicate', 'matched']);
    expect((await book(overlapping.id)).body).toMatchObject({ booked: 1 });
    expect(await collectedGrosze(server.db, lena.id)).toBe(lenaBefore + 3000);
  });

  it('when two overlapping statements are imported before either is booked, then each transaction is booked once however both are booked', async () => {
    const shared = [operation(4100, [`ZR${lena.id}`]), operation(4200, [`ZR${lena.id}`])];
    const one = preview(await importStatement(server, token, mt940(BANKS.mBank, shared)));
    const other = preview(await importStatement(server, token, camt053('08', shared)));
    expect(other.entries.map((entry) => entry.status)).toEqual(['duplicate', 'duplicate']);
    const before = await collectedGrosze(server.db, lena.id);
    const answers = await Promise.all([book(one.id), book(one.id), book(other.id)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.reduce((sum, answer) => sum + (answer.body.booked as number), 0)).toBe(2);
    expect(await collectedGrosze(server.db, lena.id)).toBe(before + 8300);
  });

  it('when two staff members book the same statement at once, then every matched line is booked once', async () => {
    const operations = Array.from({ length: 12 }, (_, index) => operation(100 + index, [`ZR${staś.id} nr ${index}`]));
    const result = preview(await importStatement(server, token, camt053('02', operations)));
    const before = await collectedGrosze(server.db, staś.id);
    const answers = await Promise.all([book(result.id), book(result.id)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.reduce((sum, answer) => sum + (answer.body.booked as number), 0)).toBe(12);
    expect(await collectedGrosze(server.db, staś.id)).toBe(before + operations.reduce((sum, line) => sum + line.amount, 0));
    expect(await countRows(server.db, 'payments', { note: `Z wyciągu bankowego nr ${result.id}, pozycja 1` })).toBe(1);
  });

  it('when the import is audited, then the entry names the file\'s checksum and the counts; each booking is audited', async () => {
    const result = preview(await importStatement(server, token, mt940(BANKS.Santander, sampleOperations())));
    const entry = await server.db('audit_log').where({ action: 'bank_statement.import', entity_id: result.id }).first();
    expect(JSON.parse(entry.after)).toMatchObject({ sha256: result.sha256, entries: 7, counts: { matched: 5, unmatched: 1, outgoing: 1, suggested: 0, duplicate: 0 } });
    await book(result.id);
    expect(await countRows(server.db, 'audit_log', { action: 'bank_statement.book', entity_id: result.id })).toBe(5);
  });
});

describe('the rest by hand', () => {
  const queue = async () => {
    const response = await callRoute(server.url, API_ROUTES.adminBankStatementQueue, {}, { token });
    expect(response.status).toBe(200);
    return response.body as Entry[];
  };
  const assign = (id: number, charityId: number) => callRoute(server.url, API_ROUTES.adminBankStatementEntryAssign, { id }, { token, body: { charity_id: charityId } });
  const dismiss = (id: number, reason: string) => callRoute(server.url, API_ROUTES.adminBankStatementEntryDismiss, { id }, { token, body: { reason } });

  it('when lines have no code, then they wait in the queue (one suggested by its words); assigning books one once, a line that is not a donation leaves with its reason', async () => {
    const result = preview(
      await importStatement(server, token, mt940(BANKS.Pekao, [operation(6000, ['Na rehabilitację Stasia Ko', 'walczyka']), operation(150000, ['Dotacja celowa 2026'], { name: 'Urząd Miasta' })])),
    );
    const [forStaś, grant] = result.entries as [Entry, Entry];
    expect(forStaś).toMatchObject({ status: 'suggested', match: { id: staś.id } });
    expect(grant.status).toBe('unmatched');
    const waiting = await queue();
    expect(waiting.map((entry) => entry.id)).toEqual(expect.arrayContaining([forStaś.id, grant.id]));
    // The work queue counts them: "Przelewy do przypisania (N)".
    expect((await callRoute(server.url, API_ROUTES.adminWorkQueue, {}, { token })).body.transfers).toBe(waiting.length);

    const before = await collectedGrosze(server.db, staś.id);
    const assigned = await assign(forStaś.id, staś.id);
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body).toMatchObject({ state: 'booked' });
    expectError(await assign(forStaś.id, staś.id), 409, 'STATEMENT_ENTRY_SETTLED', M.entrySettled);
    expect(await collectedGrosze(server.db, staś.id)).toBe(before + 6000);
    expect(await countRows(server.db, 'audit_log', { action: 'bank_statement.assign', entity_id: result.id })).toBe(1);

    expectError(await dismiss(grant.id, ''), 400, 'VALIDATION');
    const dismissed = await dismiss(grant.id, 'Dotacja z urzędu miasta, nie darowizna');
    expect(dismissed.body).toMatchObject({ state: 'dismissed', dismiss_reason: 'Dotacja z urzędu miasta, nie darowizna' });
    const left = (await queue()).map((entry) => entry.id);
    expect(left).not.toContain(forStaś.id);
    expect(left).not.toContain(grant.id);
  });

  it('when an earlier transfer from the same account was booked for a fundraiser, then a new one without a code is suggested for it', async () => {
    const account = 'PL10105000997603123456789123';
    const first = preview(await importStatement(server, token, mt940(BANKS.mBank, [operation(2000, [`ZR${staś.id}`], { account })])));
    await book(first.id);
    const next = preview(await importStatement(server, token, mt940(BANKS.mBank, [operation(2000, ['co miesiąc'], { account, bookedOn: '2026-11-21' })])));
    expect(next.entries[0]).toMatchObject({ status: 'suggested', match: { id: staś.id } });
  });

  it('when the same payer sent the same amount before (a standing order), then a new one without a code, from another account, is suggested for it', async () => {
    const name = 'Bożena Stała-Zleceniodawczyni';
    const first = preview(await importStatement(server, token, mt940(BANKS.mBank, [operation(4321, [`ZR${staś.id} zlecenie stałe`], { name })])));
    await book(first.id);
    const next = preview(await importStatement(server, token, mt940(BANKS.mBank, [
      operation(4321, ['zlecenie stałe'], { name, bookedOn: '2026-11-22' }),
      operation(4322, ['zlecenie stałe'], { name, bookedOn: '2026-11-22' }),
    ])));
    expect(next.entries[0]).toMatchObject({ status: 'suggested', suggested_by: 'amount', match: { id: staś.id } });
    expect(next.entries[1]).toMatchObject({ status: 'unmatched', match: null });
  });
});

describe('a booked line and its payment', () => {
  const voidPayment = (guid: string, reason: string) => callRoute(server.url, API_ROUTES.adminVoidPayment, { guid }, { token, body: { reason } });
  const paymentDetail = (guid: string) => callRoute(server.url, API_ROUTES.adminPayment, { guid }, { token });

  it('when a payment was booked from a statement, then its detail names the statement and the line; one typed in names none', async () => {
    const result = preview(await importStatement(server, token, mt940(BANKS.mBank, [operation(3100, ['Bez kodu']), operation(3200, [`ZR${lena.id}`])]), 'pko-listopad.sta'));
    const booked = (await book(result.id)).body.statement as Preview;
    const detail = await paymentDetail(booked.entries[1]!.payment_guid!);
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.body.statement_line).toMatchObject({ statement_id: result.id, entry_id: booked.entries[1]!.id, position: 2, file_name: 'pko-listopad.sta', booked_on: DAY });

    const typed = await callRoute(server.url, API_ROUTES.manualDonation, { id: lena.id }, { token, body: { amount: 1500, method: 'cash', note: 'Gotówka ze skarbonki' } });
    expect((await paymentDetail(typed.body.guid as string)).body.statement_line).toBeNull();
  });

  it('when a payment booked from a statement is voided, then its line is open again in the queue with a note, audited, and may be booked anew', async () => {
    const result = preview(await importStatement(server, token, mt940(BANKS.ING, [operation(4700, [`ZR${lena.id} darowizna`])])));
    const entry = ((await book(result.id)).body.statement as Preview).entries[0]!;
    const before = await collectedGrosze(server.db, lena.id);

    expect((await voidPayment(entry.payment_guid!, 'Przelew był dla innej zbiórki')).status).toBe(200);
    expect(await collectedGrosze(server.db, lena.id)).toBe(before - 4700);
    const reopened = (await callRoute(server.url, API_ROUTES.adminBankStatement, { id: result.id }, { token })).body as Preview;
    expect(reopened.entries[0]).toMatchObject({ state: 'open', status: 'suggested', match: { id: lena.id }, payment_guid: null });
    expect((reopened.entries[0] as Entry & { note: string }).note).toBe(M.bookingVoided('Przelew był dla innej zbiórki'));
    const queued = await callRoute(server.url, API_ROUTES.adminBankStatementQueue, {}, { token });
    expect((queued.body as Entry[]).map((line) => line.id)).toContain(entry.id);
    expect(await countRows(server.db, 'audit_log', { action: 'bank_statement.reopen', entity_id: result.id })).toBe(1);
    // Voiding again changes nothing, the line stays as it is.
    expect((await voidPayment(entry.payment_guid!, 'Jeszcze raz')).status).toBe(409);
    expect(await countRows(server.db, 'audit_log', { action: 'bank_statement.reopen', entity_id: result.id })).toBe(1);

    const again = await callRoute(server.url, API_ROUTES.adminBankStatementEntryAssign, { id: entry.id }, { token, body: { charity_id: staś.id } });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({ state: 'booked', match: { id: staś.id }, note: null });
    expect(await collectedGrosze(server.db, lena.id)).toBe(before - 4700);
  });

  it('when a transfer was typed in by hand after its statement was imported, then booking the line marks it a duplicate instead of counting it twice', async () => {
    const line = operation(5300, [`ZR${lena.id}`]);
    const result = preview(await importStatement(server, token, camt053('08', [line])));
    expect(result.entries[0]!.status).toBe('matched');
    const typed = await callRoute(server.url, API_ROUTES.manualDonation, { id: lena.id }, {
      token,
      body: { amount: 5300, method: 'transfer', bank_reference: line.reference.toLowerCase(), received_on: DAY, note: 'Wpisany z potwierdzenia przelewu' },
    });
    expect(typed.status, JSON.stringify(typed.body)).toBe(201);
    const before = await collectedGrosze(server.db, lena.id);

    const booked = await book(result.id);
    expect(booked.body).toMatchObject({ booked: 0, already_booked: 1 });
    expect((booked.body.statement as Preview).entries[0]).toMatchObject({ status: 'duplicate', payment_guid: null });
    expect(await collectedGrosze(server.db, lena.id)).toBe(before);
  });

  it('when a line was booked and the same transfer is then typed in by hand, then the hand entry is refused as counted, whatever its spelling', async () => {
    const line = operation(4100, [`ZR${lena.id}`]);
    const result = preview(await importStatement(server, token, camt053('08', [line])));
    expect((await book(result.id)).body).toMatchObject({ booked: 1 });
    const before = await collectedGrosze(server.db, lena.id);
    const typed = await callRoute(server.url, API_ROUTES.manualDonation, { id: lena.id }, {
      token,
      body: { amount: 4100, method: 'transfer', bank_reference: ` ${line.reference.toLowerCase()} `, received_on: DAY, note: 'Wpisany z potwierdzenia przelewu' },
    });
    expectError(typed, 409, 'DUPLICATE_BANK_REFERENCE');
    expect(await collectedGrosze(server.db, lena.id)).toBe(before);
  });
});

describe('an oversized statement', () => {
  it('when a file over 10 MB is sent, then 413 with one Polish sentence, and nothing is stored', async () => {
    const stored = { statements: await countRows(server.db, 'bank_statements'), entries: await countRows(server.db, 'bank_statement_entries'), audit: await countRows(server.db, 'audit_log') };
    const oversized = Buffer.concat([mt940(BANKS['PKO BP'], [operation(100, [`ZR${lena.id}`])]), Buffer.alloc(STATEMENT_MAX_BYTES, ' ')]);
    expectError(await importStatement(server, token, oversized), 413, 'PAYLOAD_TOO_LARGE', M.tooLarge);
    expect({ statements: await countRows(server.db, 'bank_statements'), entries: await countRows(server.db, 'bank_statement_entries'), audit: await countRows(server.db, 'audit_log') }).toEqual(stored);
  });
});

describe('a wrong file', () => {
  const mt942 = Buffer.from(':20:MT942\r\n:25:/PL61109010140000071219812874\r\n:28C:1\r\n:34F:PLN0,00\r\n:13D:2611271200+0100\r\n:61:2611271127C100,00NTRFNONREF//X1\r\n:86:020~20ZR1\r\n:90C:1PLN100,00\r\n-\r\n');
  const cases: [string, Buffer, string][] = [
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n'), M.pdf],
    ['an MT942', mt942, M.mt942],
    ['an empty file', Buffer.alloc(0), M.empty],
    ['an XML that is not CAMT', Buffer.from('<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"><CstmrCdtTrfInitn/></Document>'), M.xmlNotCamt],
  ];
  it.each(cases)('when %s is sent, then 400 with one Polish sentence, and nothing is stored', async (_name, data, message) => {
    const stored = { statements: await countRows(server.db, 'bank_statements'), audit: await countRows(server.db, 'audit_log') };
    const response = await importStatement(server, token, data);
    expectError(response, 400, 'STATEMENT_NOT_RECOGNISED', message);
    expect(message.split('. ').length).toBe(1);
    expect({ statements: await countRows(server.db, 'bank_statements'), audit: await countRows(server.db, 'audit_log') }).toEqual(stored);
  });
});

describe('a large statement', () => {
  it('when 2 000 lines are imported, then all are previewed; the time is reported beside a trivial request\'s', async () => {
    const operations = Array.from({ length: 2000 }, (_, index) => operation(1000 + index, index % 2 ? [`ZR${lena.id} dla Łucji`] : ['Darowizna', `nr ${index}`], { name: `Darczyńca nr ${index}` }));
    const file = mt940(BANKS['PKO BP'], operations);
    const trivial = async () => {
      const start = performance.now();
      expect((await callRoute(server.url, API_ROUTES.health)).status).toBe(200);
      return performance.now() - start;
    };
    const baseline = Math.min(await trivial(), await trivial(), await trivial());
    const start = performance.now();
    const result = preview(await importStatement(server, token, file));
    const took = performance.now() - start;
    expect(result.entries).toHaveLength(2000);
    expect(result.counts).toMatchObject({ matched: 1000, unmatched: 1000 });
    console.info(`bank statement of 2000 lines imported and previewed in ${took.toFixed(0)} ms; a trivial request ${baseline.toFixed(1)} ms (ratio ${(took / baseline).toFixed(0)})`);
  });
});
