import { useState } from 'react';
import { voidPaymentSchema } from '@zlota/shared/schemas/donation';
import { useNotify } from '../../../../hooks/use-notify';
import { errorMessage } from '../../../../lib/api-client';
import { manualDonationsApi, type ManualDonationEntry } from '../api/manual-donations-api';
import { formatAmount } from './manual-donation-format';
import { TextDialog, type TextCheck } from '../../components/note-dialog';

interface VoidPaymentDialogProps {
  payment: Pick<ManualDonationEntry, 'guid' | 'amount'>;
  onVoided: (voided: ManualDonationEntry) => void;
  onCancel: () => void;
}

const check = (reason: string): TextCheck => {
  const checked = voidPaymentSchema.safeParse({ reason });
  return checked.success ? { text: checked.data.reason } : { error: checked.error.issues[0]?.message ?? '' };
};

/** "Unieważnij": asks why, voids the manual donation (its amount leaves the fundraiser's sum) and says so. */
export function VoidPaymentDialog({ payment, onVoided, onCancel }: VoidPaymentDialogProps) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const send = async (reason: string) => {
    setBusy(true);
    try {
      const voided = await manualDonationsApi.void(payment.guid, reason);
      notify.success('Unieważniono wpłatę', `${formatAmount(voided.amount)} odjęto od zebranej kwoty.`);
      onVoided(voided);
    } catch (error) {
      notify.error(await errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <TextDialog
      title={`Unieważnij wpłatę ${formatAmount(payment.amount)}`}
      label="Powód unieważnienia"
      hint="Np. wpisana do złej zbiórki albo dwa razy. Wpis zostanie na liście jako unieważniony, a powód trafi do dziennika zdarzeń."
      submitLabel="Unieważnij wpłatę"
      destructive
      maxLength={500}
      busy={busy}
      check={check}
      onSend={(reason) => void send(reason)}
      onCancel={onCancel}
    />
  );
}
