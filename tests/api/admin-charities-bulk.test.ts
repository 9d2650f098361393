import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { CHARITY_MESSAGES } from '@zlota/shared/messages';
import { CHARITY_BULK_MAX } from '@zlota/shared/schemas/moderation';
import type { StaffRole } from '@zlota/shared/api-routes';
import { callRoute } from '../support/api-client.js';
import { createAdminAccount, login } from '../support/accounts.js';
import { charityRow, countRows, createAdminCharity, createUserCharity, expectError, userActor } from '../support/catalog.js';
import { useApiServer } from '../support/api-server.js';

const portal = useApiServer();

const bulk = (body: unknown, token: string | undefined = portal.admin.token) =>
  callRoute(portal.server.url, API_ROUTES.adminCharitiesBulk, {}, { token, body });
const auditRows = (action: string, ids: number[]) => portal.server.db('audit_log').where({ action, entity_type: 'charity' }).whereIn('entity_id', ids);
const staffToken = async (role: StaffRole) => {
  const account = await createAdminAccount(portal.server, role);
  return login(portal.server, account.email, account.password);
};

describe('POST /api/admin/charities/bulk', () => {
  it('when a mix is approved and one cannot be, then the others are published, each audited once, and the one left is named with the reason', async () => {
    const owner = await userActor(portal.server);
    const first = await createUserCharity(portal.server, owner, { submit: true });
    const second = await createUserCharity(portal.server, owner, { submit: true });
    const active = await createAdminCharity(portal.server, portal.admin, {});

    const response = await bulk({ action: 'approve', ids: [first.id, active.id, second.id] });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      done: [first.id, second.id],
      skipped: [{ id: active.id, reason: CHARITY_MESSAGES.moderationNotAllowed.replace('{status}', 'Aktywna') }],
    });
    expect((await charityRow(portal.server, first.id)).status).toBe('active');
    expect((await charityRow(portal.server, second.id)).status).toBe('active');
    const audit = await auditRows('charity.approve', [first.id, second.id, active.id]);
    expect(audit.map((row) => row.entity_id).sort()).toEqual([first.id, second.id].sort());
  });

  it('when fundraisers are taken off the banner, then each leaves it with its own audit entry; one not there is reported', async () => {
    const promoted = await createAdminCharity(portal.server, portal.admin, { promoted: true, promoted_order: 0 });
    const plain = await createAdminCharity(portal.server, portal.admin, {});

    const response = await bulk({ action: 'unpromote', ids: [promoted.id, plain.id] });

    expect(response.body).toEqual({ done: [promoted.id], skipped: [{ id: plain.id, reason: CHARITY_MESSAGES.notOnBanner }] });
    expect((await charityRow(portal.server, promoted.id)).promoted).toBeFalsy();
    expect(await auditRows('charity.promote', [promoted.id, plain.id])).toHaveLength(1);
  });

  it('when fundraisers are closed, then each is closed and audited; an unknown one is reported, not fatal', async () => {
    const open = await createAdminCharity(portal.server, portal.admin, {});

    const response = await bulk({ action: 'close', ids: [open.id, 999_999_999] });

    expect(response.body.done).toEqual([open.id]);
    expect(response.body.skipped).toMatchObject([{ id: 999_999_999 }]);
    expect((await charityRow(portal.server, open.id)).status).toBe('closed');
    expect(await auditRows('charity.close', [open.id])).toHaveLength(1);
  });

  it.each(['finance', 'viewer'] as const)('when %s staff ask, then it is refused and nothing changes', async (role) => {
    const owner = await userActor(portal.server);
    const charity = await createUserCharity(portal.server, owner, { submit: true });

    expectError(await bulk({ action: 'approve', ids: [charity.id] }, await staffToken(role)), 403, 'ROLE_FORBIDDEN');
    expect((await charityRow(portal.server, charity.id)).status).toBe('submitted');
  });

  it('when a moderator asks, then it is done', async () => {
    const owner = await userActor(portal.server);
    const charity = await createUserCharity(portal.server, owner, { submit: true });

    expect((await bulk({ action: 'approve', ids: [charity.id] }, await staffToken('moderator'))).body).toEqual({ done: [charity.id], skipped: [] });
    expect((await charityRow(portal.server, charity.id)).status).toBe('active');
    expect(await auditRows('charity.approve', [charity.id])).toHaveLength(1);
  });

  it.each([
    ['more than the limit', { action: 'approve', ids: Array.from({ length: CHARITY_BULK_MAX + 1 }, (_, index) => index + 1) }, 'ids'],
    ['no fundraisers', { action: 'approve', ids: [] }, 'ids'],
    ['a repeated one', { action: 'approve', ids: [1, 1] }, 'ids'],
    ['an unknown action', { action: 'reject', ids: [1] }, 'action'],
  ])('when the request has %s, then it is refused in Polish and nothing is written', async (_case, body, field) => {
    const auditBefore = await countRows(portal.server, 'audit_log');

    const response = await bulk(body);

    expectError(response, 400, 'VALIDATION');
    expect(response.body.error.fields[field]).toBe(field === 'ids' ? CHARITY_MESSAGES.bulkIds : CHARITY_MESSAGES.bulkAction);
    expect(await countRows(portal.server, 'audit_log')).toBe(auditBefore);
  });
});
