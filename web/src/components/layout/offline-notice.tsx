import { useSyncExternalStore } from 'react';

const subscribe = (callback: () => void) => {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
};

export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine, () => true);

export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-notice" role="status">
      Jesteś offline — pokazujemy zbiórki zapisane na tym urządzeniu.
    </div>
  );
}
