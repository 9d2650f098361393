import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { HTML_TYPE, ReadyAnswer } from './ready-answer.js';
import { cacheKey, clearOnWrite, createResponseCache, pageKey, REDRAW_GAP_MS, type DrawnPage } from './response-cache.js';

let close: () => void = () => {};
afterEach(() => close());

/** A real Express app with the cache in front of a handler that counts how often it runs. */
async function appWithCache(ttlMs: number, work: () => Promise<unknown>) {
  let now = 1_000;
  const cache = createResponseCache(ttlMs, () => now);
  const app = express();
  app.use(clearOnWrite(cache));
  let runs = 0;
  app.get('/lista', cache.middleware, async (_req, res) => {
    runs += 1;
    res.json(await work());
  });
  app.post('/zapis', (_req, res) => {
    res.status(204).end();
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  close = () => server.close();
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, runs: () => runs, advance: (ms: number) => (now += ms) };
}

describe('the response cache', () => {
  it('when many requests miss at once, then the answer is computed once and shared', async () => {
    const app = await appWithCache(2000, () => new Promise((resolve) => setTimeout(() => resolve({ zbiorki: 3 }), 50)));
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${app.url}/lista`).then((r) => r.json())));
    expect(answers.every((a) => (a as { zbiorki: number }).zbiorki === 3)).toBe(true);
    expect(app.runs()).toBe(1);
  });

  it('when the entry expires, then it is computed again', async () => {
    const app = await appWithCache(2000, async () => ({ ok: true }));
    await fetch(`${app.url}/lista`);
    await fetch(`${app.url}/lista`);
    expect(app.runs()).toBe(1);
    app.advance(2001);
    await fetch(`${app.url}/lista`);
    expect(app.runs()).toBe(2);
  });

  it('when a write is made, then the next read is computed again', async () => {
    const app = await appWithCache(60_000, async () => ({ ok: true }));
    await fetch(`${app.url}/lista`);
    expect((await fetch(`${app.url}/zapis`, { method: 'POST' })).status).toBe(204);
    await fetch(`${app.url}/lista`);
    expect(app.runs()).toBe(2);
  });

  it('when the first computation fails, then the waiting requests compute their own', async () => {
    let calls = 0;
    const app = await appWithCache(2000, async () => {
      calls += 1;
      if (calls === 1) throw new Error('boom');
      return { ok: true };
    });
    const statuses = await Promise.all(Array.from({ length: 3 }, () => fetch(`${app.url}/lista`).then((r) => r.status)));
    expect(statuses.filter((s) => s === 500)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
  });
});

/** Data at some version, read when a computation starts, as a page does: its result may be stale once it is done. */
function versionedData() {
  const data = {
    version: 1,
    compute: () => {
      const read = data.version;
      return new Promise<number>((resolve) => setTimeout(() => resolve(read), 20));
    },
  };
  return data;
}

describe('a miss that waits its turn (money first)', () => {
  it('when a write happens while the miss waits, then the answer computed afterwards is kept', async () => {
    const cache = createResponseCache(2000, () => 1_000);
    let letGo: () => void = () => {};
    let reached: () => void = () => {};
    const waiting = new Promise<void>((resolve) => (reached = resolve));
    const waitTurn = () =>
      new Promise<boolean>((resolve) => {
        letGo = () => resolve(true);
        reached();
      });
    const app = express();
    let runs = 0;
    app.get('/lista', cache.middlewareFor(new Set(), waitTurn), (_req, res) => {
      runs += 1;
      res.json({ zbiorki: runs });
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    close = () => server.close();
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/lista`;
    const first = fetch(url).then((r) => r.json());
    await waiting;
    cache.clear({ paths: ['/lista'] }); // a donation's write, while the miss waits
    letGo();
    expect(await first).toEqual({ zbiorki: 1 });
    expect(await (await fetch(url)).json(), 'the second read is the kept answer').toEqual({ zbiorki: 1 });
    expect(runs).toBe(1);
  });
});

describe('remember, the cache of computed values (the drawn pages)', () => {
  const counting = <T>(value: () => T, delayMs = 0) => {
    let runs = 0;
    const compute = () =>
      new Promise<T>((resolve) =>
        setTimeout(() => {
          runs += 1;
          resolve(value());
        }, delayMs),
      );
    return { compute, runs: () => runs };
  };

  it('when many ask at once, then the value is computed once and shared, and kept until it expires', async () => {
    let now = 1_000;
    const cache = createResponseCache(2000, () => now);
    const work = counting(() => 'strona', 20);
    const values = await Promise.all(Array.from({ length: 10 }, () => cache.remember('page:/', work.compute)));
    expect(values).toEqual(Array(10).fill('strona'));
    expect(await cache.remember('page:/', work.compute)).toBe('strona');
    expect(work.runs()).toBe(1);
    now += 2001;
    await cache.remember('page:/', work.compute);
    expect(work.runs()).toBe(2);
  });

  it('when a write happens while the value is computed, then it is returned but not kept', async () => {
    const cache = createResponseCache(2000);
    const data = versionedData();
    const during = cache.remember('page:/', data.compute);
    data.version = 2;
    cache.clear();
    expect(await during).toBe(1);
    expect(await cache.remember('page:/', data.compute)).toBe(2);
  });

  it('when a write happens while the value is computed, then whoever asks after the write does not get it', async () => {
    const cache = createResponseCache(2000);
    const data = versionedData();
    const before = cache.remember('page:/', data.compute);
    data.version = 2;
    cache.clear();
    const after = cache.remember('page:/', data.compute);
    expect([await before, await after]).toEqual([1, 2]);
  });

  it('when a write says what it changed, then only those paths are forgotten, kept or being computed', async () => {
    const cache = createResponseCache(2000);
    const data = versionedData();
    for (const key of ['page:tak:/zbiorka/ola', '/api/charity/7/donations?page=1', '/api/charity', 'page:tak:/', '/api/charity/70']) {
      await cache.remember(key, data.compute);
    }
    const home = cache.remember('page:nie:/', data.compute); // being computed while the write happens
    const ola = cache.remember('page:nie:/zbiorka/ola', data.compute);
    data.version = 2;
    cache.clear({ paths: ['/zbiorka/ola', '/charity/7'] });
    expect([await home, await ola]).toEqual([1, 1]);
    const now = async (key: string) => cache.remember(key, data.compute);
    expect(await now('page:tak:/zbiorka/ola')).toBe(2);
    expect(await now('/api/charity/7/donations?page=1')).toBe(2);
    expect(await now('page:nie:/zbiorka/ola')).toBe(2);
    expect(await now('/api/charity')).toBe(1);
    expect(await now('page:tak:/')).toBe(1);
    expect(await now('/api/charity/70')).toBe(1);
    expect(await now('page:nie:/')).toBe(1); // computed before, untouched by the change: kept
  });

  it('when expired entries are never asked again, then they are swept all the same', async () => {
    let now = 1_000;
    const cache = createResponseCache(2000, () => now);
    for (let i = 0; i < 100; i += 1) await cache.remember(`/charity/search/slowo${i}`, async () => ({ html: 'strona' }));
    expect(cache.size().entries).toBe(100);
    now += 2001;
    await cache.remember('/charity/search/inne', async () => ({ html: 'strona' }));
    expect(cache.size().entries).toBe(1);
  });

  it('when answers would take more bytes than allowed, then the oldest go first', async () => {
    const cache = createResponseCache(60_000, Date.now, 10_000);
    for (let i = 0; i < 20; i += 1) await cache.remember(`page:tak:/zbiorka/${i}`, async () => new ReadyAnswer('x'.repeat(1000), [], HTML_TYPE));
    const { entries, bytes } = cache.size();
    expect(bytes).toBeLessThanOrEqual(10_000);
    expect(entries).toBe(3);
    const work = counting(() => ({ html: 'y' }));
    await cache.remember('page:tak:/zbiorka/19', work.compute);
    expect(work.runs()).toBe(0); // the newest stayed
  });

  it('when the computation fails, then nothing is kept and the next asks again', async () => {
    const cache = createResponseCache(2000);
    await expect(cache.remember('page:/', () => Promise.reject(new Error('baza niedostępna')))).rejects.toThrow('baza niedostępna');
    expect(await cache.remember('page:/', async () => 'strona')).toBe('strona');
  });

  it('when the cache is off (0 s), then every call computes', async () => {
    const cache = createResponseCache(0);
    const work = counting(() => 'strona');
    await cache.remember('page:/', work.compute);
    await cache.remember('page:/', work.compute);
    expect(work.runs()).toBe(2);
  });

  it('when a cacheable route sets headers of its own, then every kept copy is sent with them', async () => {
    const cache = createResponseCache(2000, () => 1_000);
    const app = express();
    let runs = 0;
    app.get('/lista', cache.middleware, (_req, res) => {
      runs += 1;
      res.set({ 'Content-Language': 'pl', 'X-Liczba-Zbiorek': '3' });
      res.json({ zbiorki: 3 });
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    close = () => server.close();
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/lista`;

    for (let i = 0; i < 3; i += 1) {
      const answer = await fetch(url);
      expect(answer.headers.get('content-language')).toBe('pl');
      expect(answer.headers.get('x-liczba-zbiorek')).toBe('3');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(await answer.json()).toEqual({ zbiorki: 3 });
    }
    expect(runs).toBe(1);
  });
});

describe('rememberPage, the drawn pages kept as ready bytes', () => {
  /** A page drawn from these API paths; each drawing shows the data's version of the moment. */
  const drawing = (draws: string[]) => {
    const state = { version: 1, runs: 0 };
    const draw = async (): Promise<DrawnPage> => {
      state.runs += 1;
      return { status: 200, answer: new ReadyAnswer(`<p>wersja ${state.version}</p>`, [], HTML_TYPE), draws };
    };
    return { state, draw };
  };
  const shown = (page: DrawnPage) => page.answer.body.toString('utf8');

  it('when a write names what a page draws, then the kept page is still sent and drawn again in the background, at most once per gap', async () => {
    let now = 1_000;
    const cache = createResponseCache(60_000, () => now);
    const home = drawing(['/stats', '/charity/promoted']);
    const key = pageKey('', '/');
    await cache.rememberPage(key, home.draw);
    home.state.version = 2;
    cache.clear({ paths: ['/stats'] });
    expect(shown(await cache.rememberPage(key, home.draw))).toBe('<p>wersja 1</p>'); // too soon after it was drawn
    expect(home.state.runs).toBe(1);
    now += REDRAW_GAP_MS;
    expect(shown(await cache.rememberPage(key, home.draw))).toBe('<p>wersja 1</p>'); // no visitor waits for it
    await new Promise((resolve) => setImmediate(resolve));
    expect(home.state.runs).toBe(2);
    expect(shown(await cache.rememberPage(key, home.draw))).toBe('<p>wersja 2</p>');
    now += REDRAW_GAP_MS;
    await cache.rememberPage(key, home.draw);
    expect(home.state.runs).toBe(2); // fresh again: not drawn until the next change
  });

  it("when a write names the page's own path, or says nothing, then the page is forgotten and the next visitor gets it drawn anew", async () => {
    const cache = createResponseCache(60_000);
    const page = drawing(['/charity/ola']);
    const key = pageKey('', '/zbiorka/ola');
    await cache.rememberPage(key, page.draw);
    page.state.version = 2;
    cache.clear({ paths: ['/zbiorka/ola'] });
    expect(shown(await cache.rememberPage(key, page.draw))).toBe('<p>wersja 2</p>');
    page.state.version = 3;
    cache.clear();
    expect(shown(await cache.rememberPage(key, page.draw))).toBe('<p>wersja 3</p>');
    expect(page.state.runs).toBe(3);
  });

  it('when a page is not found, then it is not kept', async () => {
    const cache = createResponseCache(60_000);
    let runs = 0;
    const missing = async (): Promise<DrawnPage> => ({ status: 404, answer: new ReadyAnswer(`<p>${(runs += 1)}</p>`, [], HTML_TYPE), draws: [] });
    await cache.rememberPage(pageKey('', '/zbiorka/nie-ma'), missing);
    await cache.rememberPage(pageKey('', '/zbiorka/nie-ma'), missing);
    expect(runs).toBe(2);
    expect(cache.size().entries).toBe(0);
  });
});

describe('the cache key', () => {
  const known = new Set(['page', 'size', 'city']);
  it('is the path and the names the route reads, sorted, encoded one way; made-up names make no new key', () => {
    expect(cacheKey('/api/charity')).toBe('/api/charity');
    expect(cacheKey('/api/charity?size=3&page=2', known)).toBe('/api/charity?page=2&size=3');
    expect(cacheKey('/api/charity?page=2&r=17&size=3', known)).toBe('/api/charity?page=2&size=3');
    expect(cacheKey('/api/charity?r=17', known)).toBe('/api/charity');
    expect(cacheKey('/api/charity?city=Krak%C3%B3w', known)).toBe(cacheKey('/api/charity?city=Kraków', known));
    expect(cacheKey('/api/charity?city=a+b', known)).toBe(cacheKey('/api/charity?city=a%20b', known));
  });
});
