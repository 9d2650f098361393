import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { callRoute } from '../support/api-client.js';
import { createActiveUser } from '../support/accounts.js';
import { expectError } from '../support/catalog.js';
import { useApiServer } from '../support/api-server.js';

const portal = useApiServer();


const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const TABLET = 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Signs in as a browser would, with its User-Agent. */
async function signIn(user: { email: string; password: string }, userAgent: string): Promise<string> {
  const response = await callRoute(portal.server.url, API_ROUTES.userLogin, {}, { body: { login: user.email, password: user.password }, headers: { 'user-agent': userAgent } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.access_token as string;
}

/** A person signed in on a phone, a laptop and a tablet. */
async function personOnThreeDevices() {
  const user = await createActiveUser(portal.server);
  return { ...user, phone: await signIn(user, PHONE), laptop: await signIn(user, LAPTOP), tablet: await signIn(user, TABLET) };
}

const sessions = (token: string) => callRoute(portal.server.url, API_ROUTES.ownSessions, {}, { token });
const isSignedIn = async (token: string) => (await callRoute(portal.server.url, API_ROUTES.userInfo, {}, { token })).status === 200;
const idOf = async (token: string, device: string) => ((await sessions(token)).body as { id: number; device: string }[]).find((s) => s.device === device)!.id;

describe('GET /api/user/sessions', () => {
  it('lists every device of the account in Polish words, with its address and times, and marks the one asking', async () => {
    const user = await personOnThreeDevices();
    const stranger = await createActiveUser(portal.server);
    await signIn(stranger, LAPTOP);

    const response = await sessions(user.laptop);

    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const listed = response.body as Record<string, unknown>[];
    expect(listed.map((s) => s.device).sort()).toEqual(['Chrome na Androidzie', 'Firefox na Windowsie', 'Safari na iPadzie']);
    expect(listed.filter((s) => s.current).map((s) => s.device)).toEqual(['Firefox na Windowsie']);
    for (const session of listed) {
      expect(session.ip).toMatch(/127\.0\.0\.1|::1/);
      expect(session).not.toHaveProperty('token_hash');
      expect(Date.parse(session.created_at as string)).toBe(portal.server.clock.now());
    }
  });

  it('writes "last seen" when the session is used, at most once a minute', async () => {
    const user = await personOnThreeDevices();
    const lastSeen = async () => ((await sessions(user.phone)).body as { current: boolean; last_seen_at: string }[]).find((s) => s.current)!.last_seen_at;
    const signedInAt = await lastSeen();

    portal.server.clock.advance(30_000);
    expect(await lastSeen()).toBe(signedInAt);

    portal.server.clock.advance(31_000);
    await isSignedIn(user.phone);
    expect(await lastSeen()).toBe(new Date(portal.server.clock.now()).toISOString());
  });
});

describe('DELETE /api/user/sessions/:id', () => {
  it('signs one other device out; the rest stay signed in', async () => {
    const user = await personOnThreeDevices();

    const response = await callRoute(portal.server.url, API_ROUTES.ownSessionEnd, { id: await idOf(user.phone, 'Firefox na Windowsie') }, { token: user.phone });

    expect(response.status, JSON.stringify(response.body)).toBe(204);
    expect(await isSignedIn(user.laptop)).toBe(false);
    expect(await isSignedIn(user.phone)).toBe(true);
    expect(await isSignedIn(user.tablet)).toBe(true);
    expect(((await sessions(user.phone)).body as unknown[]).length).toBe(2);
  });

  it("answers 404 for another person's session and for the device asking, and nothing ends", async () => {
    const user = await personOnThreeDevices();
    const stranger = await personOnThreeDevices();

    const theirs = await callRoute(portal.server.url, API_ROUTES.ownSessionEnd, { id: await idOf(stranger.phone, 'Chrome na Androidzie') }, { token: user.phone });
    const own = await callRoute(portal.server.url, API_ROUTES.ownSessionEnd, { id: await idOf(user.phone, 'Chrome na Androidzie') }, { token: user.phone });

    expectError(theirs, 404, 'NOT_FOUND');
    expectError(own, 404, 'NOT_FOUND');
    for (const token of [user.phone, user.laptop, user.tablet, stranger.phone, stranger.laptop, stranger.tablet]) expect(await isSignedIn(token)).toBe(true);
  });
});

describe('DELETE /api/user/other-sessions', () => {
  it('signs every other device out and keeps this one', async () => {
    const user = await personOnThreeDevices();
    const stranger = await personOnThreeDevices();

    const response = await callRoute(portal.server.url, API_ROUTES.ownOtherSessionsEnd, {}, { token: user.tablet });

    expect(response.status).toBe(204);
    expect([await isSignedIn(user.phone), await isSignedIn(user.laptop), await isSignedIn(user.tablet)]).toEqual([false, false, true]);
    expect(await isSignedIn(stranger.phone)).toBe(true);
    expect(((await sessions(user.tablet)).body as { device: string }[]).map((s) => s.device)).toEqual(['Safari na iPadzie']);
  });
});

describe('POST /api/user/change-password', () => {
  it('ends every other session: the list shows only the device that changed it', async () => {
    const user = await personOnThreeDevices();
    const body = { current_password: user.password, password: 'zupelnie-nowe-haslo', password_confirmation: 'zupelnie-nowe-haslo' };

    expect((await callRoute(portal.server.url, API_ROUTES.ownPassword, {}, { token: user.laptop, body })).status).toBe(200);

    expect(((await sessions(user.laptop)).body as { device: string; current: boolean }[]).map((s) => [s.device, s.current])).toEqual([['Firefox na Windowsie', true]]);
    expect([await isSignedIn(user.phone), await isSignedIn(user.tablet)]).toEqual([false, false]);
  });
});

describe('the sessions of an account in the admin panel', () => {
  it("lists the account's devices, none of them the admin's own", async () => {
    const user = await personOnThreeDevices();

    const response = await callRoute(portal.server.url, API_ROUTES.adminUserSessions, { id: user.id }, { token: portal.admin.token });

    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect((response.body as { device: string }[]).map((s) => s.device).sort()).toEqual(['Chrome na Androidzie', 'Firefox na Windowsie', 'Safari na iPadzie']);
    expect((response.body as { current: boolean }[]).some((s) => s.current)).toBe(false);
  });

  it('ends every session of the account, which stays active, and the audit log says who did it and how many', async () => {
    const user = await personOnThreeDevices();
    const stranger = await personOnThreeDevices();

    const response = await callRoute(portal.server.url, API_ROUTES.adminUserSessionsEnd, { id: user.id }, { token: portal.admin.token });

    expect(response.status, JSON.stringify(response.body)).toBe(204);
    for (const token of [user.phone, user.laptop, user.tablet]) expect(await isSignedIn(token)).toBe(false);
    expect(await isSignedIn(stranger.phone)).toBe(true);
    expect(await isSignedIn(await signIn(user, PHONE))).toBe(true);
    const logged = await portal.server.db('audit_log').where({ action: 'user.end_sessions', entity_id: user.id });
    expect(logged).toEqual([expect.objectContaining({ actor_id: portal.admin.id, entity_type: 'user', note: 'Zakończone sesje: 3' })]);
  });

  it('answers 404 for an account that does not exist, and logs nothing', async () => {
    const missing = 987654;

    expectError(await callRoute(portal.server.url, API_ROUTES.adminUserSessions, { id: missing }, { token: portal.admin.token }), 404, 'NOT_FOUND');
    expectError(await callRoute(portal.server.url, API_ROUTES.adminUserSessionsEnd, { id: missing }, { token: portal.admin.token }), 404, 'NOT_FOUND');
    expect(await portal.server.db('audit_log').where({ action: 'user.end_sessions', entity_id: missing })).toEqual([]);
  });
});
