// Issue 39: the whole active catalog on the device, loaded only when it runs (offline-catalog-start.ts). Pages of
// GET /api/catalog/changes go into Dexie (each fundraiser with its description and updates; those that ended leave),
// the card pictures into the service worker's picture cache, within a budget, oldest dropped first.
import type { CatalogChanges, CatalogEntry } from '@zlota/shared/schemas/catalog-changes';
import { catalogPaths } from '@zlota/shared/first-load';
import { imageUrl } from '@zlota/shared/images';
import { api } from '../lib/api-client';
import { cardOf } from '../db/card';
import { openDb, type CatalogDb } from '../db/open-db';
import { ledgerKey, toCached } from './catalog-sync';
import { busyPage, writeOfflineCatalogStatus, type OfflineCatalogStatus } from './offline-catalog-start';

/** The service worker's picture cache (web/vite.config.ts): what it serves offline, cache first. */
const PICTURES = 'zlota-images';
/** Pictures kept for the offline catalog at most; above it the oldest stored go first. */
export const PICTURES_BUDGET_BYTES = 40 * 1024 * 1024;
/** On a phone short of space, the pictures take at most this share of what the browser still grants the portal. */
const PICTURES_SHARE_OF_FREE = 1 / 4;
const PICTURES_AT_ONCE = 4;
/** As an <img> asks, so a picture that differs by format is stored as the page will ask for it. */
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

const FEED_KEY = 'offline-catalog';

interface StoredPicture {
  bytes: number;
  storedAt: number;
}

interface FeedState {
  cursor?: string;
  /** The card pictures this sync stored, by address. */
  pictures: Record<string, StoredPicture>;
  /** Bytes of the fundraisers' data as the feed gave it, by id. */
  dataBytes: Record<string, number>;
}

async function readState(db: CatalogDb): Promise<FeedState> {
  const value = (await db.values.get(FEED_KEY))?.value as Partial<FeedState> | undefined;
  return { cursor: value?.cursor, pictures: value?.pictures ?? {}, dataBytes: value?.dataBytes ?? {} };
}

const saveState = (db: CatalogDb, state: FeedState) => db.values.put({ key: FEED_KEY, value: state, fetchedAt: Date.now() });

/**
 * One page applied in one transaction, with the cursor after it: a sync cut off half-way resumes where it stopped.
 * `now`: when the server answered it (a page the service worker kept is older than its applying).
 */
async function applyPage(db: CatalogDb, page: CatalogChanges, state: FeedState, now = Date.now()): Promise<void> {
  await db.transaction('rw', [db.charities, db.cards, db.updates, db.supporters, db.values], async () => {
    const previous = await db.charities.bulkGet(page.charities.map((entry) => entry.id));
    // A fundraiser whose URL moved to another id must not block the new one (unique index on url).
    const ids = new Set(page.charities.map((entry) => entry.id));
    await db.charities.where('url').anyOf(page.charities.map((entry) => entry.url)).filter((c) => !ids.has(c.id)).delete();
    const cached = page.charities.map(({ updates: _updates, supporters: _supporters, ledger: _ledger, ...charity }: CatalogEntry, i) => ({ ...toCached(charity, previous[i]), fetchedAt: now }));
    await db.charities.bulkPut(cached);
    await db.cards.bulkPut(cached.map(cardOf));
    await db.updates.bulkPut(page.charities.map((entry) => ({ charityId: entry.id, items: entry.updates, fetchedAt: now })));
    await db.supporters.bulkPut(page.charities.map((entry) => ({ charityId: entry.id, items: entry.supporters.items, total: entry.supporters.total, fetchedAt: now })));
    await db.values.bulkPut(page.charities.map((entry) => ({ key: ledgerKey(entry.id), value: entry.ledger, fetchedAt: now })));
    await Promise.all([
      db.charities.bulkDelete(page.ended),
      db.cards.bulkDelete(page.ended),
      db.updates.bulkDelete(page.ended),
      db.supporters.bulkDelete(page.ended),
      db.values.bulkDelete(page.ended.map(ledgerKey)),
    ]);
    for (const entry of page.charities) state.dataBytes[entry.id] = JSON.stringify(entry).length;
    for (const id of page.ended) delete state.dataBytes[id];
    state.cursor = page.cursor;
    await saveState(db, state);
  });
}

async function storePicture(pictures: Cache, url: string): Promise<StoredPicture | undefined> {
  const request = new Request(url, { headers: { Accept: IMAGE_ACCEPT } });
  const kept = await pictures.match(request);
  if (kept) return { bytes: (await kept.blob()).size, storedAt: Date.now() };
  const response = await fetch(request);
  if (!response.ok) return undefined;
  const bytes = (await response.clone().blob()).size;
  await pictures.put(request, response);
  return { bytes, storedAt: Date.now() };
}

/** Every listed fundraiser's card picture in the cache; those of fundraisers gone, and the oldest above the budget, out. */
async function syncPictures(db: CatalogDb, state: FeedState): Promise<void> {
  if (!('caches' in window)) return;
  const pictures = await caches.open(PICTURES);
  const wanted = new Set((await db.charities.filter((c) => c.status === 'active' && c.image !== null).toArray()).map((c) => imageUrl(c.image!, 'card')));
  for (const url of Object.keys(state.pictures)) {
    if (wanted.has(url)) continue;
    await pictures.delete(url);
    delete state.pictures[url];
  }
  const missing = [...wanted].filter((url) => !(url in state.pictures));
  // A donation begun meanwhile has the connection to itself: the rest waits for the next sync.
  for (let i = 0; i < missing.length && !busyPage(); i += PICTURES_AT_ONCE) {
    const batch = missing.slice(i, i + PICTURES_AT_ONCE);
    const stored = await Promise.all(batch.map((url) => storePicture(pictures, url).catch(() => undefined)));
    batch.forEach((url, j) => {
      if (stored[j]) state.pictures[url] = stored[j];
    });
  }
  const byAge = Object.entries(state.pictures).sort(([, a], [, b]) => a.storedAt - b.storedAt);
  let total = byAge.reduce((sum, [, picture]) => sum + picture.bytes, 0);
  const budget = await picturesBudget(total);
  for (const [url, picture] of byAge) {
    if (total <= budget) break;
    await pictures.delete(url);
    delete state.pictures[url];
    total -= picture.bytes;
  }
  await saveState(db, state);
}

/**
 * The pictures' budget: 40 MiB, or on a phone short of space a quarter of what the browser still grants the portal
 * beside its other data (its quota, less what the portal uses apart from these pictures).
 */
async function picturesBudget(picturesBytes: number): Promise<number> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  if (estimate?.quota === undefined || estimate.usage === undefined) return PICTURES_BUDGET_BYTES;
  const free = estimate.quota - Math.max(0, estimate.usage - picturesBytes);
  return Math.max(0, Math.min(PICTURES_BUDGET_BYTES, free * PICTURES_SHARE_OF_FREE));
}

/** The cache where the service worker keeps the feed's pages of a periodic sync (web/public/sw-catalog-refresh.js). */
const KEPT_PAGES = 'zlota-catalog-feed';

/**
 * The pages the service worker fetched while no window was open, applied in order from the device's cursor; the
 * cache emptied after. Returns when the last applied one was answered, undefined when none was.
 */
async function applyKeptPages(db: CatalogDb, state: FeedState): Promise<number | undefined> {
  if (!('caches' in window) || !(await caches.has(KEPT_PAGES))) return undefined;
  const kept = await caches.open(KEPT_PAGES);
  let answeredAt: number | undefined;
  for (;;) {
    const response = await kept.match(`/api/${catalogPaths.catalogChanges(state.cursor)}`);
    if (!response) break;
    const at = Date.parse(response.headers.get('date') ?? '');
    answeredAt = Number.isFinite(at) ? Math.min(at, Date.now()) : Date.now();
    await applyPage(db, (await response.json()) as CatalogChanges, state, answeredAt);
  }
  await caches.delete(KEPT_PAGES);
  return answeredAt;
}

/** What the device holds now, as the footer says it, stamped `syncedAt`. */
async function storedStatus(db: CatalogDb, state: FeedState, syncedAt: number): Promise<OfflineCatalogStatus> {
  const count = await db.charities.filter((c) => c.status === 'active' && String(c.id) in state.dataBytes).count();
  const bytes = [...Object.values(state.dataBytes), ...Object.values(state.pictures).map((picture) => picture.bytes)].reduce((sum, n) => sum + n, 0);
  const status = { count, bytes, syncedAt };
  writeOfflineCatalogStatus(status);
  return status;
}

/**
 * Brings the device's catalog up to date: first with what the service worker kept, then (online) with the server's,
 * then its pictures; says what it holds. Null: offline with nothing new, the footer's time stays.
 */
export async function syncCatalog(): Promise<OfflineCatalogStatus | null> {
  const { db } = await openDb();
  const state = await readState(db);
  const keptAt = await applyKeptPages(db, state);
  if (!navigator.onLine) return keptAt === undefined ? null : storedStatus(db, state, keptAt);
  for (;;) {
    const page = await api.get<CatalogChanges>(catalogPaths.catalogChanges(state.cursor));
    await applyPage(db, page, state);
    if (!page.more || busyPage()) break;
  }
  await syncPictures(db, state);
  return storedStatus(db, state, Date.now());
}

/** Forgets the feed's place and its pictures; the fundraisers stay as seen ones, refreshed when opened. */
export async function removeCatalog(): Promise<void> {
  const { db } = await openDb();
  const state = await readState(db);
  if ('caches' in window) {
    const pictures = await caches.open(PICTURES);
    await Promise.all(Object.keys(state.pictures).map((url) => pictures.delete(url)));
  }
  const ids = Object.keys(state.dataBytes).map(Number);
  await db.charities.bulkDelete(ids);
  await db.cards.clear();
  await db.values.bulkDelete([FEED_KEY, ...ids.map(ledgerKey)]);
}
