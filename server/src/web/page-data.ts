import type { FirstLoadAnswers } from '@zlota/shared/first-load';
import type { PageName } from '@zlota/shared/page-meta';
import { HOME_PAGE_SIZE, SUPPORTERS_SHOWN } from '@zlota/shared/constants';
import { catalogPaths } from '@zlota/shared/first-load';
import { imageUrl } from '@zlota/shared/images';
import { searchTermSchema } from '@zlota/shared/schemas/charity';
import { NO_FILTERS } from '@zlota/shared/schemas/catalog-filters';
import { defaultDescription, siteName } from '@zlota/shared/foundation-text';
import { DEFAULT_PAGE_DESCRIPTION } from '@zlota/shared/constants';
import { cardDescription } from '@zlota/shared/text';
import type { Deps } from '../deps.js';
import { monthlySupporters } from '../components/recurring/manage-use-case.js';
import { charityCities, countCharities, listCharities, promotedCharities, publicCharity, searchCharities } from '../components/charities/catalog-use-case.js';
import { supporters, supportersCount } from '../components/payments/payment-queries-use-case.js';
import { publicLedger } from '../components/expenses/ledger-use-case.js';
import { publicFoundation } from '../components/foundation/foundation-use-case.js';
import { statistics } from '../components/statistics/statistics-use-case.js';
import { charityUpdates } from '../components/updates/updates-use-case.js';
import { AppError } from '../libraries/errors.js';
import type { HeadTags } from './html-head.js';
import { metaOf as pageMeta, pageForPath } from './page-for-path.js';

/** What the server knows of a page before the browser runs a line: its status, head tags and first answers. */
export interface PageData {
  status: number;
  tags: HeadTags;
  /** The API answers its first screen is drawn from (shared/first-load.ts); none: the page is not drawn here. */
  answers: FirstLoadAnswers | null;
}

/** The foundation's own pages: text that is the same for everyone, drawn by the server like the catalog. */
const TEXT_PAGES: ReadonlySet<PageName> = new Set(['faq', 'foundation', 'contact', 'onePercent', 'terms', 'cookiePolicy', 'privacyPolicy']);
const isTextPage = (name: PageName) => TEXT_PAGES.has(name);

const isNotFound = (error: unknown) => error instanceof AppError && error.status === 404;

/**
 * The page of a path: a fundraiser's own title, description, image and answers, or its page's; 404 for the unknown.
 * Reading the answers of the home page or a search may fail (the database is away): the page is then served
 * without them, and the browser draws it as it would any other.
 */
export async function pageData(deps: Deps, pathname: string): Promise<PageData> {
  try {
    // The record first: the titles that name the foundation take its name as it is now, without a restart.
    const foundation = await publicFoundation(deps);
    const page = await readPageData(deps, pathname, foundation.foundation?.name ?? null);
    // Issue 30: every page names the foundation from its record (the footer, the head): read now, never built in.
    const tags = { ...page.tags, siteName: siteName(foundation), defaultDescription: defaultDescription(foundation, DEFAULT_PAGE_DESCRIPTION) };
    return { ...page, tags, answers: page.answers && { ...page.answers, [catalogPaths.foundation()]: foundation } };
  } catch (error) {
    const page = pageForPath(pathname);
    if (page.kind !== 'page') throw error; // a fundraiser that cannot be read cannot be titled either
    deps.logger.error({ err: error, path: pathname }, 'Nie udało się odczytać danych strony; wysyłam ją bez nich');
    return { status: 200, tags: { ...pageMeta(page.name), canonical: `${deps.config.publicUrl}${pathname}` }, answers: null };
  }
}

async function readPageData(deps: Deps, pathname: string, foundationName: string | null): Promise<PageData> {
  const metaOf = (name: PageName) => pageMeta(name, foundationName);
  const page = pageForPath(pathname);
  const canonical = `${deps.config.publicUrl}${pathname}`;
  const notFound: PageData = { status: 404, tags: metaOf('notFound'), answers: null };
  if (page.kind === 'unknown') return notFound;
  if (page.kind === 'page' && page.name === 'home') {
    const [promoted, list, count, stats, cities] = await Promise.all([
      promotedCharities(deps),
      listCharities(deps, { page: { limit: HOME_PAGE_SIZE, offset: 0 }, filters: NO_FILTERS }).then((page) => page.cards),
      countCharities(deps, NO_FILTERS),
      statistics(deps),
      charityCities(deps),
    ]);
    // The home page's largest paint is the first banner: the same URL the carousel's <img> uses.
    const first = promoted.find((charity) => charity.needy);
    return {
      status: 200,
      tags: { ...metaOf('home'), canonical, ...(first?.image ? { preloadImage: imageUrl(first.image, 'banner') } : {}) },
      answers: {
        [catalogPaths.promoted()]: promoted,
        [catalogPaths.page(1, HOME_PAGE_SIZE)]: list,
        [catalogPaths.count()]: count,
        [catalogPaths.statistics()]: stats,
        // The filter's choices: with them the browser needs nothing from its cache (Dexie) to take the page over.
        [catalogPaths.cities()]: cities,
      },
    };
  }
  if (page.kind === 'page' && page.name === 'search' && page.term !== undefined) {
    const term = searchTermSchema.safeParse({ term: page.term });
    const answers = term.success
      ? { [catalogPaths.search(term.data.term)]: await searchCharities(deps, term.data.term, NO_FILTERS), [catalogPaths.cities()]: await charityCities(deps) }
      : null;
    return { status: 200, tags: { ...metaOf('search'), canonical }, answers };
  }
  if (page.kind === 'page' && isTextPage(page.name)) {
    // Their text is the page: drawn here, so it is in the HTML before any script (the foundation's figures too).
    const answers = page.name === 'foundation' ? { [catalogPaths.statistics()]: await statistics(deps) } : {};
    return { status: 200, tags: { ...metaOf(page.name), canonical }, answers };
  }
  if (page.kind === 'page') return { status: page.name === 'notFound' ? 404 : 200, tags: { ...metaOf(page.name), canonical }, answers: null };
  try {
    const charity = await publicCharity(deps, page.name);
    return {
      status: 200,
      tags: {
        title: charity.title,
        description: cardDescription(charity.short_description),
        canonical: `${deps.config.publicUrl}/zbiorka/${encodeURIComponent(charity.url)}`,
        type: 'article',
        // Its largest paint is its picture (charity-picture.tsx): the same URL, asked for with the stylesheet.
        ...(charity.image ? { image: imageUrl(charity.image, 'banner', deps.config.publicUrl), preloadImage: imageUrl(charity.image, 'card') } : {}),
      },
      answers: {
        // As its API answer: with how many give to it every month (issue 40).
        [catalogPaths.charity(page.name)]: { ...charity, monthly_supporters: await monthlySupporters(deps, charity.id) },
        [catalogPaths.supporters(charity.id)]: await supporters(deps, charity.id, { limit: SUPPORTERS_SHOWN, offset: 0 }),
        [catalogPaths.supportersCount(charity.id)]: await supportersCount(deps, charity.id),
        [catalogPaths.updates(charity.id)]: await charityUpdates(deps, charity.id),
        [catalogPaths.ledger(charity.url)]: await publicLedger(deps, charity.url),
      },
    };
  } catch (error) {
    if (isNotFound(error)) return notFound;
    throw error;
  }
}
