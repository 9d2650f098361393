import { voidPaymentSchema } from '@zlota/shared/schemas/donation';
import { useNotify } from '../../../../hooks/use-notify';
import { useAction } from '../../hooks/use-action';
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
  const { busy, run } = useAction();
  const send = async (reason: string) => {
    const done = await run(() => manualDonationsApi.void(payment.guid, reason));
    if (!done) return;
    notify.success('Unieważniono wpłatę', `${formatAmount(done.value.amount)} odjęto od zebranej kwoty.`);
    onVoided(done.value);
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
