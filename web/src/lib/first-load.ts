import { FIRST_LOAD_ELEMENT_ID, type FirstLoadAnswers } from '@zlota/shared/first-load';

// The API answers the server drew this page's first screen from (shared/first-load.ts). Screens show them until
// Dexie has its own copy, so their first render is the server's HTML; the sync takes each one instead of asking
// the API again. They describe the page the server drew, so they are forgotten once the visitor moves on.

function embedded(): FirstLoadAnswers {
  if (typeof document === 'undefined') return {};
  const text = document.getElementById(FIRST_LOAD_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const answers: unknown = JSON.parse(text);
    return answers && typeof answers === 'object' ? (answers as FirstLoadAnswers) : {};
  } catch {
    return {}; // A damaged block only costs the early answers: the screens ask the API as usual.
  }
}

let answers: FirstLoadAnswers = embedded();
const taken = new Set<string>();

/**
 * A page brought back from the browser's history may be old: its answers still draw its first render (they match
 * its HTML), but they are not news, so the sync asks the API again and any stored copy may replace them.
 */
const restored =
  typeof performance !== 'undefined' && (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'back_forward';

/** Since when the page's answers are known to be current (ms since the epoch): a stored copy as fresh may replace them. */
export const firstLoadFreshSince = restored || typeof performance === 'undefined' ? 0 : performance.timeOrigin;

/** The answer the page came with for `path`, if any (for a screen's first render). */
export function firstLoadAnswer<T>(path: string): T | undefined {
  return answers[path] as T | undefined;
}

/** The answer for `path` once, for the sync (later syncs ask the API). */
export function takeFirstLoadAnswer<T>(path: string): T | undefined {
  if (restored || taken.has(path)) return undefined;
  taken.add(path);
  return answers[path] as T | undefined;
}

/** The visitor left the page the server drew. */
export function forgetFirstLoad(): void {
  answers = {};
}

/** The server renderer draws each page with its own answers (rendering is synchronous, so they cannot mix). */
export function withFirstLoad<T>(pageAnswers: FirstLoadAnswers, render: () => T): T {
  answers = pageAnswers;
  try {
    return render();
  } finally {
    answers = {};
  }
}
