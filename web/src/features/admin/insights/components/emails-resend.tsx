import { useState } from 'react';
import { pluralPl } from '@zlota/shared/format';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useNotify } from '../../../../hooks/use-notify';
import { errorMessage } from '../../../../lib/api-client';
import { emailsApi } from '../api/emails-api';

export const emailsCount = (count: number) => `${count} ${pluralPl(count, { one: 'e-mail', few: 'e-maile', many: 'e-maili' })}`;

interface EmailsResendProps {
  /** The chosen failed e-mails; none chosen: the button sends every failed one. */
  chosen: number[];
  failed: number;
  onResent: () => void;
}

/**
 * Issue 36 items 5 and 7: "Wyślij ponownie" for the chosen failed e-mails, or all of them, asked once with their
 * number; each goes back to the queue with its own entry in the audit log.
 */
export function EmailsResend({ chosen, failed, onResent }: EmailsResendProps) {
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const count = chosen.length > 0 ? chosen.length : failed;
  if (count === 0) return null;
  const label = chosen.length > 0 ? `Wyślij ponownie zaznaczone (${count})` : `Wyślij ponownie wszystkie nieudane (${count})`;
  const send = async () => {
    setBusy(true);
    try {
      const answer = await emailsApi.resendMany(chosen.length > 0 ? chosen : undefined);
      notify.success('E-maile wrócą do wysyłki', `Do wysyłki wróciło: ${emailsCount(answer.resent)}.`);
      setAsking(false);
      onResent();
    } catch (error) {
      notify.error(await errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="btn" onClick={() => setAsking(true)}>
        {label}
      </button>
      <ConfirmDialog
        open={asking}
        title={`Wysłać ponownie ${emailsCount(count)}?`}
        confirmLabel="Wyślij ponownie"
        busy={busy}
        busyLabel="Wysyłanie…"
        tone="primary"
        onConfirm={() => void send()}
        onCancel={() => setAsking(false)}
      >
        <p>Wiadomości wrócą do kolejki z nowymi próbami wysyłki. Każda ponowna wysyłka trafi do dziennika zdarzeń.</p>
      </ConfirmDialog>
    </>
  );
}
