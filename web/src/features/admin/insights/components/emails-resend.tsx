import { pluralPl } from '@zlota/shared/format';
import { useNotify } from '../../../../hooks/use-notify';
import { BulkAction } from '../../components/row-selection';
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
 * number (the admin lists' one bulk action, components/row-selection); each goes back to the queue with its own
 * entry in the audit log.
 */
export function EmailsResend({ chosen, failed, onResent }: EmailsResendProps) {
  const notify = useNotify();
  const count = chosen.length > 0 ? chosen.length : failed;
  if (count === 0) return null;
  const label = chosen.length > 0 ? `Wyślij ponownie zaznaczone (${count})` : `Wyślij ponownie wszystkie nieudane (${count})`;
  const send = async () => {
    const answer = await emailsApi.resendMany(chosen.length > 0 ? chosen : undefined);
    notify.success('E-maile wrócą do wysyłki', `Do wysyłki wróciło: ${emailsCount(answer.resent)}.`);
    onResent();
  };
  return (
    <BulkAction label={label} title={`Wysłać ponownie ${emailsCount(count)}?`} confirmLabel="Wyślij ponownie" busyLabel="Wysyłanie…" run={send} size="normal">
      <p>Wiadomości wrócą do kolejki z nowymi próbami wysyłki. Każda ponowna wysyłka trafi do dziennika zdarzeń.</p>
    </BulkAction>
  );
}
