// Issue 38 item 2: a payment notification clears only what it changed (its fundraiser and the figures), not every
// kept list and page: the other fundraisers' answers, the lists and the cities stay kept for their few seconds, while
// the paid fundraiser, its supporters and the statistics answer fresh at once.
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { callRoute } from '../support/api-client.js';
import { createAdminCharity } from '../support/catalog.js';
import { sandboxDecision, startDonation } from '../support/payments.js';
import { useApiServer } from '../support/api-server.js';

const portal = useApiServer({ CATALOG_CACHE_SECONDS: '60' });
let paid: { id: number; url: string };
let other: { id: number; url: string };

beforeAll(async () => {
  paid = await createAdminCharity(portal.server, portal.admin, { title: 'Wózek dla Oli' }, { city: 'Sopot' });
  other = await createAdminCharity(portal.server, portal.admin, { title: 'Rower dla Jana' }, { city: 'Gdynia' });
});

const get = async (route: Parameters<typeof callRoute>[1], params: Record<string, string | number> = {}) => {
  const response = await callRoute(portal.server.url, route, params);
  expect(response.status).toBe(200);
  return response.body;
};

describe('a payment notification and the kept answers', () => {
  it('forgets the paid fundraiser and the figures, keeps the rest', async () => {
    // Kept: both fundraisers, the paid one's supporters, the list, the cities, the statistics.
    await get(API_ROUTES.charity, { name: paid.url });
    await get(API_ROUTES.charity, { name: String(paid.id) });
    await get(API_ROUTES.charityDonations, { id: paid.id });
    await get(API_ROUTES.charity, { name: other.url });
    await get(API_ROUTES.charities);
    await get(API_ROUTES.charityCities);
    const statsBefore = await get(API_ROUTES.statistics);

    // Changed behind the cache's back: only a kept answer still shows the old title.
    await portal.server.db('charities').whereIn('id', [paid.id, other.id]).update({ title: 'Zmieniony po cichu' });

    const guid = await startDonation(portal.server.url, paid.id, { amount: '40', donor_name: 'Ewa' });
    expect((await sandboxDecision(portal.server.url, guid, 'paid')).status).toBe(303);

    // Forgotten: the paid fundraiser by slug and by id, its supporters, the statistics.
    expect((await get(API_ROUTES.charity, { name: paid.url })).collected_amount).toBe(40);
    expect((await get(API_ROUTES.charity, { name: String(paid.id) })).title).toBe('Zmieniony po cichu');
    expect((await get(API_ROUTES.charityDonations, { id: paid.id })).length).toBe(1);
    expect((await get(API_ROUTES.statistics)).collected_amount).toBe(statsBefore.collected_amount + 40);
    // Kept: the other fundraiser and the list still answer as they were kept.
    expect((await get(API_ROUTES.charity, { name: other.url })).title).toBe('Rower dla Jana');
    expect((await get(API_ROUTES.charities)).map((card: { title: string }) => card.title)).toContain('Rower dla Jana');
  });

  it('any other write still forgets everything', async () => {
    const response = await callRoute(portal.server.url, API_ROUTES.charityUpdate, { id: other.id }, { token: portal.admin.token, body: { short_description: 'Nowy opis zbiórki na rower dla Jana z Gdyni.' } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect((await get(API_ROUTES.charity, { name: other.url })).title).toBe('Zmieniony po cichu');
    expect((await get(API_ROUTES.charities)).map((card: { title: string }) => card.title)).not.toContain('Rower dla Jana');
  });
});
