import { useRef, useState, type ComponentType } from 'react';
import { useOnline } from '../../../components/layout/offline-notice';
import { REPORT_MESSAGES } from '@zlota/shared/reports';
import { useNotify } from '../../../hooks/use-notify';

type Dialog = ComponentType<{ charity: { id: number; title: string }; onClose: () => void }>;

/**
 * "Zgłoś zbiórkę" on every fundraiser's page. The dialog, its form and its schema come only on the first click,
 * so the page's first load carries none of them; reporting needs a connection, and offline the button says so.
 */
export function ReportCharityButton({ charity }: { charity: { id: number; title: string } }) {
  const notify = useNotify();
  const online = useOnline();
  const button = useRef<HTMLButtonElement>(null);
  const [dialog, setDialog] = useState<{ Component: Dialog } | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);

  const show = async () => {
    if (!navigator.onLine) return notify.error(REPORT_MESSAGES.offline);
    setLoading(true);
    try {
      if (!dialog) setDialog({ Component: (await import('./report-charity-dialog')).ReportCharityDialog });
      setOpen(true);
    } catch {
      notify.error('Nie udało się otworzyć formularza zgłoszenia. Spróbuj ponownie za chwilę.');
    } finally {
      setLoading(false);
    }
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="report-charity">
      <button type="button" ref={button} className="btn report-charity__button" onClick={() => void show()} aria-haspopup="dialog" aria-describedby={online ? undefined : 'report-charity-offline'} disabled={loading}>
        Zgłoś zbiórkę
      </button>
      {!online && (
        <p className="report-charity__note" id="report-charity-offline">
          {REPORT_MESSAGES.offline}
        </p>
      )}
      {open && dialog && <dialog.Component charity={charity} onClose={close} />}
    </div>
  );
}
