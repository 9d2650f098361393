import { useEffect, useState } from 'react';

/** Chromium's install prompt event (not in TypeScript's DOM library). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Set once the offer has been shown on this device: it is made once, never again. */
export const INSTALL_OFFER_KEY = 'zlota-install-offer';

const alreadyOffered = () => {
  try {
    return localStorage.getItem(INSTALL_OFFER_KEY) !== null;
  } catch {
    return true; // storage blocked: better no offer than one on every visit
  }
};

const remember = (outcome: string) => {
  try {
    localStorage.setItem(INSTALL_OFFER_KEY, outcome);
  } catch {
    // storage blocked: nothing to remember with
  }
};

/**
 * "Zainstaluj aplikację" where the browser can install the portal (beforeinstallprompt). It sits in the page's flow
 * above the footer, never over content, and is offered once per device.
 */
export function InstallOffer() {
  const [event, setEvent] = useState<InstallPromptEvent | null>(null);
  useEffect(() => {
    const onPrompt = (found: Event) => {
      found.preventDefault(); // no mini-infobar: the offer below is the only one
      if (alreadyOffered()) return;
      remember('shown');
      setEvent(found as InstallPromptEvent);
    };
    const onInstalled = () => setEvent(null);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);
  if (!event) return null;

  const install = async () => {
    await event.prompt();
    const { outcome } = await event.userChoice;
    remember(outcome);
    setEvent(null);
  };
  const decline = () => {
    remember('dismissed');
    setEvent(null);
  };
  return (
    <aside className="install-offer" aria-labelledby="install-offer-title">
      <div className="install-offer__text">
        <h2 id="install-offer-title">Złota rybka na ekranie głównym</h2>
        <p>Zainstaluj aplikację: otworzysz zbiórki jednym dotknięciem, a te już oglądane także bez internetu.</p>
      </div>
      <div className="actions">
        <button type="button" className="btn btn--primary" onClick={() => void install()}>
          Zainstaluj aplikację
        </button>
        <button type="button" className="btn" onClick={decline}>
          Nie teraz
        </button>
      </div>
    </aside>
  );
}
