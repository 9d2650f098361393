import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import type { AuditEntry } from '@zlota/shared/entities';
import { TOTAL_COUNT_HEADER } from '@zlota/shared/schemas/admin-lists';
import { warsawDay } from '@zlota/shared/warsaw-days';
import { callRoute, withQuery } from '../support/api-client.js';
import { adminActor, createAdminCharity, expectError, uniqueWord, userActor, type Actor } from '../support/catalog.js';
import { useApiServer } from '../support/api-server.js';
import { sandboxDecision, startDonation } from '../support/payments.js';
import { askRefund, refundBody } from '../support/refunds.js';

const portal = useApiServer();

const audit = (query: Record<string, string | number> = {}, actor: Actor | null = portal.admin) =>
  callRoute(portal.server.url, withQuery(API_ROUTES.adminAudit, query), {}, { token: actor?.token });

describe('the audit log is append-only', () => {
  it('when anything tries to change or remove an entry, then the database itself refuses', async () => {
    await createAdminCharity(portal.server, portal.admin);
    const [entry] = await portal.server.db('audit_log').select('id').limit(1);
    await expect(portal.server.db('audit_log').where({ id: entry.id }).update({ action: 'charity.delete' })).rejects.toThrow(/append-only/);
    await expect(portal.server.db('audit_log').where({ id: entry.id }).delete()).rejects.toThrow(/append-only/);
    expect(await portal.server.db('audit_log').where({ id: entry.id }).first()).toBeDefined();
  });

  it('when a person is forgotten (RODO), then only their data may leave an entry: who, what and when stay', async () => {
    await createAdminCharity(portal.server, portal.admin);
    const [entry] = await portal.server.db('audit_log').select('*').orderBy('id', 'desc').limit(1);
    await expect(portal.server.db('audit_log').where({ id: entry.id }).update({ actor_email: 'ktos.inny@example.pl' })).rejects.toThrow(/append-only/);
    await expect(portal.server.db('audit_log').where({ id: entry.id }).update({ actor_id: entry.actor_id + 1 })).rejects.toThrow(/append-only/);
    await expect(portal.server.db('audit_log').where({ id: entry.id }).update({ at: Number(entry.at) + 1 })).rejects.toThrow(/append-only/);

    await portal.server.db('audit_log').where({ id: entry.id }).update({ actor_email: '[usunięte]', after: '{"title":"[usunięte]"}' });

    expect(await portal.server.db('audit_log').where({ id: entry.id }).first()).toEqual({ ...entry, actor_email: '[usunięte]', after: '{"title":"[usunięte]"}' });
  });
});

describe('GET /api/admin/audit', () => {
  it('when an admin filters by action, actor and day, then only those entries come, newest first, with the total', async () => {
    const other = await adminActor(portal.server);
    const first = await createAdminCharity(portal.server, portal.admin);
    const second = await createAdminCharity(portal.server, other);

    const mine = await audit({ action: 'charity.create', actor_id: portal.admin.id });
    expect((mine.body as AuditEntry[]).map((entry) => entry.entity_id)).toContain(first.id);
    expect((mine.body as AuditEntry[]).map((entry) => entry.entity_id)).not.toContain(second.id);
    expect(Number(mine.headers.get(TOTAL_COUNT_HEADER))).toBe((mine.body as AuditEntry[]).length);

    // Issue 36 item 4: the author is found by a part of their e-mail, in any letters, not by an account number.
    const otherEmail = ((await portal.server.db('users').where({ id: other.id }).first('email')) as { email: string }).email;
    const byEmail = (await audit({ action: 'charity.create', actor: otherEmail.slice(0, -3).toUpperCase() })).body as AuditEntry[];
    expect(byEmail.map((entry) => entry.entity_id)).toEqual([second.id]);
    expect(((await audit({ actor: '%' })).body as AuditEntry[])).toEqual([]);
    // …or by their name, as people know each other, any part of it, in any letters.
    const surname = uniqueWord('Zając');
    await portal.server.db('users').where({ id: other.id }).update({ name: 'Bożena', surname });
    const byName = (await audit({ action: 'charity.create', actor: `bożena ${surname.slice(0, -2).toUpperCase()}` })).body as AuditEntry[];
    expect(byName.map((entry) => entry.entity_id)).toEqual([second.id]);
    expect(((await audit({ action: 'charity.create', actor: `Bożena ${surname}x` })).body as AuditEntry[])).toEqual([]);

    const today = new Date(portal.server.clock.now()).toLocaleDateString('en-CA', { timeZone: 'Europe/Warsaw' });
    const byDay = (await audit({ from: today, to: today, entity_type: 'charity' })).body as AuditEntry[];
    expect(byDay.map((entry) => entry.entity_id).slice(0, 2)).toEqual([second.id, first.id]);
    const tomorrow = (await audit({ from: '2999-01-01' })).body as AuditEntry[];
    expect(tomorrow).toEqual([]);
  });

  it('when a filter is malformed, then it is refused with a Polish message', async () => {
    expectError(await audit({ from: '1.12.2026' }), 400, 'VALIDATION', 'Nieprawidłowa data (RRRR-MM-DD)');
    expectError(await audit({ action: 'charity.steal' }), 400, 'VALIDATION');
  });

  it('when someone who is not an admin asks, then they are refused', async () => {
    expect((await audit({}, null)).status).toBe(401);
    expect((await audit({}, await userActor(portal.server))).status).toBe(403);
  });
});

describe('the audit log names each record (issue 36 item 4)', () => {
  const entryOf = async (query: Record<string, string | number>) => ((await audit(query)).body as AuditEntry[])[0];

  it('when staff act on a fundraiser, a payment and an account, then "Rekord" says which, not its number', async () => {
    const title = `Wózek dla Leny ${uniqueWord()}`;
    const charity = await createAdminCharity(portal.server, portal.admin, { title });
    const entered = await callRoute(portal.server.url, API_ROUTES.manualDonation, { id: charity.id }, {
      token: portal.admin.token,
      body: { amount: '250,00', received_on: warsawDay(Date.now()), method: 'cash', note: 'Wpłata gotówką w biurze', donor_name: 'Jan Kowalski', anonymous: false },
    });
    expect(entered.status, JSON.stringify(entered.body)).toBe(201);
    const { guid } = entered.body as { guid: string };
    const voided = await callRoute(portal.server.url, API_ROUTES.adminVoidPayment, { guid }, { token: portal.admin.token, body: { reason: 'Wpisana do złej zbiórki' } });
    expect(voided.status).toBe(200);
    const person = await userActor(portal.server);
    expect((await callRoute(portal.server.url, API_ROUTES.adminDeactivateUser, { id: person.id }, { token: portal.admin.token })).status).toBe(204);
    const { name, surname } = (await portal.server.db('users').where({ id: person.id }).first('name', 'surname')) as { name: string; surname: string };

    expect((await entryOf({ action: 'charity.create', entity_id: charity.id }))?.entity_label).toBe(`Zbiórka „${title}”`);
    expect((await entryOf({ action: 'payment.void' }))?.entity_label).toBe(`Wpłata 250,00\u00A0zł — ${title}`);
    expect((await entryOf({ action: 'user.deactivate', entity_id: person.id }))?.entity_label).toBe(`Użytkownik ${name} ${surname}`);
  });

  it('when the record is gone, then the entry still comes, without a name', async () => {
    await portal.server.db('audit_log').insert({ at: Date.now(), action: 'charity.delete', entity_type: 'charity', entity_id: 999_999_999 });
    expect((await entryOf({ action: 'charity.delete', entity_id: 999_999_999 }))?.entity_label).toBeNull();
  });
});

describe('GET /api/admin/charity/:id/history', () => {
  it("when a fundraiser's payments are voided and refunded and the banner moves it, then its Historia holds those entries and no other fundraiser's", async () => {
    const token = portal.admin.token;
    const fundraiser = await createAdminCharity(portal.server, portal.admin);
    const other = await createAdminCharity(portal.server, portal.admin);
    const manual = async (id: number, amount: string) => {
      const response = await callRoute(portal.server.url, API_ROUTES.manualDonation, { id }, { token, body: { method: 'cash', amount, note: 'Wpłata do puszki' } });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      const guid = response.body.guid as string;
      expect((await callRoute(portal.server.url, API_ROUTES.adminVoidPayment, { guid }, { token, body: { reason: 'Wpisana dwa razy' } })).status).toBe(200);
      return guid;
    };
    await manual(fundraiser.id, '30');
    await manual(other.id, '45');
    const online = await startDonation(portal.server.url, fundraiser.id, { amount: '250,00' });
    expect((await sandboxDecision(portal.server.url, online, 'paid')).status).toBe(303);
    expect((await askRefund(portal.server.url, token, online, refundBody('100,00'))).status).toBe(201);
    const banner = async (ids: number[]) => expect((await callRoute(portal.server.url, API_ROUTES.adminBannerOrder, {}, { token, body: { ids } })).status).toBe(200);
    await banner([fundraiser.id]);
    await banner([other.id, fundraiser.id]); // moved to the second place
    await banner([other.id, fundraiser.id]); // left where it was: not its history

    const response = await callRoute(portal.server.url, API_ROUTES.adminCharityHistory, { id: fundraiser.id }, { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const entries = response.body as AuditEntry[];
    expect(Number(response.headers.get(TOTAL_COUNT_HEADER))).toBe(entries.length);
    expect(entries.map((entry) => entry.action)).toEqual(['charity.banner_order', 'charity.banner_order', 'payment.refund', 'payment.void', 'payment.manual_donation', 'charity.create']);
    expect(entries.map((entry) => entry.entity_label)).toEqual([null, null, `Wpłata 250,00\u00a0zł — ${fundraiser.title}`, `Wpłata 30,00\u00a0zł — ${fundraiser.title}`, `Zbiórka „${fundraiser.title}”`, `Zbiórka „${fundraiser.title}”`]);
    expect(entries[1]!.after).toEqual({ ids: [fundraiser.id] });

    const viewer = await userActor(portal.server);
    expect((await callRoute(portal.server.url, API_ROUTES.adminCharityHistory, { id: fundraiser.id }, { token: viewer.token })).status).toBe(403);
  });
});
