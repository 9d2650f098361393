// Business constants and limits of the product spec, §9. One place; every workspace imports them.

export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 128;
export const PHONE_LENGTH = 9;
export const PHONE_MIN_VALUE = 100_000_000;
/** An e-mail address, as RFC 5321 bounds a path: 254 characters. */
export const EMAIL_MAX_LENGTH = 254;
/** A password: long enough for any passphrase or manager, short enough that hashing it costs nothing unusual. */
export const PASSWORD_MAX_LENGTH = 1024;

export const SEARCH_MIN_LENGTH = 3;
/** A search term counts this many words at most; the rest is ignored. */
export const SEARCH_MAX_WORDS = 8;
/**
 * Ranking is the costly part of a search: only this many of the newest matches are ranked (the server's and the
 * offline search), so a common word costs the same at 100 000 fundraisers as at 1 000.
 */
export const SEARCH_CANDIDATES = 500;
export const SEARCH_DEBOUNCE_MS = 700;
/** The User Timing entry (performance.getEntriesByName) each offline search leaves: how long it took on the device. */
export const OFFLINE_SEARCH_MEASURE = 'zlota:offline-search';
export const EMPTY_SEARCH_REDIRECT_MS = 1500;

export const TOAST_LIFE_MS = 3000;
export const TOAST_POSITION = 'top-right';
export const TOAST_WIDTH = '25rem';

/** "Blisko celu": a fundraiser that has collected at least this percent of its target and has not reached it yet. */
export const NEAR_GOAL_PERCENT = 80;

export const CHARITY_PAGE_DEFAULT = 1;
export const CHARITY_PAGE_SIZE_DEFAULT = 3;
export const CHARITY_PAGE_SIZE_MAX = 50;
/** The home list shows more than the API's default 3 (spec §9): a full grid of three rows on a desktop. */
export const HOME_PAGE_SIZE = 9;
/** How many of a fundraiser's latest supporters its page lists. */
export const SUPPORTERS_SHOWN = 20;
/** How many promoted fundraisers the home banner carousel gets at most. */
export const PROMOTED_LIMIT = 10;
export const PAYMENTS_LIMIT_DEFAULT = 100;
export const PAYMENTS_LIMIT_MAX = 500;
/** The admin's lists of users and needy persons answer at most this many at once. */
export const ADMIN_LIST_LIMIT_MAX = 1000;

export const CARD_DESCRIPTION_MAX = 300;
export const CARD_DESCRIPTION_CUT = 270;

export const BANNER_AUTOPLAY_MS = 5000;
export const CARD_IMAGE_MAX_HEIGHT_PX = 350;
export const BANNER_IMAGE_HEIGHT_PX = 400;
export const CAROUSEL_SWIPE_THRESHOLD_PX = 20;
export const CAROUSEL_TRANSITION_MS = 500;

export const IMAGE_ZOOM_STEP = 0.1;
export const IMAGE_ZOOM_MIN = 0.5;
export const IMAGE_ZOOM_MAX = 1.5;
export const IMAGE_ROTATE_STEP_DEG = 90;

export const COOKIE_CONSENT_NAME = 'pp-cookies';
export const COOKIE_CONSENT_VALUE = '1';
export const COOKIE_CONSENT_DAYS = 1095;
export const CHUNK_RELOAD_GUARD_MS = 10_000;
export const SIDE_PANEL_WIDTH = '20rem';

export const CURRENCY = 'PLN';
export const CURRENCY_SYMBOL = 'zł';
/** Spec §2's default description, word for word; with a record its name stands in (shared/src/foundation-text.ts). */
export const DEFAULT_PAGE_DESCRIPTION = 'Fundacja Złota rybka - zbiórki charytatywne';
export const COPYRIGHT_MIN_YEAR = 2023;

/** Session storage keys of the browser session (spec §3, §9). */
export const SESSION_STORAGE_KEYS = {
  accessToken: 'access_token',
  tokenExpiry: 'token_expires_at',
  adminMarker: 'aid',
} as const;

/** Lifetimes of server-issued secrets. */
export const SESSION_TTL_SECONDS = 24 * 60 * 60;
export const EMAIL_VERIFICATION_TTL_SECONDS = 48 * 60 * 60;
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;

/**
 * What the API document bounds each text by (issue 29 §8, the OWASP lint), and the schemas enforce: every string
 * of the contract has a maxLength. Secrets handed out by the server are base64url of 32 random bytes
 * (server/src/libraries/tokens.ts): sessions, e-mail verification and password reset links, the 2FA challenge.
 */
export const TOKEN_LENGTH = 43;
/** A moment as the API writes it: `2026-11-27T13:46:34.000Z` (Date#toISOString). */
export const MOMENT_LENGTH = 24;
/** A calendar day, `YYYY-MM-DD`. */
export const DAY_LENGTH = 10;
/** A payment's guid, a refund's key: a UUID in its 36 characters. */
export const UUID_LENGTH = 36;
/** An amount written as text (`1 234 567,50`): every amount up to 2^53 grosze with its separators, and room to spare. */
export const AMOUNT_TEXT_MAX_LENGTH = 32;
/** A fundraiser's `url`, as its column keeps it; the server makes slugs of at most 80 (server/src/libraries/slug.ts). */
export const CHARITY_URL_MAX_LENGTH = 100;
/** A fundraiser's title. */
export const CHARITY_TITLE_MAX_LENGTH = 200;
/** A picture's stored name (`images.name`). */
export const IMAGE_NAME_MAX_LENGTH = 64;
/** A sentence the API says to a person (`message`), or an error's: the portal's own Polish texts, far shorter. */
export const MESSAGE_MAX_LENGTH = 1000;
/** Sanitised HTML answered for a rich text: escaping may lengthen each character up to six times (`"` → `&quot;`). */
export const HTML_GROWTH = 6;
/** A URL the server makes (a provider's payment page, a picture, a link): no input bounds it, so a generous cap. */
export const URL_MAX_LENGTH = 2048;
/** One text part of a multipart form (the JSON of a fundraiser or an update), in bytes, so at most as many characters. */
export const MULTIPART_FIELD_MAX_BYTES = 256 * 1024;
/** One uploaded picture, in bytes. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** One uploaded version of the foundation's statute or security policy (a PDF), in bytes (issue 30). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The form part that carries the document's PDF. */
export const DOCUMENT_FIELD = 'document';
/** Issue 35: an expense's invoice or receipt, or its public copy (a PDF or a picture), in bytes. */
export const EXPENSE_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The form parts that carry an expense's invoice and its public (blacked-out) copy. */
export const EXPENSE_INVOICE_FIELD = 'invoice';
export const EXPENSE_PUBLIC_COPY_FIELD = 'public_copy';
/** The foundation's own documents (spec §2): the statute and the security policy. */
export const FOUNDATION_DOCUMENT_KINDS = ['statute', 'security_policy'] as const;
export type FoundationDocumentKind = (typeof FOUNDATION_DOCUMENT_KINDS)[number];
/** The foundation's logo (issue 30), drawn at the top of every e-mail and PDF: kept with the documents, versioned as they are. */
export const FOUNDATION_LOGO_KIND = 'logo';
/** Everything the foundation uploads and keeps every version of: its documents and its logo. */
export const FOUNDATION_UPLOAD_KINDS = [...FOUNDATION_DOCUMENT_KINDS, FOUNDATION_LOGO_KIND] as const;
export type FoundationUploadKind = (typeof FOUNDATION_UPLOAD_KINDS)[number];
/** One uploaded version of the logo (PNG or JPEG), in bytes: it travels with every e-mail. */
export const LOGO_MAX_BYTES = 1024 * 1024;
/** The logo's largest side, in pixels: an e-mail or a PDF draws it at most a few hundred wide. */
export const LOGO_MAX_SIDE = 4000;
/** The form part that carries the logo. */
export const LOGO_FIELD = 'logo';
/** A SHA-256 digest in hex: a document version's ETag. */
export const SHA256_HEX_LENGTH = 64;

/** Statuses that the API retries once for non-mutating methods (spec §7). */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504] as const;

/** Every admin list answers a page of rows and says how many there are in all in this header. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
