import { dismissInstallPrompt, rememberOffer, type InstallPromptEvent } from './install-prompt';

/**
 * "Zainstaluj aplikację" where the browser can install the portal (beforeinstallprompt). It sits in the page's flow
 * above the footer, never over content, and is offered once per device (install-prompt.ts).
 */
export function InstallOffer({ event }: { event: InstallPromptEvent }) {
  const install = async () => {
    await event.prompt();
    const { outcome } = await event.userChoice;
    rememberOffer(outcome);
    dismissInstallPrompt();
  };
  const decline = () => {
    rememberOffer('dismissed');
    dismissInstallPrompt();
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
