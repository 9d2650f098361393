import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import type { AuditEntry, WorkQueue } from '@zlota/shared/entities';
import { CHARITY_MESSAGES } from '@zlota/shared/messages';
import { REPORT_MESSAGES } from '@zlota/shared/reports';
import { WORK_QUEUE_ITEMS } from '@zlota/shared/work-queue';
import type { CharityReportView } from '@zlota/shared/schemas/reports';
import { callRoute, withQuery } from '../support/api-client.js';
import { createAdminAccount, login } from '../support/accounts.js';
import { charityRow, countRows, createAdminCharity, createUserCharity, expectError, setStatus, uniqueWord, userActor } from '../support/catalog.js';
import { useApiServer } from '../support/api-server.js';

// Issue 18, item 6: anyone reports a fundraiser ("Zgłoś zbiórkę") without an account, within a rate limit; the report
// waits in the moderators' work queue until one of them closes it with a decision, recorded in the audit log.

const WINDOW_SECONDS = 900;
const portal = useApiServer({ RATE_LIMIT_REPORTS: '4', RATE_LIMIT_REPORTS_PER_CHARITY: '2', RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS) });
let moderator: string;
let viewer: string;
let finance: string;

const staffToken = async (role: 'moderator' | 'viewer' | 'finance') => {
  const account = await createAdminAccount(portal.server, role);
  return login(portal.server, account.email, account.password);
};

beforeAll(async () => {
  [moderator, viewer, finance] = [await staffToken('moderator'), await staffToken('viewer'), await staffToken('finance')];
});
// Each test starts with fresh counters: the window of the one before has passed.
beforeEach(() => portal.server.clock.advance((WINDOW_SECONDS + 1) * 1000));

const story = (word: string) => `Zbiórka ${word} opisuje leczenie, którego według ogłoszenia szpitala nie ma w Polsce.`;
const report = (id: number, body: unknown) => callRoute(portal.server.url, API_ROUTES.charityReport, { id }, { body });
const reportRows = (charityId: number) => portal.server.db('charity_reports').where({ charity_id: charityId }).orderBy('id');
const list = async (token: string, status?: 'open' | 'closed') => {
  const response = await callRoute(portal.server.url, status ? withQuery(API_ROUTES.adminReports, { status, size: 200 }) : withQuery(API_ROUTES.adminReports, { size: 200 }), {}, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { items: response.body as CharityReportView[], total: Number(response.headers.get('x-total-count')) };
};
const close = (token: string, id: number, body: unknown) => callRoute(portal.server.url, API_ROUTES.adminReportClose, { id }, { token, body });
const workQueue = async (token: string) => (await callRoute(portal.server.url, API_ROUTES.adminWorkQueue, {}, { token })).body as WorkQueue;

/** A published fundraiser reported once by a visitor: the report's row. */
async function reported(word = uniqueWord('zgloszenie')) {
  const charity = await createAdminCharity(portal.server, portal.admin);
  const response = await report(charity.id, { reason: 'false_information', description: story(word) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const [row] = await reportRows(charity.id);
  return { charity, row: row as { id: number; description: string } };
}

describe('POST /api/charity/:id/reports', () => {
  it('when a visitor without an account reports a fundraiser, then the report is stored open, with no trace of their address', async () => {
    const charity = await createAdminCharity(portal.server, portal.admin);
    const word = uniqueWord('oszustwo');

    const response = await report(charity.id, { reason: 'fraud', description: `  ${story(word)}\r\nDrugi wiersz.  `, email: ' Zglaszajacy@Example.PL ' });

    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: REPORT_MESSAGES.sent });
    const rows = await reportRows(charity.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reason: 'fraud',
      description: `${story(word)}\nDrugi wiersz.`,
      email: 'zglaszajacy@example.pl',
      status: 'open',
      decision: null,
      note: null,
      closed_by: null,
      closed_at: null,
    });
    expect(Number(rows[0].created_at)).toBe(portal.server.clock.now());
    expect(JSON.stringify(rows[0])).not.toContain('127.0.0.1');
  });

  it('when the e-mail is left empty, then the report is stored without one', async () => {
    const charity = await createAdminCharity(portal.server, portal.admin);
    expect((await report(charity.id, { reason: 'other', description: story(uniqueWord()), email: '' })).status).toBe(201);
    expect((await reportRows(charity.id))[0]).toMatchObject({ reason: 'other', email: null });
  });

  it('when the reason is not on the list and the description is too short, then 400 names both fields in Polish and nothing is stored', async () => {
    const charity = await createAdminCharity(portal.server, portal.admin);

    const response = await report(charity.id, { reason: 'nudna', description: 'Za krótko', email: 'nie-adres' });

    expectError(response, 400, 'VALIDATION');
    expect(response.body.error.fields).toEqual({ reason: REPORT_MESSAGES.reason, description: REPORT_MESSAGES.description, email: REPORT_MESSAGES.email });
    expect(await reportRows(charity.id)).toEqual([]);
  });

  it('when the description is missing or made of invisible characters only, then 400 and nothing is stored', async () => {
    const charity = await createAdminCharity(portal.server, portal.admin);
    expect((await report(charity.id, { reason: 'fraud' })).body.error.fields).toEqual({ description: REPORT_MESSAGES.description });
    const invisible = await report(charity.id, { reason: 'fraud', description: '\u200B'.repeat(30) });
    expectError(invisible, 400, 'VALIDATION');
    expect(invisible.body.error.fields.description).toMatch(/niewidoczne/);
    expect(await reportRows(charity.id)).toEqual([]);
  });

  it('when the fundraiser is unknown, or not published (a draft, one waiting for review), then 404 and nothing is stored', async () => {
    const owner = await userActor(portal.server);
    const draft = await createUserCharity(portal.server, owner);
    const submitted = await createUserCharity(portal.server, owner, { submit: true });
    const before = await countRows(portal.server, 'charity_reports');

    for (const id of [999_999, draft.id, submitted.id]) expectError(await report(id, { reason: 'fraud', description: story('nieznana') }), 404, 'NOT_FOUND', CHARITY_MESSAGES.notFound);

    expect(await countRows(portal.server, 'charity_reports')).toBe(before);
  });

  it('when a published fundraiser has ended, then it can still be reported', async () => {
    const charity = await createAdminCharity(portal.server, portal.admin);
    await setStatus(portal.server, portal.admin, charity.id, 'completed');

    expect((await report(charity.id, { reason: 'no_longer_needed', description: story('zakonczona') })).status).toBe(201);
    expect(await reportRows(charity.id)).toHaveLength(1);
  });

  it('when one address reports one fundraiser over and over, then the third is refused with 429 and Retry-After, and not stored', async () => {
    const charity = await createAdminCharity(portal.server, portal.admin);
    const other = await createAdminCharity(portal.server, portal.admin);
    const body = { reason: 'offensive_content', description: story('powtorka') };
    expect((await report(charity.id, body)).status).toBe(201);
    expect((await report(charity.id, body)).status).toBe(201);

    const refused = await report(charity.id, body);

    expectError(refused, 429, 'RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(WINDOW_SECONDS);
    expect(await reportRows(charity.id)).toHaveLength(2);
    // Another fundraiser may still be reported from the same address.
    expect((await report(other.id, body)).status).toBe(201);
  });

  it('when one address reports many fundraisers, then the one over the limit is refused with 429 and not stored; a rejected form does not count', async () => {
    const charities = [];
    for (let i = 0; i < 5; i += 1) charities.push(await createAdminCharity(portal.server, portal.admin));
    for (let i = 0; i < 3; i += 1) expect((await report(charities[0]!.id, { reason: 'fraud', description: 'krótko' })).status).toBe(400);
    for (const charity of charities.slice(0, 4)) expect((await report(charity.id, { reason: 'privacy', description: story('seria') })).status).toBe(201);

    const refused = await report(charities[4]!.id, { reason: 'privacy', description: story('seria') });

    expectError(refused, 429, 'RATE_LIMITED');
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await reportRows(charities[4]!.id)).toEqual([]);
    portal.server.clock.advance((WINDOW_SECONDS + 1) * 1000);
    expect((await report(charities[4]!.id, { reason: 'privacy', description: story('seria') })).status).toBe(201);
  });
});

describe('the reports in the panel', () => {
  it('when a report waits, then GET /api/admin/reports lists it with its fundraiser, and the work queue shows it to moderators and viewers', async () => {
    const { charity, row } = await reported();

    for (const token of [portal.admin.token, moderator, viewer]) {
      const open = await list(token);
      expect(open.total).toBeGreaterThanOrEqual(1);
      expect(open.items.find((item) => item.id === row.id)).toEqual({
        id: row.id,
        charity: { id: charity.id, title: charity.title, url: charity.url },
        reason: 'false_information',
        description: row.description,
        email: null,
        status: 'open',
        created_at: new Date(portal.server.clock.now()).toISOString(),
        decision: null,
        note: null,
        closed_by: null,
        closed_at: null,
      });
      const queue = await workQueue(token);
      expect(queue.reports?.total).toBe(open.total);
      // The queue shows the longest waiting, as the list orders them.
      expect(queue.reports?.items.map((item) => item.id)).toEqual(open.items.slice(0, WORK_QUEUE_ITEMS).map((item) => item.id));
    }
    expect((await list(portal.admin.token, 'closed')).items.map((item) => item.id)).not.toContain(row.id);
  });

  it('when finance asks, then the reports are not theirs: 403 on the list and none in their work queue', async () => {
    await reported();
    expectError(await callRoute(portal.server.url, API_ROUTES.adminReports, {}, { token: finance }), 403, 'ROLE_FORBIDDEN');
    expect((await workQueue(finance)).reports).toBeNull();
  });

  it('when the status filter is unknown, then 400 in Polish', async () => {
    const response = await callRoute(portal.server.url, withQuery(API_ROUTES.adminReports, { status: 'wszystkie' }), {}, { token: moderator });
    expectError(response, 400, 'VALIDATION', REPORT_MESSAGES.status);
  });

  it('when a moderator closes a report with a decision, then it is closed, listed as closed, gone from the queue and in the audit log', async () => {
    const { charity, row } = await reported();
    const moderatorId = (await callRoute(portal.server.url, API_ROUTES.userInfo, {}, { token: moderator })).body.id as number;

    const response = await close(moderator, row.id, { decision: 'corrected', note: '  Poprosiliśmy organizatora o poprawienie opisu.  ' });

    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ id: row.id, status: 'closed', decision: 'corrected', note: 'Poprosiliśmy organizatora o poprawienie opisu.', closed_by: { id: moderatorId } });
    expect(await portal.server.db('charity_reports').where({ id: row.id }).first()).toMatchObject({
      status: 'closed',
      decision: 'corrected',
      note: 'Poprosiliśmy organizatora o poprawienie opisu.',
      closed_by: moderatorId,
    });
    expect((await list(viewer, 'closed')).items.find((item) => item.id === row.id)).toMatchObject({ decision: 'corrected', charity: { id: charity.id } });
    expect((await list(viewer)).items.map((item) => item.id)).not.toContain(row.id);
    expect((await workQueue(moderator)).reports?.total).toBe((await list(moderator)).total);
    const audit = (await callRoute(portal.server.url, withQuery(API_ROUTES.adminAudit, { entity_type: 'report', entity_id: row.id }), {}, { token: portal.admin.token })).body as AuditEntry[];
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'report.close',
      actor_id: moderatorId,
      before: { status: 'open', charity_id: charity.id, reason: 'false_information' },
      after: { status: 'closed', decision: 'corrected' },
      note: 'Poprosiliśmy organizatora o poprawienie opisu.',
    });
  });

  it('when a moderator closes a report with "Zbiórka zamknięta", then the fundraiser is closed in the same step and audited as moderation closes it', async () => {
    const { charity, row } = await reported();
    const note = 'Organizator nie przedstawił dokumentów leczenia.';

    const response = await close(moderator, row.id, { decision: 'charity_closed', note });

    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ id: row.id, status: 'closed', decision: 'charity_closed' });
    expect(await charityRow(portal.server, charity.id)).toMatchObject({ status: 'closed' });
    const audit = (await callRoute(portal.server.url, withQuery(API_ROUTES.adminAudit, { entity_type: 'charity', entity_id: charity.id }), {}, { token: portal.admin.token })).body as AuditEntry[];
    expect(audit.filter((entry) => entry.action === 'charity.close')).toEqual([
      expect.objectContaining({ before: expect.objectContaining({ status: 'active' }), after: expect.objectContaining({ status: 'closed' }), note }),
    ]);
  });

  it('when the fundraiser is closed already, then "Zbiórka zamknięta" closes only the report, with no second closing in the audit log', async () => {
    const { charity, row } = await reported();
    await setStatus(portal.server, portal.admin, charity.id, 'closed');
    const closings = () => portal.server.db('audit_log').where({ entity_type: 'charity', entity_id: charity.id, action: 'charity.close' }).count({ n: '*' });
    const before = Number((await closings())[0]!.n);

    expect((await close(moderator, row.id, { decision: 'charity_closed', note: 'Zbiórka była już zamknięta.' })).status).toBe(200);

    expect(await charityRow(portal.server, charity.id)).toMatchObject({ status: 'closed' });
    expect(Number((await closings())[0]!.n)).toBe(before);
    expect(await portal.server.db('charity_reports').where({ id: row.id }).first()).toMatchObject({ status: 'closed', decision: 'charity_closed' });
  });

  it('when the fundraiser cannot be closed from its status, then 409 in Polish and neither the report nor the fundraiser changes', async () => {
    const { charity, row } = await reported();
    await portal.server.db('charities').where({ id: charity.id }).update({ status: 'rejected' }); // rejected since the report came
    const audits = await countRows(portal.server, 'audit_log');

    const response = await close(moderator, row.id, { decision: 'charity_closed', note: 'Zamykamy zbiórkę.' });

    expectError(response, 409, 'CONFLICT', CHARITY_MESSAGES.moderationNotAllowed.replace('{status}', 'Odrzucona'));
    expect(await charityRow(portal.server, charity.id)).toMatchObject({ status: 'rejected' });
    expect(await portal.server.db('charity_reports').where({ id: row.id }).first()).toMatchObject({ status: 'open', decision: null });
    expect(await countRows(portal.server, 'audit_log')).toBe(audits);
  });

  it('when a report is closed a second time, then 409 REPORT_ALREADY_CLOSED and the first decision stays', async () => {
    const { row } = await reported();
    expect((await close(moderator, row.id, { decision: 'unfounded', note: 'Opis zgadza się z dokumentami.' })).status).toBe(200);
    const audits = await countRows(portal.server, 'audit_log');

    const again = await close(portal.admin.token, row.id, { decision: 'charity_closed', note: 'Zamykamy zbiórkę.' });

    expectError(again, 409, 'REPORT_ALREADY_CLOSED', REPORT_MESSAGES.alreadyClosed);
    expect(await portal.server.db('charity_reports').where({ id: row.id }).first()).toMatchObject({ decision: 'unfounded', note: 'Opis zgadza się z dokumentami.' });
    expect(await countRows(portal.server, 'audit_log')).toBe(audits);
  });

  it('when a viewer or finance tries to close a report, then 403 and it stays open with no audit entry', async () => {
    const { row } = await reported();
    const audits = await countRows(portal.server, 'audit_log');

    for (const token of [viewer, finance]) expectError(await close(token, row.id, { decision: 'unfounded', note: 'Nie moja decyzja.' }), 403, 'ROLE_FORBIDDEN');

    expect(await portal.server.db('charity_reports').where({ id: row.id }).first()).toMatchObject({ status: 'open', decision: null });
    expect(await countRows(portal.server, 'audit_log')).toBe(audits);
  });

  it('when the decision is not on the list or the note is missing, then 400 in Polish and the report stays open', async () => {
    const { row } = await reported();

    const response = await close(moderator, row.id, { decision: 'usun' });

    expectError(response, 400, 'VALIDATION');
    expect(response.body.error.fields).toEqual({ decision: REPORT_MESSAGES.decision, note: REPORT_MESSAGES.note });
    expect(await portal.server.db('charity_reports').where({ id: row.id }).first()).toMatchObject({ status: 'open' });
  });

  it('when the moderator who closed a report is deleted, then the report still says who closed it', async () => {
    const { row } = await reported();
    const account = await createAdminAccount(portal.server, 'moderator');
    const token = await login(portal.server, account.email, account.password);
    const id = (await callRoute(portal.server.url, API_ROUTES.userInfo, {}, { token })).body.id as number;
    expect((await close(token, row.id, { decision: 'charity_closed', note: 'Zbiórka zamknięta po rozmowie z organizatorem.' })).status).toBe(200);

    expect((await callRoute(portal.server.url, API_ROUTES.adminDeleteUser, { id }, { token: portal.admin.token })).status).toBe(204);

    expect((await list(viewer, 'closed')).items.find((item) => item.id === row.id)?.closed_by).toEqual({ id: null, email: account.email });
  });

  it('when the report is unknown, then 404', async () => {
    expectError(await close(moderator, 999_999, { decision: 'unfounded', note: 'Nie ma takiego.' }), 404, 'NOT_FOUND', REPORT_MESSAGES.notFound);
  });
});
