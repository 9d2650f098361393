import { PAGE_ROUTES } from '@zlota/shared/page-routes';

const WHITE_PATHS: string[] = [PAGE_ROUTES.home.path, PAGE_ROUTES.searchLegacy.path];

/** Spec §2: white on home, on the search route (also its old address /protege/search) and on routes containing "zbiorki"; blue elsewhere. */
export function backgroundClass(pathname: string): 'bg-white' | 'bg-blue' {
  const path = pathname.replace(/(.)\/+$/, '$1');
  return WHITE_PATHS.includes(path) || path.includes('zbiorki') ? 'bg-white' : 'bg-blue';
}
