import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { warsawDay } from '@zlota/shared/warsaw-days';
import { callRoute } from '../support/api-client.js';
import { unique } from '../support/accounts.js';
import { adminActor, createUserCharity, userActor, type Actor } from '../support/catalog.js';
import { collectedGrosze, paymentRow, sandboxNotification, sandboxSecretFrom, sendNotification, startDonation } from '../support/payments.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// Issue 18 item 5: the organiser hears when the foundation approves, rejects or asks for changes, and when the
// fundraiser first reaches half and all of its target: exactly once each, however the donations race.

let server: TestServer;
let admin: Actor;
let owner: Actor;
let ownerEmail: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminActor(server);
  owner = await userActor(server);
  ownerEmail = (await server.db('users').where({ id: owner.id }).first('email')).email;
});
afterAll(() => server?.close());

const emailsOfKind = (kind: string) => server.db('email_outbox').where({ recipient: ownerEmail, kind }).orderBy('id');

/** The owner's fundraiser of 100 zł, approved by the foundation. */
async function approvedFundraiser() {
  const charity = await createUserCharity(server, owner, { submit: true, target_amount: '100' });
  const approved = await callRoute(server.url, API_ROUTES.adminCharityModerate, { id: charity.id }, { token: admin.token, body: { action: 'approve' } });
  expect(approved.status).toBe(200);
  expect(Number((await server.db('charities').where({ id: charity.id }).first('target_amount')).target_amount)).toBe(10_000);
  return charity;
}

/** Online donations paid by the operator, all at once; each notification delivered twice. */
async function paidOnline(charityId: number, count: number, amount: string) {
  const guids = [];
  for (let i = 0; i < count; i += 1) guids.push(await startDonation(server.url, charityId, { amount }));
  const secret = sandboxSecretFrom(server.config.appSecret!);
  await Promise.all(
    [...guids, ...guids].map(async (guid) => {
      const { amount: grosze } = await paymentRow(server.db, guid);
      const answer = await sendNotification(server.url, guid, sandboxNotification(secret, { guid, status: 'paid', amount: grosze }));
      expect(answer.status).toBe(200);
    }),
  );
}

const manual = (charityId: number, amount: string) =>
  callRoute(server.url, API_ROUTES.manualDonation, { id: charityId }, {
    token: admin.token,
    body: {
      amount,
      received_on: warsawDay(Date.now()),
      method: 'transfer',
      bank_reference: `PRZELEW-${unique()}`,
      note: 'Przelew z wyciągu bankowego',
      donor_name: 'Jan Kowalski',
      anonymous: false,
    },
  });

describe('organiser notifications', () => {
  it('when the foundation approves, rejects with a reason or asks for changes, then the owner gets the matching Polish e-mail', async () => {
    const approved = await approvedFundraiser();
    const [approval] = await emailsOfKind('charity_approved');
    expect(approval.subject).toBe('Twoja zbiórka została opublikowana');
    expect(approval.text).toContain(`„${approved.title}”`);

    const rejected = await createUserCharity(server, owner, { submit: true });
    const reason = 'Brakuje zaświadczenia lekarskiego.';
    expect((await callRoute(server.url, API_ROUTES.adminCharityModerate, { id: rejected.id }, { token: admin.token, body: { action: 'reject', note: reason } })).status).toBe(200);
    const rejection = (await emailsOfKind('charity_rejected')).at(-1);
    expect(rejection.text).toContain(`Powód: ${reason}`);

    const changes = await createUserCharity(server, owner, { submit: true });
    const note = 'Prosimy dodać zdjęcie podopiecznego.';
    expect((await callRoute(server.url, API_ROUTES.adminCharityModerate, { id: changes.id }, { token: admin.token, body: { action: 'request_changes', note } })).status).toBe(200);
    expect((await emailsOfKind('charity_changes_requested')).at(-1).text).toContain(`Co poprawić: ${note}`);
  });

  it('when concurrent online donations, each notified twice, take the fundraiser past half and all of its target, then the owner gets each e-mail exactly once', async () => {
    const charity = await approvedFundraiser();
    const halfBefore = (await emailsOfKind('charity_half_target')).length;
    const fullBefore = (await emailsOfKind('charity_target_reached')).length;

    await paidOnline(charity.id, 4, '10'); // 40 zł: not yet half
    expect(await emailsOfKind('charity_half_target')).toHaveLength(halfBefore);

    await paidOnline(charity.id, 8, '10'); // 120 zł: past half and past the target, in one race
    expect(await collectedGrosze(server.db, charity.id)).toBe(12_000);
    const half = await emailsOfKind('charity_half_target');
    const full = await emailsOfKind('charity_target_reached');
    expect(half).toHaveLength(halfBefore + 1);
    expect(full).toHaveLength(fullBefore + 1);
    expect(half.at(-1).subject).toBe('Połowa celu zebrana');
    expect(half.at(-1).text).toContain(`Twoja zbiórka „${charity.title}” ma już połowę potrzebnej kwoty.`);
    expect(full.at(-1).subject).toBe('Cel zbiórki osiągnięty');
    expect(full.at(-1).text).toContain(`Udało się! Twoja zbiórka „${charity.title}” osiągnęła swój cel.`);
    expect(full.at(-1).text).toContain(`${server.url}/zbiorka/${charity.url}`);

    await paidOnline(charity.id, 2, '10'); // more donations after the target: no new e-mail
    expect(await emailsOfKind('charity_target_reached')).toHaveLength(fullBefore + 1);
    const row = await server.db('charities').where({ id: charity.id }).first('half_target_reached_at', 'target_reached_at');
    expect(row.half_target_reached_at).not.toBeNull();
    expect(row.target_reached_at).not.toBeNull();
  });

  it('when concurrent manual donations cross half of the target, then the owner gets one e-mail', async () => {
    const charity = await approvedFundraiser();
    const before = (await emailsOfKind('charity_half_target')).length;
    const fullBefore = (await emailsOfKind('charity_target_reached')).length;
    const answers = await Promise.all(Array.from({ length: 6 }, () => manual(charity.id, '10')));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    expect(await collectedGrosze(server.db, charity.id)).toBe(6_000);
    expect(await emailsOfKind('charity_half_target')).toHaveLength(before + 1);
    expect(await emailsOfKind('charity_target_reached')).toHaveLength(fullBefore); // 60 of 100 zł: not yet
  });
});
