import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';

export interface RouteHandle {
  /** The route keeps the scroll position on navigation (e.g. paging within a list). */
  keepScroll?: boolean;
  /** Spec §2: the quote banner is hidden on the support route. */
  hideQuote?: boolean;
}

/** Spec §2: scroll to top on a change of route unless the route opts out; a hash scrolls to its element. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const matches = useMatches();
  const keepScroll = matches.some((match) => (match.handle as RouteHandle | undefined)?.keepScroll);
  useEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    if (!keepScroll) window.scrollTo(0, 0);
  }, [pathname, hash, keepScroll]);
  return null;
}
