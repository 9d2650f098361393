import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { FOUNDATION_MESSAGES as M } from '@zlota/shared/messages';
import { NO_DOCUMENTS } from '@zlota/shared/schemas/foundation';
import { foundationFromFile, seedExampleFoundation } from '@zlota/server/components/foundation/foundation-use-case';
import { DEMO_FOUNDATION } from '@zlota/server/seeds/demo-foundation';
import { seedDemo } from '@zlota/server/seeds/seed-demo';
import { DEMO_DOCUMENT_MARK } from '@zlota/server/seeds/demo-documents';
import { callRoute } from '../support/api-client.js';
import { createAdminAccount, login } from '../support/accounts.js';
import { adminActor, expectError, userActor, type Actor } from '../support/catalog.js';
import { setFoundation, TEST_FOUNDATION } from '../support/foundation.js';
import { pdfText } from '../support/pdf-text.js';
import { startTestServer } from '../support/test-server.js';
import { useApiServer } from '../support/api-server.js';
import { webShell } from '../support/web-shell.js';

// Issue 30: the foundation's own record, one for every page, e-mail and PDF: read by anyone, written by an admin
// alone and audited, each number checked as Polish law defines it. Real HTTP, real database.

const portal = useApiServer();
let user: Actor;
let finance: string;
beforeAll(async () => {
  user = await userActor(portal.server);
  const account = await createAdminAccount(portal.server, 'finance');
  finance = await login(portal.server, account.email, account.password);
});

const read = async () => {
  const response = await callRoute(portal.server.url, API_ROUTES.foundation);
  expect(response.status).toBe(200);
  return response.body;
};
const put = (body: unknown, token?: string) => callRoute(portal.server.url, API_ROUTES.adminFoundation, {}, { token, body });
const audits = () => portal.server.db('audit_log').where({ action: 'foundation.update' }).orderBy('id');
const workQueue = async () => (await callRoute(portal.server.url, API_ROUTES.adminWorkQueue, {}, { token: portal.admin.token })).body.foundation;

describe('a fresh installation', () => {
  it('when nobody has entered the record, then the API says there is none and the work queue asks for it first', async () => {
    expect(await read()).toEqual({ foundation: null, example: false, documents: NO_DOCUMENTS });
    expect(await workQueue()).toBe('missing');
  });
});

describe('PUT /api/admin/foundation', () => {
  it('when anyone but an admin writes, then 401 or 403 and nothing is stored', async () => {
    expect((await put(TEST_FOUNDATION)).status).toBe(401);
    expectError(await put(TEST_FOUNDATION, user.token), 403, 'FORBIDDEN');
    expect((await put(TEST_FOUNDATION, finance)).status).toBe(403);
    expect(await read()).toEqual({ foundation: null, example: false, documents: NO_DOCUMENTS });
    expect(await audits()).toHaveLength(0);
  });

  it.each([
    ['krs', { krs: '12345' }, M.krs],
    ['nip', { nip: '5260250275' }, M.nip],
    ['regon', { regon: '017511576' }, M.regon],
    ['address.postal_code', { address: { ...TEST_FOUNDATION.address, postal_code: '30001' } }, M.postalCode],
    ['bank_accounts.0.iban', { bank_accounts: [{ iban: 'PL27114020040000300201355388', bank: 'mBank' }] }, M.iban],
    ['email', { email: 'biuro' }, M.email],
  ])('when %s is wrong, then 400 with a Polish message naming the field, and nothing is stored', async (field, change, message) => {
    const response = await put({ ...TEST_FOUNDATION, ...change }, portal.admin.token);
    expectError(response, 400, 'VALIDATION', message);
    expect(response.body.error.fields).toEqual({ [field]: message });
    expect(await read()).toEqual({ foundation: null, example: false, documents: NO_DOCUMENTS });
  });

  it('when an admin saves the record, then everyone reads it, normalised, the audit log keeps before and after, and the work queue is done', async () => {
    const stored = await setFoundation(portal.server.url, portal.admin.token, { nip: '526-025-02-74', bank_accounts: [{ iban: 'pl27 1140 2004 0000 3002 0135 5387', bank: 'mBank' }] });
    expect(stored).toEqual(TEST_FOUNDATION);
    expect(await read()).toEqual({ foundation: TEST_FOUNDATION, example: false, documents: NO_DOCUMENTS });
    const [entry] = await audits();
    expect(entry).toMatchObject({ actor_id: portal.admin.id, entity_type: 'foundation', before: null });
    expect(JSON.parse(entry.after as string)).toEqual(TEST_FOUNDATION);
    expect(await workQueue()).toBe('complete');

    await setFoundation(portal.server.url, portal.admin.token, { krs: '0000777777' });
    expect((await read()).foundation.krs).toBe('0000777777');
    const entries = await audits();
    expect(entries).toHaveLength(2);
    expect(JSON.parse(entries[1].before as string).krs).toBe('0000654321');
  });
});

describe('the demo and FOUNDATION_FILE', () => {
  it('when the demo is seeded into an empty database, then its values are an example, and an admin replaces them with the real record', async () => {
    const demo = await startTestServer();
    try {
      await seedDemo(demo.deps, { fundraisers: 0 });
      const view = (await callRoute(demo.url, API_ROUTES.foundation)).body;
      expect(view).toMatchObject({ example: true, foundation: { krs: '0000123456' } });
      const demoAdmin = await adminActor(demo);
      expect((await callRoute(demo.url, API_ROUTES.adminWorkQueue, {}, { token: demoAdmin.token })).body.foundation).toBe('example');
      await setFoundation(demo.url, demoAdmin.token);
      expect((await callRoute(demo.url, API_ROUTES.foundation)).body).toEqual({ foundation: TEST_FOUNDATION, example: false, documents: NO_DOCUMENTS });
    } finally {
      await demo.close();
    }
  }, 120_000); // the demo's pictures are drawn too

  it('when FOUNDATION_FILE holds a valid record, then the first start stores it, and a later file never overwrites the record', async () => {
    const fresh = await startTestServer();
    try {
      const dir = mkdtempSync(path.join(tmpdir(), 'zlota-foundation-'));
      const file = path.join(dir, 'foundation.json');
      writeFileSync(file, JSON.stringify(TEST_FOUNDATION));
      await foundationFromFile(fresh.deps, file);
      expect((await callRoute(fresh.url, API_ROUTES.foundation)).body).toEqual({ foundation: TEST_FOUNDATION, example: false, documents: NO_DOCUMENTS });
      writeFileSync(file, JSON.stringify({ ...TEST_FOUNDATION, krs: '0000999999' }));
      await foundationFromFile(fresh.deps, file);
      expect((await callRoute(fresh.url, API_ROUTES.foundation)).body.foundation.krs).toBe(TEST_FOUNDATION.krs);
    } finally {
      await fresh.close();
    }
  });

  it('when FOUNDATION_FILE holds a wrong NIP, then the start stops, naming the field in Polish, and nothing is stored', async () => {
    const fresh = await startTestServer();
    try {
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'zlota-foundation-')), 'foundation.json');
      writeFileSync(file, JSON.stringify({ ...TEST_FOUNDATION, nip: '5260250275' }));
      await expect(foundationFromFile(fresh.deps, file)).rejects.toThrow(`nip: ${M.nip}`);
      expect((await callRoute(fresh.url, API_ROUTES.foundation)).body).toEqual({ foundation: null, example: false, documents: NO_DOCUMENTS });
    } finally {
      await fresh.close();
    }
  });
});

describe('the pages\' head and the app manifest', () => {
  it('when the record changes, then the site name, the default description and the manifest\'s names follow it without a restart', async () => {
    const web = webShell();
    writeFileSync(path.join(web, 'manifest.webmanifest'), JSON.stringify({ name: 'Złota rybka — zbiórki charytatywne', short_name: 'Złota rybka', start_url: '/' }));
    const portal = await startTestServer({ WEB_DIST: web });
    try {
      const html = async (url: string) => (await fetch(`${portal.url}${url}`, { headers: { accept: 'text/html' } })).text();
      const manifest = async () => (await fetch(`${portal.url}/manifest.webmanifest`)).json();
      expect(await html('/regulamin')).toContain('<meta property="og:site_name" content="Złota rybka" />');
      expect(await manifest()).toMatchObject({ name: 'Złota rybka — zbiórki charytatywne', short_name: 'Złota rybka', start_url: '/' });

      const portalAdmin = await adminActor(portal);
      await setFoundation(portal.url, portalAdmin.token);
      const page = await html('/regulamin');
      expect(page).toContain(`<meta property="og:site_name" content="${TEST_FOUNDATION.name}" />`);
      expect(page).toContain(`<meta name="description" content="${TEST_FOUNDATION.name} - zbiórki charytatywne" />`);
      expect(page).toContain(`<title>Regulamin serwisu | ${TEST_FOUNDATION.name}</title>`);
      expect(await manifest()).toMatchObject({ name: `${TEST_FOUNDATION.name} — zbiórki charytatywne`, short_name: TEST_FOUNDATION.short_name, start_url: '/' });
    } finally {
      await portal.close();
    }
  });
});

describe('the statute and the security policy', () => {
  it('when the demo\'s record is not in use, then they say in Polish they are not available yet; while it is, the server draws the demo\'s samples, marked as such', async () => {
    const portal = await startTestServer({ WEB_DIST: webShell() });
    try {
      const get = (url: string) => fetch(`${portal.url}${url}`);
      for (const url of ['/statut.pdf', '/PolitykaBezpieczenstwa.pdf']) {
        const missing = await get(url);
        expect(missing.status).toBe(404);
        expect(await missing.text()).toContain(M.documentMissing);
      }
      await seedExampleFoundation(portal.deps, DEMO_FOUNDATION);
      for (const [url, title] of [['/statut.pdf', 'Statut Fundacji Złota rybka'], ['/PolitykaBezpieczenstwa.pdf', 'Polityka bezpieczeństwa']] as const) {
        const demo = await get(url);
        expect(demo.status, url).toBe(200);
        expect(demo.headers.get('content-type')).toBe('application/pdf');
        const text = await pdfText(new Uint8Array(await demo.arrayBuffer()));
        expect(text).toContain(title);
        expect(text).toContain(DEMO_DOCUMENT_MARK);
      }
      await setFoundation(portal.url, (await adminActor(portal)).token);
      expect((await get('/statut.pdf')).status).toBe(404);
    } finally {
      await portal.close();
    }
  });
});
