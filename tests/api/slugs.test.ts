import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charityRow, createUserCharity, userActor, type Actor } from '../support/catalog.js';
import { byOutboxWorker, startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let owner: Actor;
beforeAll(async () => {
  server = await startTestServer();
  owner = await userActor(server);
});
afterAll(() => server.close());

/** `copies` fundraisers under base, base-2 … base-copies, written straight into the table (the API would take minutes). */
async function insertCopies(title: string, base: string, copies: number): Promise<void> {
  const now = Date.now();
  const rows = Array.from({ length: copies }, (_, i) => ({
    url: i === 0 ? base : `${base}-${i + 1}`,
    title,
    name: 'Kopia',
    target: 'Kopia',
    target_amount: 100,
    short_description: 'Kopia zbiórki o tym samym tytule.',
    status: 'draft',
    created_at: now,
    updated_at: now,
  }));
  await server.db.batchInsert('charities', rows, 400);
}

/** The fundraiser created, and how many SQL statements the server issued while creating it (the outbox worker's aside). */
async function createCounting(title: string) {
  let queries = 0;
  const count = (query: { sql: string }) => void (byOutboxWorker(query.sql) || queries++);
  server.db.on('query', count);
  try {
    const charity = await createUserCharity(server, owner, { title });
    return { charity, queries };
  } finally {
    server.db.off('query', count);
  }
}

describe('a free URL for a new fundraiser', () => {
  it('when 10 000 fundraisers share a title, then one more answers 201 with a fresh URL, in as many queries as with 10 copies', async () => {
    await insertCopies('Wózek dla Kuby', 'wozek-dla-kuby', 10);
    await insertCopies('Wózek dla Oli', 'wozek-dla-oli', 10_000);

    const few = await createCounting('Wózek dla Kuby');
    const many = await createCounting('Wózek dla Oli');

    expect(many.charity.url).toMatch(/^wozek-dla-oli-[b-z2-9]{6}$/);
    expect(few.charity.url).toMatch(/^wozek-dla-kuby-[b-z2-9]{6}$/);
    expect((await charityRow(server, many.charity.id)).url).toBe(many.charity.url);
    expect(few.queries).toBeGreaterThan(0);
    expect(many.queries).toBe(few.queries);
  });

  it('when a title has a few copies, then the next URL is the first free number', async () => {
    await insertCopies('Turnus dla Tosi', 'turnus-dla-tosi', 3);
    expect((await createUserCharity(server, owner, { title: 'Turnus dla Tosi' })).url).toBe('turnus-dla-tosi-4');
    expect((await createUserCharity(server, owner, { title: 'Turnus dla Tosi' })).url).toBe('turnus-dla-tosi-5');
  });

  it('when eight fundraisers of one title are created at once, then each answers 201 with a URL of its own', async () => {
    const created = await Promise.all(Array.from({ length: 8 }, () => createUserCharity(server, owner, { title: 'Proteza dla Adama' })));
    const urls = created.map((charity) => charity.url);
    expect(new Set(urls).size).toBe(8);
    expect(urls).toContain('proteza-dla-adama');
    for (const url of urls) expect(url).toMatch(/^proteza-dla-adama(-\d+|-[b-z2-9]{6})?$/);
  });

  it('when the title is Cyrillic or Greek, then the URL is its transliteration, not "zbiorka"', async () => {
    expect((await createUserCharity(server, owner, { title: 'Помощь для Юли' })).url).toBe('pomoshch-dlya-yuli');
    expect((await createUserCharity(server, owner, { title: 'Допомога для Марії' })).url).toBe('dopomoga-dlya-marii');
    expect((await createUserCharity(server, owner, { title: 'Βοήθεια για τη Μαρία' })).url).toBe('voitheia-gia-ti-maria');
  });
});
