import { beforeAll, describe, expect, it, vi } from 'vitest';
import { API_ROUTES, apiPath } from '@zlota/shared/api-routes';
import { EXPENSE_INVOICE_FIELD } from '@zlota/shared/constants';
import { warsawDay } from '@zlota/shared/warsaw-days';
import type { Charity } from '@zlota/shared/entities';
import { CATALOG_CHANGES_PAGE, type CatalogChanges, type CatalogEntry } from '@zlota/shared/schemas/catalog-changes';
import { callRoute, withQuery } from '../support/api-client.js';
import { sendForm } from '../support/catalog.js';
import { createFundraiser, type Fundraiser } from '../support/payments.js';
import { useApiServer } from '../support/api-server.js';

// Issue 39: the whole active catalog travels to the device through a delta feed. A full sync, then what changed,
// appeared or ended since its cursor; paging never loses or repeats a change, even when writes land between pages.

const portal = useApiServer();

beforeAll(async () => {
  // More than a page, so the full sync takes two.
  for (let i = 0; i < CATALOG_CHANGES_PAGE + 5; i++) await createFundraiser(portal.server.url, portal.admin.token);
});

async function changesPage(since?: string): Promise<CatalogChanges> {
  const route = since === undefined ? API_ROUTES.catalogChanges : withQuery(API_ROUTES.catalogChanges, { since });
  const response = await callRoute(portal.server.url, route);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as CatalogChanges;
}

/** A device's copy: every page applied in order, as the web's sync does; `between` runs after each page but the last. */
async function syncInto(copy: Map<number, CatalogEntry>, since?: string, between?: (page: number) => Promise<void>) {
  let cursor = since;
  const pages: CatalogChanges[] = [];
  for (;;) {
    const page = await changesPage(cursor);
    pages.push(page);
    for (const entry of page.charities) copy.set(entry.id, entry);
    for (const id of page.ended) copy.delete(id);
    cursor = page.cursor;
    if (!page.more) return { cursor, pages };
    await between?.(pages.length);
  }
}

/** Every listed fundraiser as the catalog's list gives it now. */
async function listedNow(): Promise<Map<number, Charity>> {
  const all = new Map<number, Charity>();
  for (let page = 1; ; page++) {
    const response = await callRoute(portal.server.url, withQuery(API_ROUTES.charities, { page, size: 50 }));
    expect(response.status).toBe(200);
    for (const charity of response.body as Charity[]) all.set(charity.id, charity);
    if ((response.body as Charity[]).length < 50) return all;
  }
}

function expectSameAsListed(copy: Map<number, CatalogEntry>, listed: Map<number, Charity>) {
  expect([...copy.keys()].sort((a, b) => a - b)).toEqual([...listed.keys()].sort((a, b) => a - b));
  for (const [id, charity] of listed) {
    const entry = copy.get(id)!;
    expect({ title: entry.title, collected: entry.collected_amount, city: entry.needy?.city }).toEqual({ title: charity.title, collected: charity.collected_amount, city: charity.needy?.city });
  }
}

/**
 * On PostgreSQL the feed gives only what committed below the oldest transaction still running in the cluster, so a
 * long transaction elsewhere (another suite's, on the shared test cluster) delays a change: exact, but eventually.
 * The feed's assertions are retried until then (at most 20 s; the short-lived cache expires meanwhile).
 */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 20_000, interval: 300 });

const edit = (fundraiser: { id: number }, body: Record<string, unknown>) =>
  callRoute(portal.server.url, API_ROUTES.charityUpdate, { id: fundraiser.id }, { token: portal.admin.token, body }).then((response) => expect(response.status, JSON.stringify(response.body)).toBe(200));

describe('GET /api/catalog/changes', () => {
  it('when a device has nothing, then the pages give every listed fundraiser once, with description and updates', async () => {
    const copy = new Map<number, CatalogEntry>();
    await eventually(async () => {
      copy.clear();
      const { pages } = await syncInto(copy);
      expect(pages.length).toBeGreaterThanOrEqual(2);
      const ids = pages.flatMap((page) => page.charities.map((entry) => entry.id));
      expect(new Set(ids).size, 'no fundraiser repeated between pages').toBe(ids.length);
      expectSameAsListed(copy, await listedNow());
    });
    const entry = [...copy.values()][0]!;
    expect(entry.status).toBe('active');
    expect(typeof entry.description).toBe('string');
    expect(entry.updates).toEqual([]);
  });

  it('after a full sync, a change, an update, an ending, a deletion and a new fundraiser show in the next delta, and nothing else', async () => {
    const copy = new Map<number, CatalogEntry>();
    let cursor = '';
    await eventually(async () => {
      copy.clear();
      cursor = (await syncInto(copy)).cursor;
      expectSameAsListed(copy, await listedNow());
    });
    const [changed, ended, updated, deleted] = [...copy.values()];

    expect((await changesPage(cursor)).charities, 'nothing changed, nothing comes').toEqual([]);
    await edit(changed!, { title: `Nowy tytuł ${changed!.id}` });
    await edit(ended!, { status: 'completed' });
    const posted = await callRoute(portal.server.url, API_ROUTES.charityUpdateCreate, { id: updated!.id }, { token: portal.admin.token, body: { body: 'Dziękujemy! Wózek już zamówiony w Rzeszowie.' } });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expect((await callRoute(portal.server.url, API_ROUTES.charityDelete, { id: deleted!.id }, { token: portal.admin.token })).status).toBe(204);
    const created: Fundraiser = await createFundraiser(portal.server.url, portal.admin.token);

    let delta = await changesPage(cursor);
    await eventually(async () => {
      delta = await changesPage(cursor);
      expect(delta.more).toBe(false);
      expect(delta.charities.map((entry) => entry.id).sort((a, b) => a - b)).toEqual([changed!.id, updated!.id, created.id].sort((a, b) => a - b));
      expect(delta.ended.sort((a, b) => a - b)).toEqual([ended!.id, deleted!.id].sort((a, b) => a - b));
    });
    expect(delta.charities.find((entry) => entry.id === changed!.id)?.title).toBe(`Nowy tytuł ${changed!.id}`);
    expect(delta.charities.find((entry) => entry.id === updated!.id)?.updates.map((update) => update.body)).toEqual([expect.stringContaining('Rzeszowie')]);

    for (const entry of delta.charities) copy.set(entry.id, entry);
    for (const id of delta.ended) copy.delete(id);
    expectSameAsListed(copy, await listedNow());
    expect((await changesPage(delta.cursor)).charities, 'the delta is not given again').toEqual([]);
  });

  it('a donation and a paid, published expense bring the fundraiser again with its supporters seen and its settlement', async () => {
    const copy = new Map<number, CatalogEntry>();
    let cursor = '';
    await eventually(async () => {
      copy.clear();
      cursor = (await syncInto(copy)).cursor;
    });
    const fundraiser = [...copy.values()][0]!;
    const donation = { amount: '250', received_on: warsawDay(Date.now()), method: 'cash', note: 'Puszka', donor_name: 'Teodora Bezzasięgowa' };
    const donated = await callRoute(portal.server.url, API_ROUTES.manualDonation, { id: fundraiser.id }, { token: portal.admin.token, body: donation });
    expect(donated.status, JSON.stringify(donated.body)).toBe(201);
    let delta = await changesPage(cursor);
    await eventually(async () => {
      delta = await changesPage(cursor);
      expect(delta.charities.map((entry) => entry.id)).toEqual([fundraiser.id]);
    });
    const supported = delta.charities[0]!;
    expect(supported.supporters).toEqual({ total: fundraiser.supporters.total + 1, items: [expect.objectContaining({ donor: 'Teodora Bezzasięgowa', amount: 250 }), ...fundraiser.supporters.items] });
    expect(supported.ledger).toMatchObject({ collected: fundraiser.ledger.collected + 250, spent: 0, expenses: [] });

    // The expense's steps after the payment change only the expense: its publication must still bring the fundraiser.
    const form = new FormData();
    const fields = { payee: 'Sklep Medyczny Sp. z o.o.', nip: '526-025-02-74', account: '', amount: '100', description: 'Fotelik rehabilitacyjny' };
    for (const [name, value] of Object.entries(fields)) form.append(name, JSON.stringify(value));
    form.append(EXPENSE_INVOICE_FIELD, new Blob([new Uint8Array(Buffer.from('%PDF-1.7\n% Faktura\n%%EOF\n', 'latin1'))], { type: 'application/pdf' }), 'faktura.pdf');
    const created = await sendForm(portal.server, 'POST', `/api/${apiPath(API_ROUTES.adminCharityExpenseCreate, { id: fundraiser.id })}`, form, portal.admin.token);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const expense = created.body.id as number;
    for (const route of [API_ROUTES.adminExpenseApprove, API_ROUTES.adminExpensePaid]) {
      expect((await callRoute(portal.server.url, route, { id: expense }, { token: portal.admin.token, body: {} })).status).toBe(200);
    }
    cursor = delta.cursor;
    await eventually(async () => {
      delta = await changesPage(cursor);
      expect(delta.charities.map((entry) => entry.id)).toEqual([fundraiser.id]);
    });
    expect(delta.charities[0]!.ledger).toMatchObject({ spent: 100, expenses: [] });
    cursor = delta.cursor;
    expect((await callRoute(portal.server.url, API_ROUTES.adminExpenseWithoutDocument, { id: expense }, { token: portal.admin.token, body: {} })).status).toBe(200);
    await eventually(async () => {
      delta = await changesPage(cursor);
      expect(delta.charities.map((entry) => entry.id)).toEqual([fundraiser.id]);
    });
    expect(delta.charities[0]!.ledger.expenses).toEqual([expect.objectContaining({ description: 'Fotelik rehabilitacyjny', amount: 100, document_url: null })]);
  });

  it('when writes land between the pages of a sync, then no change is lost and the copy ends as the list is', async () => {
    const copy = new Map<number, CatalogEntry>();
    const before = [...(await listedNow()).values()];
    const first = before.at(-1)!; // among the first changes of the feed
    const last = before[0]!; // the newest, among the last
    const { cursor } = await syncInto(copy, undefined, async () => {
      await edit(first, { title: `Zmieniony w trakcie ${first.id}` });
      await edit(last, { status: 'completed' });
      await createFundraiser(portal.server.url, portal.admin.token);
    });
    await eventually(async () => {
      await syncInto(copy, cursor);
      expectSameAsListed(copy, await listedNow());
    });
    expect(copy.get(first.id)?.title).toBe(`Zmieniony w trakcie ${first.id}`);
    expect(copy.has(last.id)).toBe(false);
  });

  it('a cursor that is not one is refused with 400', async () => {
    const response = await callRoute(portal.server.url, withQuery(API_ROUTES.catalogChanges, { since: 'wczoraj' }));
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION');
  });
});
