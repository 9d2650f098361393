import { useEffect } from 'react';
import { useLocation, useMatches, type Params } from 'react-router-dom';

export interface RouteHandle {
  /** The route keeps the scroll position on navigation (e.g. paging within a list). */
  keepScroll?: boolean;
  /** Spec §2: the quote banner is hidden on the support route. */
  hideQuote?: boolean;
  /** The admin panel says itself what being offline means there; the catalog's offline notice would mislead. */
  ownOfflineNotice?: boolean;
  /**
   * The admin panel's own layout: no public how-to block, and its <main> fills the viewport, so nothing below it moves
   * in sight when the screen's data arrives (issue 38 item 5: the how-to pushed down made a CLS of 0.73).
   */
  panel?: boolean;
  /** The catalog screen whose skeleton stands in while the route's script loads; its <main> fills the viewport. */
  skeleton?: 'home' | 'charity' | 'search';
  /** The API paths (apiPath) of the data the screen shows first, requested on the first load with its script. */
  prefetch?: (params: Params) => string[];
}

const HASH_WAIT_FRAMES = 120;

/** Spec §2: scroll to top on a change of route unless the route opts out; a hash scrolls to its element. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const matches = useMatches();
  const keepScroll = matches.some((match) => (match.handle as RouteHandle | undefined)?.keepScroll);
  useEffect(() => {
    if (!hash) {
      if (!keepScroll) window.scrollTo(0, 0);
      return;
    }
    // The element may come with the page's lazy script or its data: look for it for up to ~2 s.
    const id = decodeURIComponent(hash.slice(1));
    let frames = 0;
    let handle = 0;
    const find = () => {
      const element = document.getElementById(id);
      if (element) element.scrollIntoView();
      else if (frames++ < HASH_WAIT_FRAMES) handle = requestAnimationFrame(find);
    };
    find();
    return () => cancelAnimationFrame(handle);
  }, [pathname, hash, keepScroll]);
  return null;
}
