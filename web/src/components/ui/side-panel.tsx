import { useEffect, useRef, type ReactNode } from 'react';
import { Icon } from './icon';

/** A modal side panel (20rem, spec §9) built on <dialog>: focus is trapped and Escape closes it. */
export function SidePanel({ open, onClose, title, children }: { open: boolean; onClose: () => void; title: string; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog ref={dialog} className="side-panel" aria-label={title} onClose={onClose} onClick={(event) => event.target === dialog.current && onClose()}>
      <div className="side-panel__header">
        <span className="side-panel__title">{title}</span>
        <button type="button" className="icon-button" onClick={onClose} aria-label="Zamknij menu">
          <Icon name="close" />
        </button>
      </div>
      {children}
    </dialog>
  );
}
