import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import type { AuditEntry } from '@zlota/shared/entities';
import type { UserInfo } from '@zlota/shared/entities';
import { API_MESSAGES } from '@zlota/shared/messages';
import { TOTAL_COUNT_HEADER } from '@zlota/shared/schemas/admin-lists';
import { callRoute, withQuery } from '../support/api-client.js';
import { createActiveUser, login, signUpBody } from '../support/accounts.js';
import { adminActor, expectError, type Actor } from '../support/catalog.js';
import { startTestServer } from '../support/test-server.js';
import { useApiServer } from '../support/api-server.js';

const portal = useApiServer();

const as = (actor: Actor) => ({ token: actor.token });
const userRow = (id: number) => portal.server.db('users').where({ id }).first();
const auditOf = async (id: number) =>
  (await callRoute(portal.server.url, withQuery(API_ROUTES.adminAudit, { entity_type: 'user', entity_id: id }), {}, as(portal.admin))).body as AuditEntry[];

describe('POST /api/admin/user/:id/grant-admin and revoke-admin', () => {
  it('when an admin grants and revokes admin rights, then the account changes and both steps are audited with before and after', async () => {
    const user = await createActiveUser(portal.server);

    expect((await callRoute(portal.server.url, API_ROUTES.adminGrantAdmin, { id: user.id }, as(portal.admin))).status).toBe(204);
    expect((await userRow(user.id)).staff_role !== null).toBe(true);
    const token = await login(portal.server, user.email, user.password);
    expect((await callRoute(portal.server.url, API_ROUTES.adminUsers, {}, { token })).status).toBe(200);

    expect((await callRoute(portal.server.url, API_ROUTES.adminRevokeAdmin, { id: user.id }, as(portal.admin))).status).toBe(204);
    expect((await userRow(user.id)).staff_role !== null).toBe(false);
    expect((await callRoute(portal.server.url, API_ROUTES.adminUsers, {}, { token })).status).toBe(403);

    const entries = await auditOf(user.id);
    expect(entries.map((entry) => entry.action)).toEqual(['user.revoke_admin', 'user.grant_admin']);
    expect(entries[1]).toMatchObject({ actor_id: portal.admin.id, before: { is_admin: false }, after: { is_admin: true } });
    expect(JSON.stringify(entries)).not.toMatch(/argon2|password_hash/);
  });

  it('when an admin revokes their own rights, then it is refused and they stay admin', async () => {
    const response = await callRoute(portal.server.url, API_ROUTES.adminRevokeAdmin, { id: portal.admin.id }, as(portal.admin));
    expectError(response, 409, 'CONFLICT', API_MESSAGES.cannotRevokeSelf);
    expect((await userRow(portal.admin.id)).staff_role !== null).toBe(true);
  });

  it('when two admins demote each other at the same moment, then one wins and the foundation keeps an admin', async () => {
    const pair = await startTestServer();
    try {
      const [first, second] = [await adminActor(pair), await adminActor(pair)];

      const answers = await Promise.all([
        callRoute(pair.url, API_ROUTES.adminRevokeAdmin, { id: second.id }, as(first)),
        callRoute(pair.url, API_ROUTES.adminRevokeAdmin, { id: first.id }, as(second)),
      ]);

      // The loser is refused as the last admin, or, if the winner was quicker still, as no longer an admin.
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses[0]).toBe(204);
      expect([403, 409]).toContain(statuses[1]);
      const refusal = answers.find((answer) => answer.status === 409);
      if (refusal) expectError(refusal, 409, 'LAST_ADMIN', API_MESSAGES.lastAdmin);
      const admins = await pair.db('users').whereNotNull('staff_role').where({ is_active: true }).pluck('id');
      expect(admins).toHaveLength(1);
    } finally {
      await pair.close();
    }
  });

  it('when someone who is not an admin tries, then they are refused and nothing changes', async () => {
    const user = await createActiveUser(portal.server);
    const token = await login(portal.server, user.email, user.password);
    expect((await callRoute(portal.server.url, API_ROUTES.adminGrantAdmin, { id: user.id }, { token })).status).toBe(403);
    expect((await callRoute(portal.server.url, API_ROUTES.adminGrantAdmin, { id: user.id })).status).toBe(401);
    expect((await userRow(user.id)).staff_role !== null).toBe(false);
  });
});

describe('deactivating a user', () => {
  it('when an admin deactivates a user, then the user\'s session ends at once and the step is audited', async () => {
    const user = await createActiveUser(portal.server);
    const token = await login(portal.server, user.email, user.password);
    expect((await callRoute(portal.server.url, API_ROUTES.userInfo, {}, { token })).status).toBe(200);

    expect((await callRoute(portal.server.url, API_ROUTES.adminDeactivateUser, { id: user.id }, as(portal.admin))).status).toBe(204);

    const after = await callRoute(portal.server.url, API_ROUTES.userInfo, {}, { token });
    expect(after.status).toBe(401);
    expect(after.body.name).toBe('Unauthorized');
    expect((await auditOf(user.id))[0]).toMatchObject({ action: 'user.deactivate', before: { is_active: true }, after: { is_active: false } });
  });
});

describe('GET /api/admin/users with search and filters', () => {
  it('when an admin searches and filters, then only the matching users come, with the total in a header', async () => {
    const marker = `zz${Date.now().toString(36)}`;
    const active = await createActiveUser(portal.server, { surname: 'Łukaszewska', username: `${marker}_a` });
    const inactive = (await callRoute(portal.server.url, API_ROUTES.signUp, {}, { body: signUpBody({ username: `${marker}_b` }) })).body.id as number;

    const all = await callRoute(portal.server.url, withQuery(API_ROUTES.adminUsers, { q: marker }), {}, as(portal.admin));
    expect((all.body as UserInfo[]).map((u) => u.id).sort()).toEqual([active.id, inactive].sort());
    expect(all.headers.get(TOTAL_COUNT_HEADER)).toBe('2');

    const unverified = await callRoute(portal.server.url, withQuery(API_ROUTES.adminUsers, { q: marker, unverified: true }), {}, as(portal.admin));
    expect((unverified.body as UserInfo[]).map((u) => u.id)).toEqual([inactive]);
    const activeOnly = await callRoute(portal.server.url, withQuery(API_ROUTES.adminUsers, { q: marker, active: true }), {}, as(portal.admin));
    expect((activeOnly.body as UserInfo[]).map((u) => u.id)).toEqual([active.id]);
    const byPolishName = await callRoute(portal.server.url, withQuery(API_ROUTES.adminUsers, { q: `łukaszewska ${marker}` }), {}, as(portal.admin));
    expect((byPolishName.body as UserInfo[]).map((u) => u.id)).toEqual([active.id]);
    const admins = await callRoute(portal.server.url, withQuery(API_ROUTES.adminUsers, { admin: true }), {}, as(portal.admin));
    expect((admins.body as UserInfo[]).every((u) => u.is_admin)).toBe(true);
  });

  it('when a filter is not a yes or no, then it is refused with a Polish message', async () => {
    expectError(await callRoute(portal.server.url, withQuery(API_ROUTES.adminUsers, { active: 'maybe' }), {}, as(portal.admin)), 400, 'VALIDATION');
  });
});
