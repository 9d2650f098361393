import { COOKIE_CONSENT_NAME, COOKIE_CONSENT_VALUE } from './constants.js';

/** The cookie that says the visitor accepted cookies (spec §4), as it appears in a Cookie header. */
export const COOKIE_CONSENT_PAIR = `${COOKIE_CONSENT_NAME}=${COOKIE_CONSENT_VALUE}`;

/** Whether a Cookie header (or `document.cookie`) holds the consent: the banner shows only without it. */
export const hasCookieConsent = (cookie: string) => cookie.split(/;\s*/).includes(COOKIE_CONSENT_PAIR);
