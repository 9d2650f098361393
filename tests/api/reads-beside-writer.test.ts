// Issue 38 item 1: reads never share the writer. While a write transaction holds the writer (SQLite's one writing
// connection; a locked row on PostgreSQL), the catalog's and the panel's reads answer from the read-only connections.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, type ApiRoute } from '@zlota/shared/api-routes';
import { callRoute, withQuery } from '../support/api-client.js';
import { createAdminCharity } from '../support/catalog.js';
import { useApiServer } from '../support/api-server.js';

const portal = useApiServer();
let charity: { id: number; url: string };

beforeAll(async () => {
  charity = await createAdminCharity(portal.server, portal.admin, { title: 'Wózek dla Ani' }, { city: 'Kraków' });
});

/** A write transaction that keeps the writer until `release` is called. */
function holdTheWriter() {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let started: () => void = () => {};
  const holding = new Promise<void>((resolve) => (started = resolve));
  const done = portal.server.db.transaction(async (trx) => {
    await trx('charities').where({ id: charity.id }).update({ updated_at: Date.now() });
    started();
    await released;
  });
  return { holding, release, done };
}

const WAIT_MS = 1500;

/** The answer's status, or 'waited' when it did not come within WAIT_MS. */
async function statusWithin(route: ApiRoute, params: Record<string, string | number>, token?: string) {
  const answer = callRoute(portal.server.url, route, params, token ? { token } : {}).then((response) => response.status);
  const waited = new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), WAIT_MS).unref());
  return Promise.race([answer, waited]);
}

describe('reads while a write transaction holds the writer', () => {
  let writer: ReturnType<typeof holdTheWriter>;
  beforeAll(async () => {
    writer = holdTheWriter();
    await writer.holding;
  });
  afterAll(async () => {
    writer.release();
    await writer.done;
  });

  const publicReads: [string, ApiRoute, () => Record<string, string | number>][] = [
    ['the list', API_ROUTES.charities, () => ({})],
    ['the list of a city', withQuery(API_ROUTES.charities, { city: 'Kraków' }), () => ({})],
    ['the count of a city', withQuery(API_ROUTES.charityCount, { city: 'Kraków' }), () => ({})],
    ['the count', API_ROUTES.charityCount, () => ({})],
    ['the cities', API_ROUTES.charityCities, () => ({})],
    ['the banner', API_ROUTES.charityPromoted, () => ({})],
    ['a search', API_ROUTES.charitySearch, () => ({ term: 'wózek' })],
    ['a fundraiser', API_ROUTES.charity, () => ({ name: charity.url })],
    ['its supporters', API_ROUTES.charityDonations, () => ({ id: charity.id })],
    ['its supporters count', API_ROUTES.charityDonationsCount, () => ({ id: charity.id })],
    ['its updates', API_ROUTES.charityUpdates, () => ({ id: charity.id })],
    ['the statistics', API_ROUTES.statistics, () => ({})],
  ];
  it.each(publicReads)('%s answers without waiting for the writer', async (_name, route, params) => {
    expect(await statusWithin(route, params())).toBe(200);
  });

  it("the panel's list of fundraisers answers without waiting for the writer", async () => {
    expect(await statusWithin(API_ROUTES.adminCharities, {}, portal.admin.token)).toBe(200);
  });
});
