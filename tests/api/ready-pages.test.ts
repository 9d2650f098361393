// Issue 38 item 3: the first visit is a ready answer. Server-drawn pages are kept as ready bytes like the JSON answers
// (compressed once, tagged once with a strong ETag, sent before Express: no request log line), forgotten by the same
// writes as the answers they draw (a paid donation: the fundraiser's page at once, the home page drawn again in the
// background), the same for every visitor with the same cookie consent, signed in or not, and never kept for a query.
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { createApp } from '@zlota/server/app';
import { createLogger } from '@zlota/server/libraries/logger';
import { callRoute } from '../support/api-client.js';
import { createAdminCharity } from '../support/catalog.js';
import { useApiServer } from '../support/api-server.js';
import { sandboxDecision, startDonation } from '../support/payments.js';
import { getRaw as getRawFrom } from '../support/raw-get.js';
import { webShell } from '../support/web-shell.js';

/** Draws every collected amount it is given (`key=amount`) and how many times this URL was drawn for this consent. */
const RENDERER = `
const drawn = new Map();
export async function render(input) {
  const key = input.cookie + ' ' + input.url;
  drawn.set(key, (drawn.get(key) ?? 0) + 1);
  const amounts = Object.entries(input.answers)
    .filter(([, value]) => value && typeof value === 'object' && 'collected_amount' in value)
    .map(([path, value]) => path + '=' + value.collected_amount)
    .join(' ');
  return { html: '<p data-call="' + drawn.get(key) + '">' + amounts + '</p>' + '<b>'.repeat(200), bodyClass: input.cookie ? 'with-consent' : 'without-consent' };
}
`;

const portal = useApiServer({ CATALOG_CACHE_SECONDS: '60', WEB_DIST: webShell(RENDERER) });
const logged: Array<{ req?: { id: string }; msg: string }> = [];
let own: { url: string; close: () => Promise<void> };
let paid: { id: number; url: string };
let other: { id: number; url: string };

beforeAll(async () => {
  // The same portal's app with a logger the test reads: what reaches Express is logged, ready bytes are not.
  const logger = createLogger('info', { write: (line: string) => logged.push(JSON.parse(line)) });
  const listening = createApp({ ...portal.server.deps, logger }).listen(0, '127.0.0.1');
  await new Promise((resolve) => listening.once('listening', resolve));
  own = {
    url: `http://127.0.0.1:${(listening.address() as AddressInfo).port}`,
    close: async () => {
      listening.closeAllConnections();
      await new Promise((resolve) => listening.close(resolve));
    },
  };
  paid = await createAdminCharity(portal.server, portal.admin, { title: 'Wózek dla Oli' }, { city: 'Sopot' });
  other = await createAdminCharity(portal.server, portal.admin, { title: 'Rower dla Jana' }, { city: 'Gdynia' });
});
afterAll(() => own.close());

/** A page as a browser asks for it, with the bytes as they travelled. */
const getRaw = (base: string, path: string, headers: Record<string, string> = {}) =>
  getRawFrom(`${base}${path}`, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', ...headers });

const linesOf = (id: string) => logged.filter((line) => line.req?.id === id);
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
const STRONG_ETAG = /^"[0-9a-f]{32}(-br|-gzip)?"$/;

describe('a drawn page as ready bytes', () => {
  it('when a page is asked again, then it goes out before Express (no log line), tagged and compressed once, with the document headers', async () => {
    const first = await getRaw(own.url, '/kontakt', { 'x-request-id': 'pierwsza-1' });
    const again = await getRaw(own.url, '/kontakt', { 'x-request-id': 'gotowa-1' });
    const br = await getRaw(own.url, '/kontakt', { 'accept-encoding': 'gzip, deflate, br', 'x-request-id': 'gotowa-2' });
    await settle();
    expect([first.status, again.status, br.status]).toEqual([200, 200, 200]);
    expect(linesOf('pierwsza-1').map((line) => line.msg)).toEqual(['request completed']);
    expect(linesOf('gotowa-1')).toEqual([]);
    expect(linesOf('gotowa-2')).toEqual([]);
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers.etag).toMatch(STRONG_ETAG);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(first.body)).toBe(true);
    for (const page of [again, br]) {
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers.vary).toContain('Accept-Encoding');
      expect(page.headers['set-cookie']).toBeUndefined();
      // The policy has no per-request part (the one inline script is allowed by its hash), so ready bytes keep it whole.
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
      expect(page.headers['content-security-policy']).not.toContain('nonce-');
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    expect(again.headers['x-request-id']).toBe('gotowa-1');
    const held = await getRaw(own.url, '/kontakt', { 'if-none-match': String(again.headers.etag) });
    expect([held.status, held.body.length]).toEqual([304, 0]);
  });

  it('when a visitor is signed in, then the page is the one every visitor with the same consent gets: nothing of the session is drawn or kept', async () => {
    const path = `/zbiorka/${other.url}`;
    const signedIn = { authorization: `Bearer ${portal.admin.token}`, cookie: 'zr-device=abc; pp-cookies=1' };
    const first = await getRaw(own.url, path, signedIn);
    const anonymous = await getRaw(own.url, path, { cookie: 'pp-cookies=1' });
    expect(first.status).toBe(200);
    expect(anonymous.body.equals(first.body)).toBe(true);
    expect(String(first.body)).not.toContain(portal.admin.token);
    expect(first.headers['set-cookie']).toBeUndefined();
    // Without consent it is another page (the cookie banner), kept apart.
    const withoutConsent = await getRaw(own.url, path);
    expect(withoutConsent.headers.etag).not.toBe(first.headers.etag);
  });

  it('when the client does not accept HTML, then no kept page is sent to it', async () => {
    await getRaw(own.url, '/kontakt');
    const json = await getRaw(own.url, '/kontakt', { accept: 'application/json' });
    expect(json.status).toBe(404);
  });

  it('when a page is asked with a query string, then it is drawn for that request and not kept', async () => {
    await getRaw(own.url, '/fundacja?utm=1', { 'x-request-id': 'zapytanie-1' });
    await getRaw(own.url, '/fundacja?utm=1', { 'x-request-id': 'zapytanie-2' });
    await settle();
    expect(linesOf('zapytanie-2').map((line) => line.msg)).toEqual(['request completed']);
  });
});

describe('a paid donation and the kept pages', () => {
  const amountsOn = async (path: string) => {
    const page = await getRaw(portal.server.url, path);
    expect(page.status).toBe(200);
    const drawn = /<p data-call="(\d+)">([^<]*)<\/p>/.exec(String(page.body));
    return { calls: Number(drawn?.[1]), amounts: Object.fromEntries((drawn?.[2] ?? '').split(' ').filter(Boolean).map((pair) => pair.split('='))) };
  };

  it("shows the new amount on the fundraiser's page at once and on the home page as soon as it is drawn again; the other fundraiser's page stays kept", async () => {
    const statsBefore = (await callRoute(portal.server.url, API_ROUTES.statistics)).body.collected_amount as number;
    const home = await amountsOn('/');
    const fundraiser = await amountsOn(`/zbiorka/${paid.url}`);
    const unpaid = await amountsOn(`/zbiorka/${other.url}`);
    expect(fundraiser.amounts[`charity/${paid.url}`]).toBe('0');
    expect(home.amounts.stats).toBe(String(statsBefore));

    const guid = await startDonation(portal.server.url, paid.id, { amount: '40', donor_name: 'Ewa' });
    expect((await sandboxDecision(portal.server.url, guid, 'paid')).status).toBe(303);

    expect((await amountsOn(`/zbiorka/${paid.url}`)).amounts[`charity/${paid.url}`]).toBe('40');
    let homeNow = await amountsOn('/');
    for (let i = 0; i < 50 && homeNow.amounts.stats !== String(statsBefore + 40); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      homeNow = await amountsOn('/');
    }
    expect(homeNow.amounts.stats).toBe(String(statsBefore + 40));
    expect(homeNow.calls).toBe(home.calls + 1);
    expect((await amountsOn(`/zbiorka/${other.url}`)).calls).toBe(unpaid.calls);
  });
});
