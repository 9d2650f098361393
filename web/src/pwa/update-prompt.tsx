import { useRegisterSW } from 'virtual:pwa-register/react';

/** A new version of the app is waiting: offer to reload into it (workbox-window under the hood). */
export function UpdatePrompt() {
  // The server renderer has no service worker to ask.
  return typeof window === 'undefined' ? null : <Prompt />;
}

function Prompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });
  if (!needRefresh) return null;
  return (
    <div className="update-prompt" role="alertdialog" aria-labelledby="update-prompt-text">
      <p id="update-prompt-text">Dostępna jest nowa wersja</p>
      <button type="button" className="btn btn--primary" onClick={() => void updateServiceWorker(true)}>
        Odśwież
      </button>
      <button type="button" className="btn" onClick={() => setNeedRefresh(false)}>
        Później
      </button>
    </div>
  );
}
