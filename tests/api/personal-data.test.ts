import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { CHARITY_MESSAGES } from '@zlota/shared/messages';
import { callRoute } from '../support/api-client.js';
import { createActiveUser, login, unique } from '../support/accounts.js';
import { createAdminCharity, createUserCharity, expectError, setStatus } from '../support/catalog.js';
import { tablesHolding } from '../support/fuzz-fingerprint.js';
import { collectedGrosze, donate, donationBody, paymentRow, sandboxDecision } from '../support/payments.js';
import { useApiServer } from '../support/api-server.js';

const portal = useApiServer();


/** A donation made and paid through the sandbox operator; its guid. */
async function paidDonation(charityId: number, overrides: Record<string, unknown>, token?: string): Promise<string> {
  const response = await donate(portal.server.url, donationBody(charityId, overrides), token);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const guid = response.body.guid as string;
  expect((await sandboxDecision(portal.server.url, guid, 'paid')).status).toBe(303);
  expect((await paymentRow(portal.server.db, guid)).status).toBe('paid');
  return guid;
}

async function signedInPerson() {
  const user = await createActiveUser(portal.server);
  return { ...user, token: await login(portal.server, user.email, user.password), elsewhere: await login(portal.server, user.username, user.password) };
}

describe('GET /api/user/data-export', () => {
  it("gives the person's profile, fundraisers, donations, sessions and audit entries as a JSON file, and logs the download", async () => {
    const user = await signedInPerson();
    const stranger = await signedInPerson();
    const fundraiser = await createAdminCharity(portal.server, portal.admin);
    const draft = await createUserCharity(portal.server, { id: user.id, token: user.token });
    await createUserCharity(portal.server, { id: stranger.id, token: stranger.token });
    const guid = await paidDonation(
      fundraiser.id,
      { email: user.email, name: 'Ewa D.', receipt_name: 'Ewa Darczyńska', message: 'Powodzenia!', updates_consent: true, amount: '40,00' },
      user.token,
    );
    await paidDonation(fundraiser.id, { email: stranger.email }, stranger.token);

    const response = await callRoute(portal.server.url, API_ROUTES.ownDataExport, {}, { token: user.token });

    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="?zlota-rybka-moje-dane\.json"?$/);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const data = response.body;
    expect(data.profile).toMatchObject({ id: user.id, email: user.email, username: user.username });
    expect(data.fundraisers.map((f: { id: number }) => f.id)).toEqual([draft.id]);
    expect(data.donations.map((d: { guid: string; amount: number }) => [d.guid, d.amount])).toEqual([[guid, 40]]);
    // What the person gave with the donation is theirs too: the signature, the name for the confirmation, the message.
    expect(data.donations[0]).toMatchObject({ name: 'Ewa D.', receipt_name: 'Ewa Darczyńska', email: user.email, message: 'Powodzenia!', updates_consent: true });
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(data.audit).toEqual([expect.objectContaining({ action: 'user.export_data', actor_id: user.id, entity_type: 'user', entity_id: user.id })]);
    expect(JSON.stringify(data)).not.toContain(stranger.email);
  });
});

describe('DELETE /api/user/account keeps the donations in the books', () => {
  it('removes the name, e-mail and account link of every donation of the person; amounts, fundraiser, dates and the collected total stay', async () => {
    const user = await signedInPerson();
    const fundraiser = await createAdminCharity(portal.server, portal.admin);
    const signedIn = await paidDonation(fundraiser.id, { email: user.email, name: 'Ewa Darczyńska', amount: '40,00' }, user.token);
    const asGuest = await paidDonation(fundraiser.id, { email: user.email.toUpperCase(), name: 'Ewa D.', amount: '12,50' });
    const someoneElse = await paidDonation(fundraiser.id, { email: 'ktos.inny@example.pl', name: 'Ktoś Inny', amount: '7,00' });
    const before = await Promise.all([signedIn, asGuest, someoneElse].map((guid) => paymentRow(portal.server.db, guid)));
    const collected = await collectedGrosze(portal.server.db, fundraiser.id);

    const response = await callRoute(portal.server.url, API_ROUTES.ownAccountDelete, {}, { token: user.token, body: { password: user.password } });

    expect(response.status, JSON.stringify(response.body)).toBe(204);
    for (const [index, guid] of [signedIn, asGuest].entries()) {
      const row = await paymentRow(portal.server.db, guid);
      expect(row).toMatchObject({ donor_name: null, donor_email: null, user_id: null });
      expect(Boolean(row.anonymous)).toBe(true);
      const kept = ['amount', 'charity_id', 'status', 'created_at', 'paid_at', 'provider'] as const;
      for (const column of kept) expect(String(row[column]), column).toBe(String(before[index]![column]));
    }
    expect(await paymentRow(portal.server.db, someoneElse)).toMatchObject({ donor_name: 'Ktoś Inny', donor_email: 'ktos.inny@example.pl' });
    expect(await collectedGrosze(portal.server.db, fundraiser.id)).toBe(collected);
    expect(collected).toBe(4000 + 1250 + 700);
    expect(await portal.server.db('audit_log').where({ action: 'user.delete', entity_id: user.id, actor_id: user.id })).toHaveLength(1);
  });
});

describe('DELETE /api/user/account leaves no trace of the person', () => {
  it('after the deletion, no text of any table holds their e-mail, name or surname; their donations stay, anonymised', async () => {
    const id = unique();
    const person = { name: `Bożydara${id}`, surname: `Wąchocka${id}` };
    const user = await createActiveUser(portal.server, { ...person, email: `bozydara.${id}@example.pl` });
    const token = await login(portal.server, user.email, user.password);
    const fundraiser = await createAdminCharity(portal.server, portal.admin);
    const guid = await paidDonation(
      fundraiser.id,
      { email: user.email, name: `${person.name} ${person.surname}`, receipt_name: `${person.name} ${person.surname}`, updates_consent: true, amount: '25,00' },
      token,
    );
    expect((await callRoute(portal.server.url, API_ROUTES.ownDataExport, {}, { token })).status).toBe(200);
    const words = [user.email, person.name, person.surname];
    expect(Object.keys(await tablesHolding(portal.server, words))).toEqual(expect.arrayContaining(['users', 'payments', 'email_outbox', 'audit_log', 'update_addresses']));

    const response = await callRoute(portal.server.url, API_ROUTES.ownAccountDelete, {}, { token, body: { password: user.password } });

    expect(response.status, JSON.stringify(response.body)).toBe(204);
    expect(await tablesHolding(portal.server, words)).toEqual({});
    expect(await paymentRow(portal.server.db, guid)).toMatchObject({ status: 'paid', amount: 2500, charity_id: fundraiser.id, donor_email: null });
    const logged = await portal.server.db('audit_log').where({ entity_type: 'user', entity_id: user.id }).orderBy('id');
    expect(logged.map((entry) => [entry.action, entry.actor_id])).toEqual([
      ['user.export_data', user.id],
      ['user.delete', user.id],
    ]);
  });
});

describe('POST /api/needy/:id/anonymise', () => {
  const anonymise = (id: number) => callRoute(portal.server.url, API_ROUTES.needyAnonymise, { id }, { token: portal.admin.token });
  const needyRow = (id: number) => portal.server.db('needy').where({ id }).first('name', 'surname', 'city', 'contact', 'notes');

  it('refuses, naming the fundraiser, while a fundraiser of the beneficiary is active, and nothing changes', async () => {
    const fundraiser = await createAdminCharity(portal.server, portal.admin, {}, { name: 'Łucja', surname: 'Wiśniewska', contact: '600 100 200', notes: 'Choroba' });
    const before = await needyRow(fundraiser.needy.id);

    const response = await anonymise(fundraiser.needy.id);

    expectError(response, 409, 'HAS_OPEN_FUNDRAISER', CHARITY_MESSAGES.needyHasOpenFundraiser.replace('{title}', fundraiser.title));
    expect(await needyRow(fundraiser.needy.id)).toEqual(before);
    expect(await portal.server.db('audit_log').where({ action: 'needy.anonymise', entity_id: fundraiser.needy.id })).toEqual([]);
  });

  it('once every fundraiser is finished, erases the name, city, contact and notes; the fundraiser, its donations and total stay; the log says who', async () => {
    const fundraiser = await createAdminCharity(portal.server, portal.admin, {}, { name: 'Łucja', surname: 'Wiśniewska', contact: '600 100 200', notes: 'Choroba' });
    const guid = await paidDonation(fundraiser.id, { amount: '30,00' });
    await setStatus(portal.server, portal.admin, fundraiser.id, 'completed');
    const collected = await collectedGrosze(portal.server.db, fundraiser.id);

    const response = await anonymise(fundraiser.needy.id);

    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ id: fundraiser.needy.id, name: 'Osoba', surname: 'zanonimizowana', city: '', contact: '', notes: '' });
    expect(await needyRow(fundraiser.needy.id)).toEqual({ name: 'Osoba', surname: 'zanonimizowana', city: '', contact: '', notes: '' });
    expect(await portal.server.db('charities').where({ id: fundraiser.id }).first('needy_id')).toEqual({ needy_id: fundraiser.needy.id });
    expect(await paymentRow(portal.server.db, guid)).toMatchObject({ status: 'paid', amount: 3000, charity_id: fundraiser.id });
    expect(await collectedGrosze(portal.server.db, fundraiser.id)).toBe(collected);
    const logged = await portal.server.db('audit_log').where({ action: 'needy.anonymise', entity_id: fundraiser.needy.id });
    expect(logged).toEqual([expect.objectContaining({ actor_id: portal.admin.id, entity_type: 'needy' })]);
    expect(JSON.stringify(logged)).not.toContain('Choroba');
  });

  it('leaves no trace of the person in any table: not in the log of their creation, edit or anonymisation; the log keeps who did what', async () => {
    const id = unique();
    const first = { name: `Gerwazy${id}`, surname: `Pstrążyński${id}`, city: `Kozienice${id}`, contact: `kontakt${id}@example.pl`, notes: `Nefropatia${id}` };
    const fundraiser = await createAdminCharity(portal.server, portal.admin, {}, first);
    const changed = { name: `Protazy${id}`, surname: `Śledziński${id}`, city: `Radom${id}`, contact: `telefon${id}`, notes: `Dializy${id}` };
    const updated = await callRoute(portal.server.url, API_ROUTES.needyUpdate, { id: fundraiser.needy.id }, { token: portal.admin.token, body: changed });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const guid = await paidDonation(fundraiser.id, { amount: '15,00' });
    await setStatus(portal.server, portal.admin, fundraiser.id, 'completed');
    const words = [...Object.values(first), ...Object.values(changed)];
    expect(Object.keys(await tablesHolding(portal.server, words))).toEqual(expect.arrayContaining(['needy', 'audit_log']));

    const response = await anonymise(fundraiser.needy.id);

    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(await tablesHolding(portal.server, words)).toEqual({});
    expect(await paymentRow(portal.server.db, guid)).toMatchObject({ status: 'paid', amount: 1500, charity_id: fundraiser.id });
    const logged = await portal.server.db('audit_log').where({ entity_type: 'needy', entity_id: fundraiser.needy.id }).orderBy('id');
    expect(logged.map((entry) => [entry.action, entry.actor_id])).toEqual([
      ['needy.create', portal.admin.id],
      ['needy.update', portal.admin.id],
      ['needy.anonymise', portal.admin.id],
    ]);
  });

  it('answers 404 for a beneficiary that does not exist', async () => {
    expectError(await anonymise(987654), 404, 'NOT_FOUND');
  });
});
