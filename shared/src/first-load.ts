import { API_ROUTES, apiPath } from './api-routes.js';
import { SUPPORTERS_SHOWN } from './constants.js';

// The first screen of a catalog page comes drawn in its HTML (server/src/web, web/src/entry-server.tsx),
// together with the API answers it was drawn from, so the web's first render shows the same thing and its
// sync does not ask for them again. This file is the contract between the two sides.

/** The id of the `<script type="application/json">` holding the answers. */
export const FIRST_LOAD_ELEMENT_ID = 'first-load';

/** API answers by the path the web asks for them with (`apiPath` plus the query string, no `/api/` prefix). */
export type FirstLoadAnswers = Record<string, unknown>;


/** The paths the catalog screens read, as both sides write them. */
export const catalogPaths = {
  promoted: () => apiPath(API_ROUTES.charityPromoted),
  page: (page: number, size: number) => `${apiPath(API_ROUTES.charities)}?page=${page}&size=${size}`,
  count: () => apiPath(API_ROUTES.charityCount),
  cities: () => apiPath(API_ROUTES.charityCities),
  statistics: () => apiPath(API_ROUTES.statistics),
  /** Issue 30: the foundation's record, for the footer and every page that names the foundation. */
  foundation: () => apiPath(API_ROUTES.foundation),
  search: (term: string) => apiPath(API_ROUTES.charitySearch, { term: term.trim() }),
  charity: (name: string) => apiPath(API_ROUTES.charity, { name }),
  supporters: (charityId: number) => `${apiPath(API_ROUTES.charityDonations, { id: charityId })}?size=${SUPPORTERS_SHOWN}`,
  supportersCount: (charityId: number) => apiPath(API_ROUTES.charityDonationsCount, { id: charityId }),
  updates: (charityId: number) => apiPath(API_ROUTES.charityUpdates, { id: charityId }),
  /** "Rozliczenie zbiórki" (issue 35), kept on the device like the updates (issue 39). */
  ledger: (name: string) => apiPath(API_ROUTES.charityLedger, { name }),
  /** Issue 39: the offline catalog's delta feed. */
  catalogChanges: (since?: string) => `${apiPath(API_ROUTES.catalogChanges)}${since === undefined ? '' : `?since=${since}`}`,
};

/** What the server gives the web's server-side renderer for one page. */
export interface ServerRenderInput {
  /** The path and query of the request. */
  url: string;
  /** The portal's public origin (share links). */
  origin: string;
  /**
   * Only the consent cookie (`pp-cookies=1`) or '': the cookie banner shows without consent. Never the visitor's
   * whole Cookie header: drawn pages are cached per consent and shared between visitors.
   */
  cookie: string;
  answers: FirstLoadAnswers;
}

/** The rendered inside of `#root` and the class of `<body>`; null when the path is not a server-rendered page. */
export type ServerRenderOutput = { html: string; bodyClass: string } | null;

export type ServerRender = (input: ServerRenderInput) => Promise<ServerRenderOutput>;

/** JSON safe inside a `<script>` element: no `</script>` or `<!--` can close it early. */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
