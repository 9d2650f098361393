import { beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import type { AuditEntry } from '@zlota/shared/entities';
import { CHARITY_MESSAGES } from '@zlota/shared/messages';
import { callRoute, withQuery } from '../support/api-client.js';
import { charityRow, countRows, createAdminCharity, createUserCharity, expectError, userActor, type Actor } from '../support/catalog.js';
import { useApiServer } from '../support/api-server.js';

const portal = useApiServer();
let owner: Actor;
let ownerEmail: string;
beforeAll(async () => {
  owner = await userActor(portal.server);
  ownerEmail = (await portal.server.db('users').where({ id: owner.id }).first('email')).email;
});

const moderate = (id: number, body: unknown, actor: Actor | null = portal.admin) =>
  callRoute(portal.server.url, API_ROUTES.adminCharityModerate, { id }, { token: actor?.token, body });
const auditOf = async (id: number) =>
  (await callRoute(portal.server.url, withQuery(API_ROUTES.adminAudit, { entity_type: 'charity', entity_id: id }), {}, { token: portal.admin.token })).body as AuditEntry[];
const lastEmail = (kind: string) => portal.server.db('email_outbox').where({ recipient: ownerEmail, kind }).orderBy('id', 'desc').first();
const submitted = () => createUserCharity(portal.server, owner, { submit: true });

describe('POST /api/admin/charity/:id/moderate', () => {
  it('when a submitted fundraiser is approved, then it is published, the owner is told and the step is audited', async () => {
    const charity = await submitted();

    const response = await moderate(charity.id, { action: 'approve' });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: charity.id, status: 'active', review_note: null });
    const row = await charityRow(portal.server, charity.id);
    expect(row.status).toBe('active');
    expect(row.published_at).not.toBeNull();
    expect((await callRoute(portal.server.url, API_ROUTES.charity, { name: charity.url })).status).toBe(200);
    expect((await lastEmail('charity_approved')).text).toContain(charity.title);
    const [entry] = await auditOf(charity.id);
    expect(entry).toMatchObject({ action: 'charity.approve', actor_id: portal.admin.id, before: { status: 'submitted' }, after: { status: 'active' } });
  });

  it('when a fundraiser is rejected with a reason, then the owner reads the reason in Konto and in an e-mail', async () => {
    const charity = await submitted();
    const reason = 'Brak dokumentacji medycznej potwierdzającej potrzebę zakupu.';

    const response = await moderate(charity.id, { action: 'reject', note: reason });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'rejected', review_note: reason });
    const collections = await callRoute(portal.server.url, API_ROUTES.userCollections, {}, { token: owner.token });
    expect(collections.body.find((c: { id: number }) => c.id === charity.id)).toMatchObject({ status: 'rejected', review_note: reason });
    expect((await lastEmail('charity_rejected')).text).toContain(reason);
    expect((await callRoute(portal.server.url, API_ROUTES.charity, { name: charity.url })).status).toBe(404);
    expect((await auditOf(charity.id))[0]).toMatchObject({ action: 'charity.reject', note: reason, after: { status: 'rejected', review_note: reason } });
  });

  it('when changes are requested, then the fundraiser is the owner\'s draft again, with the note, and they may edit it', async () => {
    const charity = await submitted();
    const note = 'Prosimy dodać zdjęcie i doprecyzować cel zbiórki.';

    expect((await moderate(charity.id, { action: 'request_changes', note })).body).toMatchObject({ status: 'draft', review_note: note });

    const edit = await callRoute(portal.server.url, API_ROUTES.charityUpdate, { id: charity.id }, { token: owner.token, body: { target: 'Nowy, dokładny cel', submit: true } });
    expect(edit.status).toBe(200);
    expect((await charityRow(portal.server, charity.id)).status).toBe('submitted');
    expect((await lastEmail('charity_changes_requested')).text).toContain(note);
  });

  it('when a rejection has no reason, then it is refused with a Polish field error and nothing changes', async () => {
    const charity = await submitted();
    const auditBefore = await countRows(portal.server, 'audit_log');

    const response = await moderate(charity.id, { action: 'reject' });

    expectError(response, 400, 'VALIDATION');
    expect(response.body.error.fields.note).toBe(CHARITY_MESSAGES.moderationNote);
    expect((await charityRow(portal.server, charity.id)).status).toBe('submitted');
    expect(await countRows(portal.server, 'audit_log')).toBe(auditBefore);
  });

  it('when a step does not fit the status, then it is refused with 409 and nothing changes', async () => {
    const charity = await createAdminCharity(portal.server, portal.admin);

    const response = await moderate(charity.id, { action: 'approve' });

    expectError(response, 409, 'CONFLICT');
    expect(response.body.error.message).toContain('Aktywna');
    expect((await charityRow(portal.server, charity.id)).status).toBe('active');
  });

  it('when an active fundraiser is completed and then closed, then it leaves the banner and each step is audited', async () => {
    const charity = await createAdminCharity(portal.server, portal.admin, { promoted: true, promoted_order: 0 });

    expect((await moderate(charity.id, { action: 'complete' })).body).toMatchObject({ status: 'completed', promoted: false });
    expect((await moderate(charity.id, { action: 'close' })).body).toMatchObject({ status: 'closed' });
    expect((await moderate(charity.id, { action: 'reopen' })).body).toMatchObject({ status: 'active' });

    expect((await auditOf(charity.id)).map((entry) => entry.action)).toEqual(['charity.reopen', 'charity.close', 'charity.complete', 'charity.create']);
  });

  it('when someone who is not an admin tries, then they are refused and nothing changes', async () => {
    const charity = await submitted();
    expect((await moderate(charity.id, { action: 'approve' }, null)).status).toBe(401);
    expect((await moderate(charity.id, { action: 'approve' }, owner)).status).toBe(403);
    expect((await charityRow(portal.server, charity.id)).status).toBe('submitted');
  });
});

describe('the home banner: GET and PUT /api/admin/banner', () => {
  it('when staff set an order, then the public banner shows exactly those fundraisers in that order', async () => {
    const [a, b, c] = [await createAdminCharity(portal.server, portal.admin), await createAdminCharity(portal.server, portal.admin), await createAdminCharity(portal.server, portal.admin)];

    const response = await callRoute(portal.server.url, API_ROUTES.adminBannerOrder, {}, { token: portal.admin.token, body: { ids: [c.id, a.id, b.id] } });

    expect(response.status).toBe(200);
    expect(response.body.map((charity: { id: number }) => charity.id)).toEqual([c.id, a.id, b.id]);
    const promoted = await callRoute(portal.server.url, API_ROUTES.charityPromoted);
    expect(promoted.body.map((charity: { id: number }) => charity.id)).toEqual([c.id, a.id, b.id]);

    await callRoute(portal.server.url, API_ROUTES.adminBannerOrder, {}, { token: portal.admin.token, body: { ids: [b.id] } });
    expect((await callRoute(portal.server.url, API_ROUTES.charityPromoted)).body.map((charity: { id: number }) => charity.id)).toEqual([b.id]);
    const [entry] = (await callRoute(portal.server.url, withQuery(API_ROUTES.adminAudit, { action: 'charity.banner_order' }), {}, { token: portal.admin.token })).body as AuditEntry[];
    expect(entry).toMatchObject({ before: { ids: [c.id, a.id, b.id] }, after: { ids: [b.id] } });
  });

  it('when the order names a fundraiser that is not public, then it is refused and the banner is kept', async () => {
    const shown = await createAdminCharity(portal.server, portal.admin);
    await callRoute(portal.server.url, API_ROUTES.adminBannerOrder, {}, { token: portal.admin.token, body: { ids: [shown.id] } });
    const draft = await createUserCharity(portal.server, owner);

    const response = await callRoute(portal.server.url, API_ROUTES.adminBannerOrder, {}, { token: portal.admin.token, body: { ids: [draft.id] } });

    expectError(response, 400, 'VALIDATION');
    expect((await callRoute(portal.server.url, API_ROUTES.charityPromoted)).body.map((charity: { id: number }) => charity.id)).toEqual([shown.id]);
  });

  it('when the order repeats a fundraiser, then it is refused', async () => {
    const shown = await createAdminCharity(portal.server, portal.admin);
    expectError(await callRoute(portal.server.url, API_ROUTES.adminBannerOrder, {}, { token: portal.admin.token, body: { ids: [shown.id, shown.id] } }), 400, 'VALIDATION');
  });
});
