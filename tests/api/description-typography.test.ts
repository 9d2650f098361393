import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import { migrationSource } from '@zlota/server/db/migration-source';
import { callRoute } from '../support/api-client.js';
import { adminActor, charityRow, createAdminCharity } from '../support/catalog.js';
import { useApiServer } from '../support/api-server.js';
import { startTestServer } from '../support/test-server.js';

// Issue 37 item 4: an amount in a description or an update never breaks over two lines ("39 / 000 zł" at 360 px):
// the sanitiser keeps digit groups, "zł", "%" and one-letter words together with non-breaking spaces as they are
// saved, and a migration does it once for what was saved before. Text only: never a tag, an attribute or a URL.

const portal = useApiServer();

const NBSP = '\u00A0';
const LINK = '<a href="https://example.org/w domu/1 000" rel="noopener noreferrer nofollow" target="_blank">z tej strony</a>';
const written = `<p>Brakuje jeszcze 39 000 zł, czyli 40 % celu, w tym turnus z rehabilitacją. Więcej ${LINK}</p>`;
const typeset =
  `<p>Brakuje jeszcze 39${NBSP}000${NBSP}zł, czyli 40${NBSP}% celu, w${NBSP}tym turnus z${NBSP}rehabilitacją. Więcej ` +
  `<a href="https://example.org/w domu/1 000" rel="noopener noreferrer nofollow" target="_blank">z${NBSP}tej strony</a></p>`;

describe('amounts in descriptions and updates', () => {
  it('when a description is saved, then its amounts and one-letter words keep to their neighbours', async () => {
    const charity = await createAdminCharity(portal.server, portal.admin, { description: written });
    expect((await charityRow(portal.server, charity.id)).description).toBe(typeset);
    const shown = await callRoute(portal.server.url, API_ROUTES.charity, { name: charity.url });
    expect((shown.body as { description: string }).description).toBe(typeset);
  });

  it('when an update is posted, then its text is set the same way', async () => {
    const charity = await createAdminCharity(portal.server, portal.admin);
    const posted = await callRoute(portal.server.url, API_ROUTES.charityUpdateCreate, { id: charity.id }, { token: portal.admin.token, body: { body: written } });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expect((posted.body as { body: string }).body).toBe(typeset);
  });
});

describe('migration 2026112750-description-typography', () => {
  it('when it runs, then descriptions, revisions and updates saved before are set once, their markup unchanged', async () => {
    const fresh = await startTestServer();
    try {
      const admin = await adminActor(fresh);
      const charity = await createAdminCharity(fresh, admin);
      const posted = await callRoute(fresh.url, API_ROUTES.charityUpdateCreate, { id: charity.id }, { token: admin.token, body: { body: '<p>Mamy już 1 000 zł.</p>' } });
      expect(posted.status, JSON.stringify(posted.body)).toBe(201);
      await fresh.db.migrate.down({ migrationSource, name: '2026112750-description-typography' });
      // As the sanitiser of before left them: plain spaces.
      await fresh.db('charities').where({ id: charity.id }).update({ description: written });
      await fresh.db('charity_updates').where({ id: (posted.body as { id: number }).id }).update({ body: '<p>Mamy już 1 000 zł i <strong>20 %</strong> celu.</p>' });

      await fresh.db.migrate.latest({ migrationSource });

      expect((await charityRow(fresh, charity.id)).description).toBe(typeset);
      const update = await fresh.db('charity_updates').where({ id: (posted.body as { id: number }).id }).first();
      expect(update.body).toBe(`<p>Mamy już 1${NBSP}000${NBSP}zł i${NBSP}<strong>20${NBSP}%</strong> celu.</p>`);
    } finally {
      await fresh.close();
    }
  });
});
