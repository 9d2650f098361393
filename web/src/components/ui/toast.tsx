import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TOAST_LIFE_MS } from '@zlota/shared/constants';
import type { Toast } from '@zlota/shared/entities';
import { carryToasts, takeCarriedToasts } from '../../lib/carried-toasts';
import { Icon } from './icon';

type ShownToast = Toast & { id: number };
type ShowToast = (toast: Toast) => void;

const ToastContext = createContext<ShowToast>(() => {});

/**
 * Spec §3/§9: toasts at the top right, 25rem wide, 3000 ms unless told otherwise. `carry`: the toasts still shown when
 * the page goes are shown again on the tab's next page (the panel's own app leaves for the public one by a page load:
 * its logout's 'Wylogowano' must be read there). Every app shows what was carried to it.
 */
export function ToastProvider({ carry = false, children }: { carry?: boolean; children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const shown = useRef(toasts);
  shown.current = toasts;
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback<ShowToast>(
    (toast) => {
      const id = nextId.current++;
      setToasts((all) => [...all, { ...toast, id }]);
      window.setTimeout(() => dismiss(id), toast.life ?? TOAST_LIFE_MS);
    },
    [dismiss],
  );
  const value = useMemo(() => show, [show]);
  useEffect(() => takeCarriedToasts().forEach(show), [show]);
  useEffect(() => {
    if (!carry) return;
    const leave = () => carryToasts(shown.current.map(({ id: _id, ...toast }) => toast));
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [carry]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toasts" aria-live="polite" aria-atomic="false">
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast toast--${toast.severity}`} role={toast.severity === 'error' ? 'alert' : 'status'}>
            <div className="toast__text">
              <strong className="toast__summary">{toast.summary}</strong>
              {toast.detail && <p className="toast__detail">{toast.detail}</p>}
            </div>
            {toast.closable !== false && (
              <button type="button" className="icon-button" onClick={() => dismiss(toast.id)} aria-label="Zamknij powiadomienie">
                <Icon name="close" size={16} />
              </button>
            )}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
