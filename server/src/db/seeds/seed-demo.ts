// Demo data: fundraisers with beneficiaries, pictures and a history of paid donations whose sum is
// exactly each fundraiser's collected_amount. Small runs go through the app's own insert (unique
// slugs); large runs (load tests) take a faster path with set slugs and batched inserts.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { CharityStatus } from '@zlota/shared/schemas/charity';
import { SLUG_MAX_LENGTH, slugify, uniqueSlugAsync } from '@zlota/shared/text';
import { insertCharity, isUrlTaken, type CharityFields } from '../../components/charities/charities-repository.js';
import { insertNewCharity } from '../../components/charities/manage-charity-use-case.js';
import { sanitizeDescription } from '../../components/charities/rich-text.js';
import { buildSearchText } from '../../components/charities/search-text.js';
import { processImage } from '../../components/images/image-pipeline.js';
import { saveImage } from '../../components/images/images-repository.js';
import { insertNeedy } from '../../components/needy/needy-repository.js';
import { getSetting, putSetting } from '../../components/settings/settings-repository.js';
import { WHEELCHAIRS_SETTING } from '../../components/statistics/statistics-use-case.js';
import type { Deps } from '../../deps.js';
import { isSqlite } from '../knex.js';
import { createRandom, demoDonor, demoFundraiser, descriptionTemplate, type DemoFundraiser, type Random } from './demo-content.js';
import { generateDemoImages } from './demo-images.js';
import { MANUAL_NOTES } from './demo-words.js';

export interface SeedDemoOptions {
  fundraisers: number;
  onProgress?: (done: number, total: number) => void;
  /** Another seed, other fundraisers; the default gives the same demo every time. */
  seed?: number;
}

export interface DemoSeedSummary {
  fundraisers: number;
  payments: number;
  collected: number; // grosze
}

const DEFAULT_SEED = 2023;
const BATCH = 500;
const IMAGE_COUNT = 16;
const PROMOTED = 6;
/** Up to this many fundraisers: full donation histories and the app's own insert. */
const RICH_LIMIT = 1000;
const WHEELCHAIRS = 523;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const PAYMENT_COLUMNS = 17;

const NICE_AMOUNTS_ZL = [10, 20, 20, 25, 30, 50, 50, 50, 100, 100, 100, 150, 200, 200, 250, 300, 500, 500, 1000, 2000];

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

/** 85% active, 10% completed, 5% draft, submitted or closed: exact shares, whatever the count. */
function statusOf(index: number): CharityStatus {
  const slot = index % 20;
  if (slot < 17) return 'active';
  if (slot < 19) return 'completed';
  return (['draft', 'submitted', 'closed'] as const)[Math.floor(index / 20) % 3]!;
}

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

/** Rounds a donation the way people give: 5, 10, 50 or 100 zł steps. */
function niceRound(grosze: number): number {
  const zl = grosze / 100;
  const step = zl >= 1000 ? 100 : zl >= 200 ? 50 : zl >= 50 ? 10 : 5;
  return Math.max(step, Math.round(zl / step) * step) * 100;
}

/** Amounts that add up to exactly `total` grosze; the last one takes the remainder. */
export function splitAmount(money: Random, total: number, count: number): number[] {
  if (total <= 0) return [];
  const weights = Array.from({ length: Math.max(1, count) }, () => money.pick(NICE_AMOUNTS_ZL));
  const scale = total / weights.reduce((sum, weight) => sum + weight, 0);
  const parts: number[] = [];
  let rest = total;
  for (const weight of weights.slice(1)) {
    const amount = niceRound(weight * scale);
    if (rest - amount < 500) break;
    parts.push(amount);
    rest -= amount;
  }
  parts.push(rest);
  for (let i = parts.length - 1; i > 0; i--) {
    const j = money.int(0, i);
    [parts[i], parts[j]] = [parts[j]!, parts[i]!];
  }
  return parts;
}

function paymentRows(money: Random, charityId: number, p: Plan, rich: boolean): Record<string, unknown>[] {
  const count = rich ? Math.min(40, Math.max(1, Math.round(p.collected / (money.int(150, 600) * 100)))) : money.int(1, 4);
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

async function storeDemoImages(db: Knex, now: number): Promise<string[]> {
  const pictures = await generateDemoImages(IMAGE_COUNT);
  const names: string[] = [];
  for (let start = 0; start < pictures.length; start += 4) {
    const processed = await Promise.all(pictures.slice(start, start + 4).map((picture) => processImage(picture)));
    for (const image of processed) names.push(await saveImage(db, image, now));
  }
  return names;
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
  return Promise.all(urls.map((url) => (taken.has(url) ? uniqueSlugAsync(url, (candidate) => isUrlTaken(trx, candidate)) : url)));
}

async function insertFast(trx: Knex, p: Plan, url: string): Promise<number> {
  const { needy, title, name, target, target_amount, short_description, description } = p.content;
  const needyId = await insertNeedy(trx, needy, p.createdAt);
  const fields: CharityFields = {
    url, title, name, target, target_amount, short_description, description,
    image: p.image,
    status: p.status,
    promoted: p.promotedOrder !== null,
    promoted_order: p.promotedOrder,
    owner_id: null,
    needy_id: needyId,
    published_at: p.publishedAt,
  };
  return insertCharity(trx, fields, buildSearchText(fields, needy), p.createdAt);
}

export async function seedDemo(deps: Pick<Deps, 'db' | 'clock' | 'logger'>, options: SeedDemoOptions): Promise<DemoSeedSummary> {
  const { db, clock, logger } = deps;
  const total = Math.max(0, Math.floor(options.fundraisers));
  const now = clock.now();
  const rich = total <= RICH_LIMIT;
  const images = await storeDemoImages(db, now);
  // Appended fundraisers continue the numbering and the story instead of repeating it.
  const offset = Number((await db('charities').max({ max: 'id' }).first())?.max ?? 0);
  const promote = !(await db('charities').where({ promoted: true }).first('id'));
  const seed = (options.seed ?? DEFAULT_SEED) + offset;
  const words = createRandom(seed);
  const money = createRandom(seed ^ 0x9e3779b9);
  // Our own HTML, still sanitised: once per skeleton, then filled with escaped text.
  const sanitized = new Map<number, string>();
  const template = (items: number) => sanitized.get(items) ?? sanitized.set(items, sanitizeDescription(descriptionTemplate(items))).get(items)!;
  const chunkRows = Math.floor((isSqlite(db) ? 999 : 65_535) / PAYMENT_COLUMNS);
  const summary: DemoSeedSummary = { fundraisers: 0, payments: 0, collected: 0 };

  for (let start = 0; start < total; start += BATCH) {
    const plans = Array.from({ length: Math.min(BATCH, total - start) }, (_, i) =>
      plan(start + i, demoFundraiser(words, { template }), money, now, images, promote),
    );
    await db.transaction(async (trx) => {
      const urls = rich ? [] : await fastUrls(trx, plans, offset + start + 1);
      const ids: number[] = [];
      const payments: Record<string, unknown>[] = [];
      for (const [i, p] of plans.entries()) {
        const id = rich ? await insertRich(trx, p) : await insertFast(trx, p, urls[i]!);
        ids.push(id);
        payments.push(...paymentRows(money, id, p, rich));
      }
      for (let i = 0; i < payments.length; i += chunkRows) await trx('payments').insert(payments.slice(i, i + chunkRows));
      // collected_amount is what the paid payments add up to, by construction and by this statement.
      await trx('charities')
        .whereIn('id', ids)
        .update({
          collected_amount: trx.raw('COALESCE((SELECT SUM(payments.amount) FROM payments WHERE payments.charity_id = charities.id AND payments.status = ?), 0)', ['paid']),
        });
      summary.payments += payments.length;
    });
    summary.fundraisers += plans.length;
    summary.collected += plans.reduce((sum, p) => sum + p.collected, 0);
    options.onProgress?.(summary.fundraisers, total);
    logger.debug({ done: summary.fundraisers, total }, 'Dane demonstracyjne: zapisano kolejną partię zbiórek');
  }
  if ((await getSetting(db, WHEELCHAIRS_SETTING)) === undefined) await putSetting(db, WHEELCHAIRS_SETTING, WHEELCHAIRS, now);
  return summary;
}
