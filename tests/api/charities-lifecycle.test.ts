import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { DECLARATIONS_VERSION, ORGANISER_DECLARATIONS } from '@zlota/shared/declarations';
import { CHARITY_MESSAGES, PAYMENT_MESSAGES } from '@zlota/shared/messages';
import { CHARITY_STATUSES, CHARITY_STATUS_LABELS, CHARITY_TRANSITIONS } from '@zlota/shared/schemas/charity';
import { callRoute } from '../support/api-client.js';
import {
  declared,
  charityContent,
  charityRow,
  createUserCharity,
  expectError,
  form,
  needyContent,
  png,
  publicView,
  sendForm,
  setStatus,
  uniqueWord,
  updateCharity,
  userActor,
  type Actor,
} from '../support/catalog.js';
import { useApiServer } from '../support/api-server.js';

const portal = useApiServer();
let owner: Actor;
beforeAll(async () => {
  owner = await userActor(portal.server);
});

/** A user's draft whose title carries a word of its own, so search can tell it apart. */
async function draftWithWord(overrides: Record<string, unknown> = {}) {
  const word = uniqueWord();
  const charity = await createUserCharity(portal.server, owner, { title: `Rower dla Ani ${word}`, ...overrides });
  return { ...charity, word };
}

const countNow = async () => (await callRoute(portal.server.url, API_ROUTES.charityCount)).body.count as number;

describe('a fundraiser created by a user', () => {
  it('when it is sent as JSON, then it is a draft of the user with its needy, and no public read shows it', async () => {
    const before = await countNow();
    const charity = await draftWithWord();
    expect(charity).toMatchObject({ status: 'draft', published_at: null, owner_id: owner.id, needy: needyContent() });
    const row = await charityRow(portal.server, charity.id);
    expect(row).toMatchObject({ status: 'draft', owner_id: owner.id, published_at: null, needy_id: charity.needy.id });
    expect(await portal.server.db('needy').where({ id: charity.needy.id }).first()).toMatchObject(needyContent());

    const seen = await publicView(portal.server, charity, charity.word);
    expect(seen).toMatchObject({ page: 404, inList: false, inSearch: false, count: before });
    expect(seen.body).toEqual({ error: { code: 'NOT_FOUND', message: CHARITY_MESSAGES.notFound } });
  });

  it('when it is sent as multipart with submit: true and an image, then it is submitted, holds the image and is not public', async () => {
    const word = uniqueWord();
    const body = form({ charity: { ...charityContent({ title: `Wózek ${word}` }), needy: needyContent(), declarations: declared(), submit: true } }, [
      { data: await png(), filename: 'zdjecie.png' },
    ]);
    const response = await sendForm(portal.server, 'POST', '/api/user/create-charity', body, owner.token);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({ status: 'submitted', owner_id: owner.id, image: expect.stringMatching(/^[a-f0-9]{24}\.webp$/) });
    const row = await charityRow(portal.server, response.body.id);
    expect(row).toMatchObject({ status: 'submitted', image: response.body.image, published_at: null });
    expect(await portal.server.db('images').where({ name: row.image }).first()).toBeDefined();
    expect(await publicView(portal.server, response.body, word)).toMatchObject({ page: 404, inList: false, inSearch: false });
  });

  it('when an admin moves it to active, then the page, the list, the search and the count show it and published_at is set', async () => {
    const charity = await draftWithWord({ submit: true });
    const before = await countNow();
    portal.server.clock.advance(60_000);
    const answered = await setStatus(portal.server, portal.admin, charity.id, 'active');
    const now = portal.server.clock.now();
    expect(answered).toMatchObject({ status: 'active', published_at: new Date(now).toISOString() });
    expect(await charityRow(portal.server, charity.id)).toMatchObject({ status: 'active', published_at: now });

    const seen = await publicView(portal.server, charity, charity.word);
    expect(seen).toMatchObject({ page: 200, inList: true, inSearch: true, count: before + 1 });
    expect(seen.body).toMatchObject({ id: charity.id, url: charity.url, status: 'active' });
  });

  it.each(['completed', 'closed'])(
    'when an active fundraiser becomes %s, then its page and supporters stay, it leaves the list, search and count, and takes no donations',
    async (status) => {
      const charity = await draftWithWord();
      await setStatus(portal.server, portal.admin, charity.id, 'active');
      const whileActive = await countNow();
      await setStatus(portal.server, portal.admin, charity.id, status);
      expect((await charityRow(portal.server, charity.id)).status).toBe(status);
      const seen = await publicView(portal.server, charity, charity.word);
      expect(seen).toMatchObject({ page: 200, inList: false, inSearch: false, count: whileActive - 1 });
      expect(seen.body).toMatchObject({ id: charity.id, status, collected_amount: 0 });

      const supporters = await callRoute(portal.server.url, API_ROUTES.charityDonations, { id: charity.id });
      expect(supporters.status).toBe(200);

      const donation = await callRoute(portal.server.url, API_ROUTES.donate, {}, {
        body: { charity_id: charity.id, amount: 50, accept_terms: true, idempotency_key: randomUUID() },
      });
      expect(donation.status).toBe(409);
      expect(donation.body.error.message).toBe(PAYMENT_MESSAGES.charityClosed);
    },
  );

  it('when a draft is closed before it was ever published, then its page stays private', async () => {
    const charity = await draftWithWord();
    await setStatus(portal.server, portal.admin, charity.id, 'closed');
    expect(await publicView(portal.server, charity, charity.word)).toMatchObject({ page: 404, inList: false, inSearch: false });
    expect((await callRoute(portal.server.url, API_ROUTES.charityDonations, { id: charity.id })).status).toBe(404);
  });

  it('when a completed fundraiser is made active again, then published_at keeps the first publication', async () => {
    const charity = await draftWithWord();
    await setStatus(portal.server, portal.admin, charity.id, 'active');
    const first = (await charityRow(portal.server, charity.id)).published_at as number;
    await setStatus(portal.server, portal.admin, charity.id, 'completed');
    portal.server.clock.advance(3_600_000);
    await setStatus(portal.server, portal.admin, charity.id, 'active');
    expect((await charityRow(portal.server, charity.id)).published_at).toBe(first);
  });
});

describe("the organiser's declarations", () => {
  it('when one is missing or not accepted, then it answers 400 with the Polish message and nothing is stored', async () => {
    const before = await portal.server.db('charities').count({ count: '*' }).first();
    for (const declarations of [undefined, { ...declared(), health_data: false }, { adult: true, beneficiary_consent: true }, { ...declared(), adult: 'tak' }]) {
      const response = await callRoute(portal.server.url, API_ROUTES.userCreateCharity, {}, { token: owner.token, body: { ...charityContent(), needy: needyContent(), declarations } });
      expectError(response, 400, 'VALIDATION');
      expect(JSON.stringify(response.body)).toContain(CHARITY_MESSAGES.declaration);
    }
    expect(await portal.server.db('charities').count({ count: '*' }).first()).toEqual(before);
  });

  it('when all are accepted, then the words accepted, their version and the moment are kept with the fundraiser', async () => {
    portal.server.clock.advance(1000);
    const charity = await createUserCharity(portal.server, owner);
    const row = await portal.server.db('charity_declarations').where({ charity_id: charity.id }).first();
    expect(row).toMatchObject({ user_id: owner.id, version: DECLARATIONS_VERSION });
    expect(Number(row.accepted_at)).toBe(portal.server.clock.now());
    expect(JSON.parse(row.declarations)).toEqual(ORGANISER_DECLARATIONS);
  });
});

describe('status changes by an admin', () => {
  const pairs = CHARITY_STATUSES.flatMap((from) => CHARITY_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const));

  it.each(pairs)('when %s goes to %s, then it follows CHARITY_TRANSITIONS', async (from, to) => {
    const charity = await createUserCharity(portal.server, owner);
    await portal.server.db('charities').where({ id: charity.id }).update({ status: from });
    const response = await updateCharity(portal.server, portal.admin, charity.id, { status: to });
    if (CHARITY_TRANSITIONS[from].includes(to)) {
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect((await charityRow(portal.server, charity.id)).status).toBe(to);
    } else {
      const message = CHARITY_MESSAGES.statusChange.replace('{from}', CHARITY_STATUS_LABELS[from]).replace('{to}', CHARITY_STATUS_LABELS[to]);
      expectError(response, 409, 'CONFLICT', message);
      expect((await charityRow(portal.server, charity.id)).status).toBe(from);
    }
  });

  it('when a draft is sent straight to completed, then it answers 409 naming both statuses in Polish', async () => {
    const charity = await createUserCharity(portal.server, owner);
    const response = await updateCharity(portal.server, portal.admin, charity.id, { status: 'completed', title: 'Inny tytuł zbiórki' });
    expectError(response, 409, 'CONFLICT', 'Nie można zmienić statusu zbiórki z „Szkic” na „Zakończona”.');
    expect(await charityRow(portal.server, charity.id)).toMatchObject({ status: 'draft', title: charity.title });
  });

  it('when the status is not one of the statuses, then it answers 400 and nothing changes', async () => {
    const charity = await createUserCharity(portal.server, owner);
    expectError(await updateCharity(portal.server, portal.admin, charity.id, { status: 'published' }), 400, 'VALIDATION', CHARITY_MESSAGES.status);
    expect((await charityRow(portal.server, charity.id)).status).toBe('draft');
  });
});

describe('the owner', () => {
  it.each(CHARITY_STATUSES)('when the fundraiser is %s, then the preview and the collections show it to the owner', async (status) => {
    const charity = await createUserCharity(portal.server, owner);
    await portal.server.db('charities').where({ id: charity.id }).update({ status });
    for (const name of [charity.url, String(charity.id)]) {
      const preview = await callRoute(portal.server.url, API_ROUTES.charityPreview, { name }, { token: owner.token });
      expect(preview.status).toBe(200);
      expect(preview.body).toMatchObject({ id: charity.id, status });
    }
    const collections = await callRoute(portal.server.url, API_ROUTES.userCollections, {}, { token: owner.token });
    expect(collections.status).toBe(200);
    expect(collections.body).toContainEqual(expect.objectContaining({ id: charity.id, status }));
  });

  it('when the owner edits a draft with a title, the needy and submit: true, then it is submitted with the changes', async () => {
    const charity = await createUserCharity(portal.server, owner);
    const needy = { name: 'Łucja', surname: 'Żółć', city: 'Łódź' };
    const response = await updateCharity(portal.server, owner, charity.id, { title: 'Nowy tytuł zbiórki', needy, submit: true });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ status: 'submitted', title: 'Nowy tytuł zbiórki', needy });
    expect(await charityRow(portal.server, charity.id)).toMatchObject({ status: 'submitted', title: 'Nowy tytuł zbiórki', url: charity.url });
    expect(await portal.server.db('needy').where({ id: charity.needy.id }).first()).toMatchObject(needy);
  });

  it('when the owner changes an active fundraiser\'s title or beneficiary, then it answers 409 (only the description and picture may change) and nothing changes', async () => {
    const charity = await createUserCharity(portal.server, owner);
    await setStatus(portal.server, portal.admin, charity.id, 'active');
    const response = await updateCharity(portal.server, owner, charity.id, { title: 'Podmieniony tytuł', needy: needyContent({ city: 'Gdańsk' }) });
    expectError(response, 409, 'CONFLICT', CHARITY_MESSAGES.publishedEditOnly);
    expect(await charityRow(portal.server, charity.id)).toMatchObject({ title: charity.title, status: 'active' });
    expect((await portal.server.db('needy').where({ id: charity.needy.id }).first()).city).toBe(needyContent().city);
  });
});

describe('the URL of a fundraiser', () => {
  it('when two fundraisers have the title "Wózek dla Łucji", then their URLs are wozek-dla-lucji and wozek-dla-lucji-2', async () => {
    const first = await createUserCharity(portal.server, owner, { title: 'Wózek dla Łucji' });
    const second = await createUserCharity(portal.server, owner, { title: 'Wózek dla Łucji' });
    expect([first.url, second.url]).toEqual(['wozek-dla-lucji', 'wozek-dla-lucji-2']);
    expect((await charityRow(portal.server, second.id)).url).toBe('wozek-dla-lucji-2');
  });

  // A title must hold a letter (text-fields.test.ts); one that is Latin-less but for digits still slugs to digits only.
  it('when the title slugs to digits only, then the URL is not, and both the URL and the id find the fundraiser', async () => {
    const charity = await createUserCharity(portal.server, owner, { title: '2024 年' });
    expect(charity.url).not.toMatch(/^\d+$/);
    expect(charity.url).toContain('2024');
    await setStatus(portal.server, portal.admin, charity.id, 'active');
    for (const name of [charity.url, String(charity.id)]) {
      const response = await callRoute(portal.server.url, API_ROUTES.charity, { name });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: charity.id, url: charity.url, title: '2024 年' });
    }
  });

  // The fixed paths `charity/count`, `charity/promoted` and `charity/cities` are matched before `charity/{name}`.
  it.each(['Count', 'Promoted', 'Cities'])('when the title slugs to a fixed path\'s word (%s), then the URL is not, and the URL finds the fundraiser', async (title) => {
    const charity = await createUserCharity(portal.server, owner, { title });
    expect(charity.url).toBe(`zbiorka-${title.toLowerCase()}`);
    await setStatus(portal.server, portal.admin, charity.id, 'active');
    expect((await callRoute(portal.server.url, API_ROUTES.charity, { name: charity.url })).body).toMatchObject({ id: charity.id, title });
  });

  // Issue 34 item 1: what a donor writes in a plain transfer's title, so the statement import finds the fundraiser.
  it('when its page is read by address or by number, then it carries its transfer code, ZR and its id', async () => {
    const charity = await createUserCharity(portal.server, owner);
    await setStatus(portal.server, portal.admin, charity.id, 'active');
    for (const name of [charity.url, String(charity.id)]) {
      const response = await callRoute(portal.server.url, API_ROUTES.charity, { name });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: charity.id, transfer_code: `ZR${charity.id}` });
    }
  });

  it('when the numeric id of a draft is asked for publicly, then it answers 404 as for its URL', async () => {
    const charity = await createUserCharity(portal.server, owner);
    expectError(await callRoute(portal.server.url, API_ROUTES.charity, { name: charity.id }), 404, 'NOT_FOUND', CHARITY_MESSAGES.notFound);
  });
});

describe('a needy person of a fundraiser', () => {
  it('when an admin deletes a needy still used, then it answers 409 needyInUse; once the fundraiser is gone, it is deleted', async () => {
    const charity = await createUserCharity(portal.server, owner);
    const refused = await callRoute(portal.server.url, API_ROUTES.needyDelete, { id: charity.needy.id }, { token: portal.admin.token });
    expectError(refused, 409, 'CONFLICT', CHARITY_MESSAGES.needyInUse);
    expect(await portal.server.db('needy').where({ id: charity.needy.id }).first()).toBeDefined();
    expect((await charityRow(portal.server, charity.id)).needy_id).toBe(charity.needy.id);

    expect((await callRoute(portal.server.url, API_ROUTES.charityDelete, { id: charity.id }, { token: portal.admin.token })).status).toBe(204);
    expect((await callRoute(portal.server.url, API_ROUTES.needyDelete, { id: charity.needy.id }, { token: portal.admin.token })).status).toBe(204);
    expect(await portal.server.db('needy').where({ id: charity.needy.id }).first()).toBeUndefined();
  });
});
