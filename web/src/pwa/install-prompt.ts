import { useSyncExternalStore } from 'react';

/** Chromium's install prompt event (not in TypeScript's DOM library). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Set once the offer has been shown on this device: it is made once, never again. */
const INSTALL_OFFER_KEY = 'zlota-install-offer';

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

// The browser may ask before any screen is drawn: the event is kept here, and the offer (its own chunk) is loaded
// only when there is one to make.
let pending: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const publish = (event: InstallPromptEvent | null) => {
  pending = event;
  for (const listener of listeners) listener();
};

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // no mini-infobar: the offer is the only one
    if (alreadyOffered()) return;
    rememberOffer('shown');
    publish(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => publish(null));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The install prompt the browser offers now, once per device; null when there is none (and on the server). */
export const useInstallPrompt = () => useSyncExternalStore(subscribe, () => pending, () => null);

/** The offer was answered: it goes away. */
export const dismissInstallPrompt = () => publish(null);
