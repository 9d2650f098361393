// Demo data: fundraisers with beneficiaries, pictures and a history of paid donations whose sum is
// exactly each fundraiser's collected_amount. Small runs go through the app's own insert (unique
// slugs); large runs (load tests) take a faster path with set slugs and batched inserts.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { CharityStatus } from '@zlota/shared/schemas/charity';
import type { CharityFields } from '../components/charities/charities-repository.js';
import { freeCharityUrl } from '../components/charities/charity-url.js';
import { insertNewCharity } from '../components/charities/manage-charity-use-case.js';
import { sanitizeDescription } from '../components/charities/rich-text.js';
import { buildSearchText } from '../components/charities/search-text.js';
import { insertNeedy, withKeys, type NeedyFields } from '../components/needy/needy-repository.js';
import { recordLedgerEntries, type NewLedgerEntry } from '../components/ledger/ledger-repository.js';
import { paidSums } from '../components/payments/payments-repository.js';
import { seedExampleFoundation } from '../components/foundation/foundation-use-case.js';
import { getSetting, putSetting } from '../components/settings/settings-repository.js';
import { WHEELCHAIRS_SETTING } from '../components/statistics/statistics-use-case.js';
import type { Deps } from '../deps.js';
import { isSqlite } from '../db/knex.js';
import { warsawDay } from '@zlota/shared/warsaw-days';
import { SLUG_MAX_LENGTH, slugify } from '../libraries/slug.js';
import { DEMO_FOUNDATION } from './demo-foundation.js';
import { createRandom, demoDonor, demoFundraiser, descriptionTemplate, splitAmount, type DemoFundraiser, type Random } from './demo-content.js';
import { storeDemoImages } from './demo-images.js';
import { MANUAL_NOTES } from './demo-words.js';

export interface SeedDemoOptions {
  fundraisers: number;
  onProgress?: (done: number, total: number) => void;
  /** Another seed, other fundraisers; the default gives the same demo every time. */
  seed?: number;
  /**
   * Donations of each fundraiser with money, above the full-history limit (1 to 4 unless set): 12 makes
   * 100 000 fundraisers a database of about 1 000 000 payments, for the panel's statistics.
   */
  paymentsEach?: number;
}

export interface DemoSeedSummary {
  fundraisers: number;
  payments: number;
  collected: number; // grosze
}

const DEFAULT_SEED = 2023;
const BATCH = 500;
const PROMOTED = 6;
const IMAGE_COUNT = 16;
/** Up to this many fundraisers: full donation histories and the app's own insert. */
const RICH_LIMIT = 1000;
const WHEELCHAIRS = 523;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const PAYMENT_COLUMNS = 17;

interface Plan {
  content: DemoFundraiser;
  status: CharityStatus;
  promotedOrder: number | null;
  image: string | null;
  createdAt: number;
  publishedAt: number | null;
  /** When donations stopped: now for an active fundraiser, its end for a finished one. */
  endsAt: number;
  collected: number; // grosze
}

/** Of every 20 fundraisers in a row, this many are active (the first of the 20). */
const ACTIVE_OF_20 = 17;

/** 85% active, 10% completed, 5% draft, submitted or closed: exact shares, whatever the count. */
function statusOf(index: number): CharityStatus {
  const slot = index % 20;
  if (slot < ACTIVE_OF_20) return 'active';
  if (slot < 19) return 'completed';
  return (['draft', 'submitted', 'closed'] as const)[Math.floor(index / 20) % 3]!;
}

/** How many fundraisers to seed for exactly `active` of them to be active (a generated catalog of a known size). */
export const fundraisersForActive = (active: number): number => Math.floor(active / ACTIVE_OF_20) * 20 + (active % ACTIVE_OF_20);

const wholeZl = (grosze: number) => Math.round(grosze / 100) * 100;

function collectedFor(money: Random, status: CharityStatus, target: number): number {
  switch (status) {
    case 'active':
      return money.chance(0.04) ? 0 : wholeZl(target * (0.05 + money.next() * 0.93)) + (money.chance(0.1) ? money.int(1, 99) : 0);
    case 'completed':
      return wholeZl(target * (1 + money.next() * 0.15));
    case 'closed':
      return wholeZl(target * (0.1 + money.next() * 0.5));
    default:
      return 0;
  }
}

function plan(index: number, content: DemoFundraiser, money: Random, now: number, images: string[], promote: boolean): Plan {
  const status = statusOf(index);
  const promotedOrder = promote && index < PROMOTED ? index + 1 : null;
  const image = images.length === 0 || (promotedOrder === null && index % 9 === 8) ? null : images[index % images.length]!;
  const collected = collectedFor(money, status, content.target_amount);
  if (status === 'draft' || status === 'submitted') {
    const createdAt = now - money.int(1, 60) * DAY;
    return { content, status, promotedOrder, image, createdAt, publishedAt: null, endsAt: createdAt, collected };
  }
  // Promoted ones are fresh; the rest spread over the last two years.
  const daysAgo = promotedOrder !== null ? money.int(3, 60) : status === 'active' ? money.int(1, 730) : money.int(120, 730);
  const publishedAt = now - daysAgo * DAY - money.int(0, DAY / MINUTE) * MINUTE;
  const endsAt = status === 'active' ? now - 5 * MINUTE : Math.min(now - DAY, publishedAt + money.int(30, 200) * DAY);
  return { content, status, promotedOrder, image, createdAt: publishedAt - money.int(1, 14) * DAY, publishedAt, endsAt, collected };
}

function paymentRows(money: Random, charityId: number, p: Plan, run: Pick<Run, 'rich' | 'paymentsEach'>): Record<string, unknown>[] {
  const count = run.rich ? Math.min(40, Math.max(1, Math.round(p.collected / (money.int(150, 600) * 100)))) : (run.paymentsEach ?? money.int(1, 4));
  const amounts = splitAmount(money, p.collected, count);
  const from = (p.publishedAt ?? p.createdAt) + 30 * MINUTE;
  const times = amounts.map(() => from + Math.floor(money.next() * Math.max(MINUTE, p.endsAt - from))).sort((a, b) => a - b);
  return amounts.map((amount, i) => {
    const donor = demoDonor(money, p.content);
    const manual = money.chance(0.08);
    const createdAt = times[i]!;
    const paidAt = createdAt + money.int(20, 180) * 1000;
    return {
      guid: randomUUID(),
      charity_id: charityId,
      amount,
      currency: 'PLN',
      provider: manual ? 'manual' : 'sandbox',
      provider_ref: null,
      method: manual ? 'transfer' : money.pick(['blik', 'card', 'transfer']),
      status: 'paid',
      donor_name: donor.name,
      donor_email: donor.email,
      anonymous: donor.anonymous,
      hide_amount: money.chance(0.1),
      message: donor.message,
      note: manual ? money.pick(MANUAL_NOTES) : null,
      created_at: createdAt,
      updated_at: paidAt,
      paid_at: paidAt,
    };
  });
}

/** The app's own insert: unique slug, sanitised description, search text. */
async function insertRich(trx: Knex, p: Plan): Promise<number> {
  const { needy, title, name, target, target_amount, short_description, description } = p.content;
  const needyId = await insertNeedy(trx, needy, p.createdAt);
  const id = await insertNewCharity(trx, p.publishedAt ?? p.createdAt, {
    content: { title, name, target, target_amount, short_description, description },
    status: p.status,
    promoted: p.promotedOrder !== null,
    promoted_order: p.promotedOrder,
    owner_id: null,
    needy: { id: needyId, ...needy },
    image: p.image,
  });
  // insertNewCharity stamps publication only on active ones; finished ones were published too.
  if (p.status !== 'active' && p.publishedAt !== null) await trx('charities').where({ id }).update({ published_at: p.publishedAt });
  return id;
}

/** Slugs numbered by position, checked against the database once per batch rather than one by one. */
async function fastUrls(trx: Knex, plans: Plan[], firstNumber: number): Promise<string[]> {
  const urls = plans.map((p, i) => {
    const suffix = `-${firstNumber + i}`;
    return `${slugify(p.content.title).slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
  });
  const taken = new Set((await trx('charities').whereIn('url', urls).select('url')).map((row: { url: string }) => row.url));
  return Promise.all(urls.map((url) => (taken.has(url) ? freeCharityUrl(trx, url) : url)));
}

/**
 * Large runs: needy and charities as multi-row inserts (one prepared statement, not one per row).
 * RETURNING order is not promised, so rows are matched back by content (needy) and by URL (charities).
 */
async function insertFastBatch(trx: Knex, plans: Plan[], urls: string[], rowsPerStatement: (columns: number) => number): Promise<number[]> {
  const needyRows = plans.map((p) => ({ ...withKeys(p.content.needy), created_at: p.createdAt, updated_at: p.createdAt }));
  const needyKey = (n: NeedyFields) =>
    [n.name, n.surname, n.city, n.contact, n.notes].join('\u0000');
  const needyIds = new Map<string, number[]>();
  for (const rows of chunks(needyRows, rowsPerStatement(8))) {
    for (const row of await trx('needy').insert(rows).returning(['id', 'name', 'surname', 'city', 'contact', 'notes'])) {
      const key = needyKey(row);
      needyIds.set(key, [...(needyIds.get(key) ?? []), Number(row.id)]);
    }
  }
  const charityRows = plans.map((p, i) => {
    const { needy, title, name, target, target_amount, short_description, description } = p.content;
    const fields: CharityFields = {
      url: urls[i]!, title, name, target, target_amount, short_description, description,
      image: p.image,
      status: p.status,
      promoted: p.promotedOrder !== null,
      promoted_order: p.promotedOrder,
      owner_id: null,
      needy_id: needyIds.get(needyKey(needy))!.pop()!,
      published_at: p.publishedAt,
    };
    // What insertCharity writes, for many rows at once.
    return { ...fields, search_text: buildSearchText(fields, needy), created_at: p.createdAt, updated_at: p.createdAt };
  });
  const idByUrl = new Map<string, number>();
  for (const rows of chunks(charityRows, rowsPerStatement(17))) {
    for (const row of await trx('charities').insert(rows).returning(['id', 'url'])) idByUrl.set(row.url, Number(row.id));
  }
  return urls.map((url) => idByUrl.get(url)!);
}

function chunks<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/** Bound parameters one statement may carry: SQLite 3.32+ takes 32 766, older ones 999; PostgreSQL 65 535. */
async function maxVariables(db: Knex): Promise<number> {
  if (!isSqlite(db)) return 65_535;
  const [row] = (await db.raw('SELECT sqlite_version() AS version')) as Array<{ version: string }>;
  const [major = 0, minor = 0] = (row?.version ?? '0.0').split('.').map(Number);
  return major > 3 || (major === 3 && minor >= 32) ? 32_766 : 999;
}

/** A large run on SQLite: a bigger page cache keeps the growing indexes in memory; restored afterwards. */
async function withLargeCache<T>(db: Knex, large: boolean, work: () => Promise<T>): Promise<T> {
  if (!large || !isSqlite(db)) return work();
  const [row] = (await db.raw('PRAGMA cache_size')) as Array<{ cache_size: number }>;
  await db.raw('PRAGMA cache_size = -262144'); // 256 MiB
  try {
    return await work();
  } finally {
    await db.raw(`PRAGMA cache_size = ${Number(row?.cache_size ?? -2000)}`);
  }
}

interface Run {
  rich: boolean;
  paymentsEach: number | undefined;
  now: number;
  /** The highest charity id before this run: appended fundraisers number on from it. */
  offset: number;
  promote: boolean;
  images: string[];
  words: Random;
  money: Random;
  template: (items: number) => string;
  rowsPerStatement: (columns: number) => number;
}

const LEDGER_COLUMNS = 12;

/** The seeded payments' rows in the ledger (issue 35), so that `reconcile` finds every collected amount in it. */
async function ledgerOfSeeded(trx: Knex, ids: number[], run: Run): Promise<void> {
  const payments = await trx('payments').whereIn('charity_id', ids).where({ status: 'paid' }).orderBy('id').select('id', 'charity_id', 'amount', 'provider', 'paid_at');
  const entries = payments.map((p): NewLedgerEntry => ({
    charity_id: Number(p.charity_id),
    kind: p.provider === 'manual' ? 'manual_transfer' : 'payment_paid',
    amount_grosze: Number(p.amount),
    occurred_on: warsawDay(Number(p.paid_at)),
    booked_by: null,
    source_type: 'payment',
    source_id: Number(p.id),
    payment_id: Number(p.id),
  }));
  for (const rows of chunks(entries, run.rowsPerStatement(LEDGER_COLUMNS))) await recordLedgerEntries(trx, rows, run.now);
}

/** One transaction: fundraisers, their payments, and collected_amount from those payments (and their ledger). */
async function seedBatch(db: Knex, run: Run, start: number, count: number): Promise<{ payments: number; collected: number }> {
  const plans = Array.from({ length: count }, (_, i) =>
    plan(start + i, demoFundraiser(run.words, { template: run.template }), run.money, run.now, run.images, run.promote),
  );
  return db.transaction(async (trx) => {
    const ids: number[] = [];
    if (run.rich) for (const p of plans) ids.push(await insertRich(trx, p));
    else ids.push(...(await insertFastBatch(trx, plans, await fastUrls(trx, plans, run.offset + start + 1), run.rowsPerStatement)));
    const payments = plans.flatMap((p, i) => paymentRows(run.money, ids[i]!, p, run));
    for (const rows of chunks(payments, run.rowsPerStatement(PAYMENT_COLUMNS))) await trx('payments').insert(rows);
    // collected_amount is what the paid payments add up to: by construction, and read back from them here. Summed
    // for the batch at once (a correlated SUM per fundraiser made SQLite walk every paid payment's statistics
    // index entry for each one: 24 s a batch at 100 000 fundraisers).
    const paid = await paidSums(trx, ids);
    for (const id of ids) await trx('charities').where({ id }).update({ collected_amount: paid.get(id) ?? 0 });
    await ledgerOfSeeded(trx, ids, run);
    return { payments: payments.length, collected: plans.reduce((sum, p) => sum + p.collected, 0) };
  });
}

export async function seedDemo(deps: Pick<Deps, 'db' | 'clock' | 'logger'>, options: SeedDemoOptions): Promise<DemoSeedSummary> {
  const { db, clock, logger } = deps;
  const total = Math.max(0, Math.floor(options.fundraisers));
  const now = clock.now();
  const offset = Number((await db('charities').max({ max: 'id' }).first())?.max ?? 0);
  // Appended fundraisers continue the story instead of repeating it.
  const seed = (options.seed ?? DEFAULT_SEED) + offset;
  // Our own HTML, still sanitised: once per skeleton, then filled with escaped text.
  const sanitized = new Map<number, string>();
  const variables = await maxVariables(db);
  const run: Run = {
    rich: total <= RICH_LIMIT,
    paymentsEach: options.paymentsEach,
    now,
    offset,
    promote: !(await db('charities').where({ promoted: true }).first('id')),
    images: await storeDemoImages(db, IMAGE_COUNT, now),
    words: createRandom(seed),
    money: createRandom(seed ^ 0x9e3779b9),
    template: (items) => sanitized.get(items) ?? sanitized.set(items, sanitizeDescription(descriptionTemplate(items))).get(items)!,
    // knex writes a multi-row insert on SQLite as a compound SELECT, which takes at most 500 terms.
    rowsPerStatement: (columns) => Math.min(isSqlite(db) ? 500 : Infinity, Math.floor(variables / columns)),
  };
  const summary: DemoSeedSummary = { fundraisers: 0, payments: 0, collected: 0 };
  await withLargeCache(db, !run.rich, async () => {
    for (let start = 0; start < total; start += BATCH) {
      const count = Math.min(BATCH, total - start);
      const batch = await seedBatch(db, run, start, count);
      summary.fundraisers += count;
      summary.payments += batch.payments;
      summary.collected += batch.collected;
      options.onProgress?.(summary.fundraisers, total);
      logger.debug({ done: summary.fundraisers, total }, 'Dane demonstracyjne: zapisano kolejną partię zbiórek');
    }
  });
  if ((await getSetting(db, WHEELCHAIRS_SETTING)) === undefined) await putSetting(db, WHEELCHAIRS_SETTING, WHEELCHAIRS, now);
  await seedExampleFoundation(deps, DEMO_FOUNDATION);
  return summary;
}
