import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import type { AuditEntry, UserInfo } from '@zlota/shared/entities';
import { API_MESSAGES } from '@zlota/shared/messages';
import { migrationSource } from '@zlota/server/db/migration-source';
import { callRoute, withQuery } from '../support/api-client.js';
import { createActiveUser, createAdminAccount, login } from '../support/accounts.js';
import { adminActor, expectError, type Actor } from '../support/catalog.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { useApiServer } from '../support/api-server.js';

// Issue 17: an admin grants or changes a team member's role from the users screen; the step is audited, the
// server follows the new role at the member's next request, and the foundation never loses its last admin.

const portal = useApiServer();

const as = (actor: Actor) => ({ token: actor.token });
const setRole = (target: TestServer, by: Actor, id: number, role: string) =>
  callRoute(target.url, API_ROUTES.adminUserRole, { id }, { ...as(by), body: { role } });
const userRow = (id: number) => portal.server.db('users').where({ id }).first();
const auditOf = async (id: number) =>
  (await callRoute(portal.server.url, withQuery(API_ROUTES.adminAudit, { entity_type: 'user', entity_id: id }), {}, as(portal.admin))).body as AuditEntry[];
const expectRoleRefused = (response: Awaited<ReturnType<typeof callRoute>>) =>
  expectError(response, 403, 'ROLE_FORBIDDEN', API_MESSAGES.roleForbidden);

describe('PUT /api/admin/user/:id/role', () => {
  it('when an admin makes a user finance and then a moderator, then the server follows each role and both steps are audited', async () => {
    const user = await createActiveUser(portal.server);
    const token = await login(portal.server, user.email, user.password);
    const member = { id: user.id, token };

    expect((await setRole(portal.server, portal.admin, user.id, 'finance')).status).toBe(204);
    expect(await userRow(user.id)).toMatchObject({ staff_role: 'finance' });
    expect((await callRoute(portal.server.url, API_ROUTES.adminLogin, {}, { body: { login: user.email, password: user.password } })).body).toMatchObject({ admin: true });
    expect((await callRoute(portal.server.url, API_ROUTES.payments, {}, as(member))).status).toBe(200);
    expectRoleRefused(await callRoute(portal.server.url, API_ROUTES.needyList, {}, as(member)));

    expect((await setRole(portal.server, portal.admin, user.id, 'moderator')).status).toBe(204);
    expect((await callRoute(portal.server.url, API_ROUTES.needyList, {}, as(member))).status).toBe(200);
    expectRoleRefused(await callRoute(portal.server.url, API_ROUTES.payments, {}, as(member)));

    const listed = await callRoute(portal.server.url, withQuery(API_ROUTES.adminUsers, { q: user.username }), {}, as(portal.admin));
    expect((listed.body as UserInfo[]).find((u) => u.id === user.id)).toMatchObject({ is_admin: true, staff_role: 'moderator' });
    const entries = await auditOf(user.id);
    expect(entries.map((entry) => entry.action)).toEqual(['user.set_role', 'user.set_role']);
    expect(entries[1]).toMatchObject({ actor_id: portal.admin.id, before: { is_admin: false, staff_role: null }, after: { is_admin: true, staff_role: 'finance' } });
    expect(entries[0]).toMatchObject({ before: { staff_role: 'finance' }, after: { staff_role: 'moderator' } });
  });

  it('when staff of another role, or a user, tries to grant a role, then they are refused and nothing changes', async () => {
    const finance = await createAdminAccount(portal.server, 'finance');
    const financeToken = await login(portal.server, finance.email, finance.password);
    const user = await createActiveUser(portal.server);
    const userToken = await login(portal.server, user.email, user.password);

    expectRoleRefused(await setRole(portal.server, { id: 0, token: financeToken }, user.id, 'admin'));
    expectError(await setRole(portal.server, { id: user.id, token: userToken }, user.id, 'admin'), 403, 'FORBIDDEN');
    expect(await userRow(user.id)).toMatchObject({ staff_role: null });
    expect(await auditOf(user.id)).toEqual([]);
  });

  it('when the role is not one of the team, then it is refused with the Polish list of roles', async () => {
    const user = await createActiveUser(portal.server);
    const response = await setRole(portal.server, portal.admin, user.id, 'szef');
    expectError(response, 400, 'VALIDATION');
    expect(JSON.stringify(response.body)).toContain(API_MESSAGES.staffRole);
    expect(await userRow(user.id)).toMatchObject({ staff_role: null });
  });
});

describe('the last admin', () => {
  it('when an admin changes their own role, to any role, then it is refused with its own code and nothing changes (issue 36)', async () => {
    const alone = await startTestServer();
    try {
      const only = await adminActor(alone);
      const ownAudit = () => alone.db('audit_log').where({ entity_type: 'user', entity_id: only.id }).pluck('id');
      const auditBefore = await ownAudit();
      expectError(await setRole(alone, only, only.id, 'viewer'), 409, 'OWN_ROLE_UNCHANGEABLE', API_MESSAGES.cannotChangeOwnRole);

      // A second admin does not make it allowed: a role is changed by somebody else, on purpose.
      await adminActor(alone);
      for (const role of ['viewer', 'finance', 'admin']) {
        expectError(await setRole(alone, only, only.id, role), 409, 'OWN_ROLE_UNCHANGEABLE', API_MESSAGES.cannotChangeOwnRole);
      }
      expect(await alone.db('users').where({ id: only.id }).first()).toMatchObject({ staff_role: 'admin' });
      expect(await ownAudit()).toEqual(auditBefore);
    } finally {
      await alone.close();
    }
  });

  it('when two admins make each other viewers at the same moment, then one wins and the foundation keeps an admin', async () => {
    const pair = await startTestServer();
    try {
      const [first, second] = [await adminActor(pair), await adminActor(pair)];

      const answers = await Promise.all([setRole(pair, first, second.id, 'viewer'), setRole(pair, second, first.id, 'viewer')]);

      // The loser is refused as the last admin, or, if the winner was quicker still, as no longer an admin.
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses[0]).toBe(204);
      expect([403, 409]).toContain(statuses[1]);
      const refusal = answers.find((answer) => answer.status === 409);
      if (refusal) expectError(refusal, 409, 'LAST_ADMIN', API_MESSAGES.lastAdmin);
      expect(await pair.db('users').where({ staff_role: 'admin', is_active: true }).pluck('id')).toHaveLength(1);
    } finally {
      await pair.close();
    }
  });

  // Every path that takes an admin away (a role, "Odbierz uprawnienia", deactivation, deletion) races every other.
  const demotions = {
    role: (target: TestServer, by: Actor, id: number) => setRole(target, by, id, 'viewer'),
    revoke: (target: TestServer, by: Actor, id: number) => callRoute(target.url, API_ROUTES.adminRevokeAdmin, { id }, as(by)),
    deactivate: (target: TestServer, by: Actor, id: number) => callRoute(target.url, API_ROUTES.adminDeactivateUser, { id }, as(by)),
    delete: (target: TestServer, by: Actor, id: number) => callRoute(target.url, API_ROUTES.adminDeleteUser, { id }, as(by)),
  };
  it.each([
    ['role', 'deactivate'],
    ['revoke', 'delete'],
    ['deactivate', 'delete'],
    ['role', 'revoke'],
  ] as const)('when one admin uses %s and the other %s on each other at once, then the foundation keeps an active admin', async (one, other) => {
    const pair = await startTestServer();
    try {
      const [first, second] = [await adminActor(pair), await adminActor(pair)];

      const answers = await Promise.all([demotions[one](pair, first, second.id), demotions[other](pair, second, first.id)]);

      expect(answers.filter((answer) => answer.status === 204)).toHaveLength(1);
      for (const answer of answers.filter((answer) => answer.status !== 204)) {
        // Refused as the last admin, or no longer signed in as an admin at all.
        expect([401, 403, 409]).toContain(answer.status);
        if (answer.status === 409) expectError(answer, 409, 'LAST_ADMIN', API_MESSAGES.lastAdmin);
      }
      expect(await pair.db('users').where({ staff_role: 'admin', is_active: true }).pluck('id')).toHaveLength(1);
    } finally {
      await pair.close();
    }
  });
});

describe('migration 2026112517-staff-roles', () => {
  it('when it runs on a database with admins, then each admin gets the role admin and nobody else a role', async () => {
    const fresh = await startTestServer();
    try {
      const existingAdmin = await adminActor(fresh);
      const user = await createActiveUser(fresh);
      await fresh.db.migrate.down({ migrationSource, name: '2026112724-staff-role-only' });
      await fresh.db.migrate.down({ migrationSource, name: '2026112517-staff-roles' });
      expect(await fresh.db.schema.hasColumn('users', 'staff_role')).toBe(false);

      await fresh.db.migrate.latest({ migrationSource });

      expect(await fresh.db('users').where({ id: existingAdmin.id }).first()).toMatchObject({ staff_role: 'admin' });
      expect(await fresh.db('users').where({ id: user.id }).first()).toMatchObject({ staff_role: null });
    } finally {
      await fresh.close();
    }
  });
});

describe('migration 2026112724-staff-role-only', () => {
  it('when it runs, then is_admin is no longer a column of its own, and every account is answered as before: an admin as admin, a user as not', async () => {
    const fresh = await startTestServer();
    try {
      const existingAdmin = await adminActor(fresh);
      const user = await createActiveUser(fresh);
      const userToken = await login(fresh, user.email, user.password);
      const infoOf = async (token: string) => (await callRoute(fresh.url, API_ROUTES.userInfo, {}, { token })).body as UserInfo;
      expect(await fresh.db.schema.hasColumn('users', 'is_admin')).toBe(false);
      const before = [await infoOf(existingAdmin.token), await infoOf(userToken)];
      expect(before.map((info) => [info.is_admin, info.staff_role])).toEqual([[true, 'admin'], [false, null]]);

      await fresh.db.migrate.down({ migrationSource, name: '2026112724-staff-role-only' });
      expect((await fresh.db('users').where({ id: existingAdmin.id }).first()).is_admin).toBeTruthy();
      await fresh.db.migrate.latest({ migrationSource });

      expect(await fresh.db.schema.hasColumn('users', 'is_admin')).toBe(false);
      expect([await infoOf(existingAdmin.token), await infoOf(userToken)]).toEqual(before);
    } finally {
      await fresh.close();
    }
  });
});
