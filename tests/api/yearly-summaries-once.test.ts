import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { callRoute } from '../support/api-client.js';
import { createActiveUser, createAdminAccount, login } from '../support/accounts.js';
import { expectError } from '../support/catalog.js';
import { adminLogin, createFundraiser, donate, donationBody, sandboxDecision } from '../support/payments.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let admin: { email: string; token: string };

beforeAll(async () => {
  server = await startTestServer();
  const account = await createAdminAccount(server);
  admin = { email: account.email, token: await adminLogin(server.url, account.email, account.password) };
});
afterAll(async () => {
  await server?.close();
});

/** Two donors with an account, each with a donation paid in the year. */
async function donorsOfYear(year: number) {
  const fundraiser = await createFundraiser(server.url, admin.token);
  const donors = await Promise.all([createActiveUser(server), createActiveUser(server)]);
  for (const donor of donors) {
    const started = await donate(server.url, donationBody(fundraiser.id, { email: donor.email }), await login(server, donor.email, donor.password));
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect((await sandboxDecision(server.url, started.body.guid, 'paid')).status).toBe(303);
    await server.db('payments').where({ guid: started.body.guid }).update({ paid_at: Date.UTC(year, 3, 1) });
  }
  return donors;
}

const send = (year: number) => callRoute(server.url, API_ROUTES.adminYearlySummaries, {}, { token: admin.token, body: { year } });
const summariesOf = (year: number) => server.db('email_outbox').where({ kind: 'yearly-summary' }).andWhere('attachment', 'like', `yearly-summary:%:${year}`).orderBy('recipient');
const sendOutsOf = (year: number) => server.db('audit_log').where({ action: 'payment.yearly_summaries' }).andWhere('after', 'like', `%"year":${year}%`);

describe('POST /api/admin/payments/yearly-summaries sends a tax year once', () => {
  it('when the summaries of a year were sent, then a second send answers 409 saying when and by whom, and nothing more is written', async () => {
    const year = 2023;
    const donors = await donorsOfYear(year);
    expect((await send(year)).status).toBe(200);
    const sent = await summariesOf(year);
    expect(sent.map((message) => message.recipient)).toEqual(donors.map((donor) => donor.email).sort());

    const again = await send(year);

    expectError(again, 409, 'YEARLY_SUMMARIES_ALREADY_SENT');
    expect(again.body.error.message).toMatch(new RegExp(`^Podsumowania za rok ${year} zostały już wysłane \\d{1,2} \\S+ \\d{4} \\d{2}:\\d{2} przez ${admin.email.replace(/\./g, '\\.')} — `));
    expect((await summariesOf(year)).map((message) => message.id)).toEqual(sent.map((message) => message.id));
    expect(await sendOutsOf(year)).toHaveLength(1);
  });

  it('when two sends of one year come at once, then one batch of messages is written and the other send answers 409', async () => {
    const year = 2024;
    const donors = await donorsOfYear(year);

    const answers = await Promise.all([send(year), send(year)]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await summariesOf(year)).map((message) => message.recipient)).toEqual(donors.map((donor) => donor.email).sort());
    expect(await sendOutsOf(year)).toHaveLength(1);
  });

  it('when a year had no donors, then its send writes nothing and locks nothing; another year is sent all the same', async () => {
    const donors = await donorsOfYear(2020);
    expect((await send(2025)).body).toEqual({ year: 2025, recipients: 0 });
    expect((await send(2025)).body).toEqual({ year: 2025, recipients: 0 });

    const other = await send(2020);

    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect(other.body).toEqual({ year: 2020, recipients: donors.length });
    expect(await summariesOf(2020)).toHaveLength(donors.length);
  });
});
