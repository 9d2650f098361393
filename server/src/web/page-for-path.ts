import { namedMeta, PAGE_META, type PageName } from '@zlota/shared/page-meta';
import { matchPageRoute, PAGE_ROUTES } from '@zlota/shared/page-routes';

// Which page of the web's route table (shared/src/page-routes.ts) a path is, to title its HTML.

/** `term`: the decoded search phrase of /zbiorki/szukaj/:search. */
export type PageMatch = { kind: 'page'; name: PageName; term?: string } | { kind: 'charity'; name: string } | { kind: 'unknown' };

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export function pageForPath(pathname: string): PageMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const match = decodes(path) ? matchPageRoute(path) : undefined;
  const kind = match ? PAGE_ROUTES[match.name].kind : null;
  if (!match || kind === null) return { kind: 'unknown' };
  if (kind === 'charity') return { kind: 'charity', name: match.params.name! };
  return match.params.search !== undefined ? { kind: 'page', name: kind, term: match.params.search } : { kind: 'page', name: kind };
}

/** The page's title and description, naming the foundation as its record does now (null: no record, or it could not be read). */
export const metaOf = (name: PageName, foundationName: string | null = null) => namedMeta(PAGE_META[name], foundationName);
