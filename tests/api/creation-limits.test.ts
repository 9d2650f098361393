import { beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@zlota/shared/messages';
import type { ApiResponse } from '../support/api-client.js';
import {
  declared,
  charityContent,
  countRows,
  createAdminCharity,
  createUserCharity,
  expectError,
  form,
  needyContent,
  png,
  sendForm,
  updateCharity,
  userActor,
  type Actor,
} from '../support/catalog.js';
import { useApiServer } from '../support/api-server.js';

const LIMIT = 3;
const portal = useApiServer({ RATE_LIMIT_NEW_CHARITIES: String(LIMIT), RATE_LIMIT_IMAGE_UPLOADS: String(LIMIT) });
let picture: Buffer;
beforeAll(async () => {
  picture = await png(320, 240);
});

const createWithImage = (actor: Actor) =>
  sendForm(portal.server, 'POST', '/api/user/create-charity', form({ charity: { ...charityContent(), needy: needyContent(), declarations: declared() } }, [{ data: picture, filename: 'a.png' }]), actor.token);
const changeImage = (actor: Actor, id: number) => sendForm(portal.server, 'PUT', `/api/charity/${id}`, form({}, [{ data: picture, filename: 'a.png' }]), actor.token);
const createJson = (actor: Actor) =>
  sendForm(portal.server, 'POST', '/api/user/create-charity', form({ charity: { ...charityContent(), needy: needyContent(), declarations: declared() } }), actor.token);

/** Refused with 429, the one error body in Polish, and a Retry-After within the window. */
function expectLimited(response: ApiResponse) {
  expectError(response, 429, 'RATE_LIMITED', API_MESSAGES.rateLimited);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(portal.server.config.rateLimits.windowMs / 1000);
}

describe('how many fundraisers a user creates', () => {
  it('when a user creates one fundraiser over the limit, then 429 with Retry-After, nothing is written, and another user is unaffected', async () => {
    const [user, other] = [await userActor(portal.server), await userActor(portal.server)];
    for (let i = 0; i < LIMIT; i++) await createUserCharity(portal.server, user);
    const before = await countRows(portal.server, 'charities');
    expectLimited(await createJson(user));
    expect(await countRows(portal.server, 'charities')).toBe(before);

    expect((await createJson(other)).status).toBe(201);
  });

  it('when an admin creates fundraisers for the foundation, then no limit stands in the way', async () => {
    for (let i = 0; i < LIMIT * 2; i++) await createAdminCharity(portal.server, portal.admin);
  });
});

describe('how many pictures a user sends', () => {
  it('when a user sends one picture over the limit, then 429 with Retry-After; changes without a picture and other users still pass', async () => {
    const [user, other] = [await userActor(portal.server), await userActor(portal.server)];
    const first = await createWithImage(user);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    for (let i = 1; i < LIMIT; i++) expect((await changeImage(user, first.body.id)).status).toBe(200);

    expectLimited(await changeImage(user, first.body.id));
    expectLimited(await createWithImage(user));
    expect((await updateCharity(portal.server, user, first.body.id, { title: 'Nowy tytuł zbiórki' })).status).toBe(200);

    expect((await createWithImage(other)).status).toBe(201);
  });

  it('when an admin changes pictures often, then no limit stands in the way', async () => {
    const charity = await createAdminCharity(portal.server, portal.admin);
    for (let i = 0; i < LIMIT * 2; i++) expect((await changeImage(portal.admin, charity.id)).status).toBe(200);
  });
});

// Last: moving the clock past the window would make later Retry-After values look longer than the window.
describe('after the window', () => {
  it('when the window has passed, then the user may create again', async () => {
    const user = await userActor(portal.server);
    for (let i = 0; i < LIMIT; i++) await createUserCharity(portal.server, user);
    expectLimited(await createJson(user));
    portal.server.clock.advance(portal.server.config.rateLimits.windowMs + 1000);
    expect((await createJson(user)).status).toBe(201);
  });
});
