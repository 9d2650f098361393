import { describe, expect, it } from 'vitest';
import { API_ROUTES, type StaffRole } from '@zlota/shared/api-routes';
import { ADMIN_PAYMENT_MESSAGES } from '@zlota/shared/messages';
import { PAYMENTS_CHOSEN_MAX } from '@zlota/shared/schemas/payments-bulk';
import { callRoute } from '../support/api-client.js';
import { createAdminAccount, login } from '../support/accounts.js';
import { parseCsv } from '../support/admin-payments.js';
import { createAdminCharity, expectError } from '../support/catalog.js';
import { startDonation } from '../support/payments.js';
import { useApiServer } from '../support/api-server.js';

// Issue 36 item 7: the payments chosen in the panel's list, exported at once and checked with the provider at once.

const portal = useApiServer();

const csvOf = async (path: string, init: RequestInit) => {
  const response = await fetch(`${portal.server.url}/api/${path}`, { ...init, headers: { authorization: `Bearer ${portal.admin.token}`, 'content-type': 'application/json', ...init.headers } });
  expect(response.status).toBe(200);
  return parseCsv((await response.text()).replace(/^\uFEFF/, ''));
};
const staffToken = async (role: StaffRole) => {
  const account = await createAdminAccount(portal.server, role);
  return login(portal.server, account.email, account.password);
};
const manualDonation = async (charityId: number) =>
  (await callRoute(portal.server.url, API_ROUTES.manualDonation, { id: charityId }, { token: portal.admin.token, body: { amount: '10', method: 'cash', note: 'Gotówka z puszki', donor_name: 'Ewa' } })).body.guid as string;

describe('POST admin/payments/export.csv', () => {
  it('when payments are chosen, then the file has exactly them, newest first, in the same columns and lines as the filtered export', async () => {
    const charity = await createAdminCharity(portal.server, portal.admin);
    const first = await startDonation(portal.server.url, charity.id, { amount: '12,50' });
    const second = await manualDonation(charity.id);
    await startDonation(portal.server.url, charity.id, { amount: '7,00' });

    const chosen = await csvOf('admin/payments/export.csv', { method: 'POST', body: JSON.stringify({ guids: [first, second] }) });
    const filtered = await csvOf(`payments/export.csv?charity_id=${charity.id}`, { method: 'GET' });

    expect(chosen[0]).toEqual(filtered[0]);
    expect(chosen.slice(1).filter((row) => row.length > 1).map((row) => row[9])).toEqual([second, first]);
    for (const row of chosen.slice(1).filter((cells) => cells.length > 1)) expect(filtered).toContainEqual(row);
  });

  it('when more than the limit or none are chosen, then it is refused in Polish', async () => {
    for (const guids of [[], Array.from({ length: PAYMENTS_CHOSEN_MAX + 1 }, (_, index) => `guid-${index}`)]) {
      const response = await callRoute(portal.server.url, API_ROUTES.adminPaymentsExportChosen, {}, { token: portal.admin.token, body: { guids } });
      expectError(response, 400, 'VALIDATION');
      expect(response.body.error.fields.guids).toBe(ADMIN_PAYMENT_MESSAGES.chosenGuids);
    }
  });
});

describe('POST admin/payments/check', () => {
  it('when a mix is checked, then each pending one is asked with its own audit entry; a manual, a paid and an unknown one are reported with why', async () => {
    const charity = await createAdminCharity(portal.server, portal.admin);
    const pending = await startDonation(portal.server.url, charity.id, { amount: '12,50' });
    await portal.server.db('sandbox_decisions').insert({ guid: pending, status: 'paid', decided_at: portal.server.clock.now() });
    const manual = await manualDonation(charity.id);
    const unknown = '00000000-0000-4000-8000-000000000000';

    const response = await callRoute(portal.server.url, API_ROUTES.adminPaymentsCheck, {}, { token: portal.admin.token, body: { guids: [pending, manual, unknown] } });

    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.checked).toEqual([{ guid: pending, outcome: 'counted', status: 'paid' }]);
    expect(response.body.skipped).toEqual([
      { guid: manual, reason: ADMIN_PAYMENT_MESSAGES.checkNotPending },
      { guid: unknown, reason: expect.any(String) },
    ]);
    const ids = await portal.server.db('payments').whereIn('guid', [pending, manual]).pluck('id');
    const audit = await portal.server.db('audit_log').where({ action: 'payment.check', entity_type: 'payment' }).whereIn('entity_id', ids);
    expect(audit).toHaveLength(1);
  });

  it.each(['moderator', 'viewer'] as const)('when %s staff ask, then it is refused', async (role) => {
    expectError(await callRoute(portal.server.url, API_ROUTES.adminPaymentsCheck, {}, { token: await staffToken(role), body: { guids: ['x'] } }), 403, 'ROLE_FORBIDDEN');
  });
});
