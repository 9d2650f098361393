import './confirm-dialog.css';
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  /** Said on the confirm button while the action runs. */
  busyLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirm button's look: red for what destroys (the default), blue for what only adds. */
  tone?: 'danger' | 'primary';
  /** The other button's word where "Anuluj" is not what it does ("Pomiń" an offer). */
  cancelLabel?: string;
}

/** A modal question on <dialog>: focus stays inside, Escape cancels, and "Anuluj" takes the focus first. */
export function ConfirmDialog({ open, title, children, confirmLabel, busy = false, busyLabel = 'Usuwanie…', onConfirm, onCancel, tone = 'danger', cancelLabel = 'Anuluj' }: ConfirmDialogProps) {
  // Several dialogs may stand on one page: each names itself by its own title and text.
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      cancel.current?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={onCancel}
      onCancel={(event) => busy && event.preventDefault()}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <div id={`${id}-text`}>{children}</div>
      <div className="actions confirm-dialog__actions">
        <button type="button" className="btn" ref={cancel} onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className={`btn btn--${tone}`} onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
