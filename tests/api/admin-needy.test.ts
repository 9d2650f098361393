import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@zlota/shared/api-routes';
import type { AuditEntry } from '@zlota/shared/entities';
import type { ListedNeedy, NeedyDetails } from '@zlota/shared/entities';
import { CHARITY_MESSAGES } from '@zlota/shared/messages';
import { TOTAL_COUNT_HEADER } from '@zlota/shared/schemas/admin-lists';
import { callRoute, withQuery } from '../support/api-client.js';
import { countRows, createAdminCharity, expectError, needyContent, uniqueWord } from '../support/catalog.js';
import { useApiServer } from '../support/api-server.js';

const portal = useApiServer();

const as = { get token() { return portal.admin.token; } };
const auditOf = async (id: number) =>
  (await callRoute(portal.server.url, withQuery(API_ROUTES.adminAudit, { entity_type: 'needy', entity_id: id }), {}, as)).body as AuditEntry[];
const PRIVATE = { contact: 'Matka: tel. 600 700 800', notes: 'Mózgowe porażenie dziecięce, rehabilitacja 3 razy w tygodniu.' };

describe('GET /api/needy: the list', () => {
  it('when an admin searches, then matching people come without their private fields, with their fundraisers counted', async () => {
    const surname = uniqueWord('Wiśniewsk');
    const charity = await createAdminCharity(portal.server, portal.admin, {}, { surname, ...PRIVATE });

    const response = await callRoute(portal.server.url, withQuery(API_ROUTES.needyList, { q: surname.toLowerCase() }), {}, as);

    expect(response.status).toBe(200);
    expect(response.headers.get(TOTAL_COUNT_HEADER)).toBe('1');
    const [person] = response.body as ListedNeedy[];
    expect(person).toEqual({ id: charity.needy.id, name: 'Jan', surname, city: 'Kraków', charities: 1 });
    expect(JSON.stringify(response.body)).not.toContain('porażenie');
  });
});

describe('GET /api/needy: Polish letters (issue 36 item 6)', () => {
  const listed = async (query: Record<string, string>) =>
    ((await callRoute(portal.server.url, withQuery(API_ROUTES.needyList, query), {}, as)).body as ListedNeedy[]).map((person) => person.surname);
  const create = async (surname: string) => {
    const created = await callRoute(portal.server.url, API_ROUTES.needyCreate, {}, { ...as, body: needyContent({ surname }) });
    expect(created.status).toBe(201);
    return created.body.id as number;
  };

  it('when staff search without Polish letters, then people written with them are found, and lists go in Polish order', async () => {
    const word = uniqueWord('');
    const dudek = await create(`Dudek${word}`);
    await create(`Dąbrowski${word}`);

    expect(await listed({ q: `DABROWSKI${word}` })).toEqual([`Dąbrowski${word}`]);
    expect(await listed({ q: word })).toEqual([`Dąbrowski${word}`, `Dudek${word}`]);
    expect(await listed({ q: word, sort: 'surname', order: 'desc' })).toEqual([`Dudek${word}`, `Dąbrowski${word}`]);

    const edited = await callRoute(portal.server.url, API_ROUTES.needyUpdate, { id: dudek }, { ...as, body: needyContent({ surname: `Łukasik${word}` }) });
    expect(edited.status).toBe(200);
    expect(await listed({ q: `lukasik${word}` })).toEqual([`Łukasik${word}`]);
    expect(await listed({ q: `dudek${word}` })).toEqual([]);
  });
});

describe('GET /api/needy/:id: one person', () => {
  it('when an admin opens a person, then the private fields and fundraisers come and the reading is audited', async () => {
    const charity = await createAdminCharity(portal.server, portal.admin, {}, PRIVATE);

    const response = await callRoute(portal.server.url, API_ROUTES.needy, { id: charity.needy.id }, as);

    expect(response.status).toBe(200);
    const person = response.body as NeedyDetails;
    expect(person).toMatchObject({ id: charity.needy.id, ...PRIVATE });
    expect(person.charities).toEqual([{ id: charity.id, url: charity.url, title: charity.title, status: 'active' }]);
    const [view] = await auditOf(charity.needy.id);
    expect(view).toMatchObject({ action: 'needy.view', actor_id: portal.admin.id, entity_id: charity.needy.id });
  });
});

describe('writes to a person', () => {
  it('when an admin creates and edits a person, then both are audited without the health data itself', async () => {
    const created = await callRoute(portal.server.url, API_ROUTES.needyCreate, {}, { ...as, body: needyContent(PRIVATE) });
    expect(created.status).toBe(201);
    const id = created.body.id as number;

    // The person is written in one statement with their folded keys, not written, read back and written again (issue 36 item 6).
    const writes: string[] = [];
    const seen = (query: { sql: string }) => {
      if (/^update [`"]needy[`"]/i.test(query.sql)) writes.push(query.sql);
    };
    portal.server.db.on('query', seen);
    const edited = await callRoute(portal.server.url, API_ROUTES.needyUpdate, { id }, { ...as, body: needyContent({ ...PRIVATE, city: 'Gdańsk', notes: 'Inne notatki' }) }).finally(() =>
      portal.server.db.off('query', seen),
    );
    expect(edited.body).toMatchObject({ city: 'Gdańsk', notes: 'Inne notatki' });
    expect(writes).toHaveLength(1);
    const list = await callRoute(portal.server.url, withQuery(API_ROUTES.needyList, { q: 'gdansk' }), {}, as);
    expect((list.body as ListedNeedy[]).map((person) => person.id)).toContain(id);

    const [update, create] = await auditOf(id);
    expect(create).toMatchObject({ action: 'needy.create', after: { name: 'Jan', city: 'Kraków' } });
    expect(update).toMatchObject({ action: 'needy.update', before: { city: 'Kraków' }, after: { city: 'Gdańsk' } });
    expect(JSON.stringify([update, create])).not.toMatch(/porażenie|600 700 800|Inne notatki/);
  });

  it('when a person still has a fundraiser, then deleting them is refused and nothing is written', async () => {
    const charity = await createAdminCharity(portal.server, portal.admin);
    const before = await countRows(portal.server, 'audit_log');

    expectError(await callRoute(portal.server.url, API_ROUTES.needyDelete, { id: charity.needy.id }, as), 409, 'CONFLICT', CHARITY_MESSAGES.needyInUse);

    expect(await countRows(portal.server, 'needy')).toBeGreaterThan(0);
    expect(await portal.server.db('needy').where({ id: charity.needy.id }).first()).toBeDefined();
    expect(await countRows(portal.server, 'audit_log')).toBe(before);
  });

  it('when a person has no fundraiser, then they can be deleted, the delete is audited and the log no longer says who they were', async () => {
    const id = (await callRoute(portal.server.url, API_ROUTES.needyCreate, {}, { ...as, body: needyContent() })).body.id as number;
    expect((await callRoute(portal.server.url, API_ROUTES.needyDelete, { id }, as)).status).toBe(204);
    expect(await portal.server.db('needy').where({ id }).first()).toBeUndefined();
    const [deleted, created] = await auditOf(id);
    expect(deleted).toMatchObject({ action: 'needy.delete', before: null });
    expect(created).toMatchObject({ action: 'needy.create' });
    expect(JSON.stringify(await portal.server.db('audit_log').where({ entity_type: 'needy', entity_id: id }))).not.toContain('Jan');
  });
});
