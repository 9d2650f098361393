import { useSyncExternalStore } from 'react';

/** Chromium's install prompt event (not in TypeScript's DOM library). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    /** The install offer the page's inline script caught before the app ran (server/src/web/install-prompt-catcher.ts). */
    __zrInstallPrompt?: InstallPromptEvent;
  }
}

/** Set once the offer has been answered on this device: it is not made again. */
const INSTALL_OFFER_KEY = 'zlota-install-offer';
/** Visits (browser sessions) to the portal on this device, and whether a donation was made from it. */
const VISITS_KEY = 'zlota-visits';
const VISIT_COUNTED_KEY = 'zlota-visit-counted';
const DONATED_KEY = 'zlota-donated';

export function rememberOffer(outcome: string) {
  try {
    localStorage.setItem(INSTALL_OFFER_KEY, outcome);
  } catch {
    // storage blocked: nothing to remember with
  }
}

const alreadyOffered = () => {
  try {
    return localStorage.getItem(INSTALL_OFFER_KEY) !== null;
  } catch {
    return true; // storage blocked: better no offer than one on every visit
  }
};

/** Counts this visit once per browser session; returns the visits so far. */
function countVisit(): number {
  try {
    const seen = Number(localStorage.getItem(VISITS_KEY)) || 0;
    if (sessionStorage.getItem(VISIT_COUNTED_KEY)) return seen;
    sessionStorage.setItem(VISIT_COUNTED_KEY, '1');
    localStorage.setItem(VISITS_KEY, String(seen + 1));
    return seen + 1;
  } catch {
    return 0;
  }
}

const donatedHere = () => {
  try {
    return localStorage.getItem(DONATED_KEY) !== null;
  } catch {
    return false;
  }
};

// Installing is offered after a meaningful moment: a second visit or a donation (issue 37 item 1).
const meaningful = () => visits >= 2 || donatedHere();

/** iOS Safari has no install event: it gets a hint to add the portal from the share menu instead. */
const iosSafari = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) && !/CriOS|FxiOS|EdgiOS/.test(navigator.userAgent) && !(navigator as { standalone?: boolean }).standalone;

/** What the portal can offer now: the browser's install prompt, iOS's hint, or nothing. */
export type InstallOfferKind = { kind: 'prompt'; event: InstallPromptEvent } | { kind: 'ios' };

let caught: InstallPromptEvent | null = null;
let offer: InstallOfferKind | null = null;
let visits = 0;
const listeners = new Set<() => void>();
const publish = () => {
  offer = alreadyOffered() || !meaningful() ? null : caught ? { kind: 'prompt', event: caught } : iosSafari() ? { kind: 'ios' } : null;
  for (const listener of listeners) listener();
};
const keep = (event: InstallPromptEvent | undefined) => {
  if (!event) return;
  event.preventDefault(); // no mini-infobar: the offer is the only one
  caught = event;
  publish();
};

if (typeof window !== 'undefined') {
  visits = countVisit();
  // The page's inline script usually has it already; a later offer (or a page without the script) comes here.
  window.addEventListener('zr-install-prompt', () => keep(window.__zrInstallPrompt));
  window.addEventListener('beforeinstallprompt', (event) => keep(event as InstallPromptEvent));
  keep(window.__zrInstallPrompt);
  publish();
  window.addEventListener('appinstalled', () => {
    rememberOffer('accepted');
    caught = null;
    publish();
  });
}

/** A donation is a meaningful moment: installing may be offered from now on. */
export function rememberDonation() {
  try {
    localStorage.setItem(DONATED_KEY, '1');
  } catch {
    // storage blocked: the second visit will do
  }
  publish();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The install offer to make now, once per device after a meaningful moment; null when there is none (and on the server). */
export const useInstallOffer = () => useSyncExternalStore(subscribe, () => offer, () => null);

/** The offer was answered (installed, or "Nie teraz"): it goes away, and is remembered. */
export const dismissInstallOffer = (outcome: string) => {
  rememberOffer(outcome);
  caught = null;
  publish();
};
