import { dismissInstallOffer, type InstallOfferKind } from './install-prompt';

/**
 * "Zainstaluj aplikację" where the browser can install the portal (beforeinstallprompt), or on iOS Safari the hint
 * to add it to the home screen. It sits in the page's flow above the footer, never over content, and is offered
 * once per device after a meaningful moment (install-prompt.ts).
 */
export function InstallOffer({ offer }: { offer: InstallOfferKind }) {
  const install = async (event: Extract<InstallOfferKind, { kind: 'prompt' }>['event']) => {
    await event.prompt();
    const { outcome } = await event.userChoice;
    dismissInstallOffer(outcome);
  };
  return (
    <aside className="install-offer" aria-labelledby="install-offer-title">
      <div className="install-offer__text">
        <h2 id="install-offer-title">Złota rybka na ekranie głównym</h2>
        {offer.kind === 'prompt' ? (
          <p>Zainstaluj aplikację: otworzysz zbiórki jednym dotknięciem, a te już oglądane także bez internetu.</p>
        ) : (
          <p>Dodaj do ekranu początkowego: dotknij „Udostępnij”, a potem „Do ekranu początkowego”. Otworzysz zbiórki jednym dotknięciem.</p>
        )}
      </div>
      <div className="actions">
        {offer.kind === 'prompt' && (
          <button type="button" className="btn btn--primary" onClick={() => void install(offer.event)}>
            Zainstaluj aplikację
          </button>
        )}
        <button type="button" className="btn" onClick={() => dismissInstallOffer('dismissed')}>
          {offer.kind === 'prompt' ? 'Nie teraz' : 'Rozumiem'}
        </button>
      </div>
    </aside>
  );
}
