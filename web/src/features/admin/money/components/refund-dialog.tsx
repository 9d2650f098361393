import { useEffect, useId, useRef, useState } from 'react';
import { REFUND_MESSAGES } from '@zlota/shared/messages';
import { refundSchema, type RefundInput } from '@zlota/shared/schemas/refund';
import { TextAreaField, TextField } from '../../../../components/ui/fields';
import { useNotify } from '../../../../hooks/use-notify';
import { useSchemaForm } from '../../../../hooks/use-schema-form';
import { errorFields } from '../../../../lib/api-client';
import { formatZl, zlToGrosze } from '@zlota/shared/money';
import { zlInput } from '../../../../lib/numbers-pl';
import { refundsApi, type PaymentRefund, type RefundBody } from '../api/refunds-api';
import { INVALID_FORM_MESSAGE } from '../../../../lib/form-errors';
import { useAction } from '../../hooks/use-action';

const ORDER = ['amount', 'reason'] as const;

export interface RefundablePayment {
  guid: string;
  /** What may still be refunded, in zł (the payment's amount less refunds asked for or done). */
  refundable: number;
}

interface RefundDialogProps {
  payment: RefundablePayment;
  onClose: () => void;
  /** After the provider took the request: the refund as the API answered it. */
  onDone: (refund: PaymentRefund) => void;
}

/**
 * Refunds (part of) a paid online donation: the amount, prefilled with what is left and typed as `12,50` or
 * `12.50`, and a reason, checked by the shared schema; then a confirmation that names the amount. One refund
 * key per dialog, so a repeated click or retry never refunds twice.
 */
export function RefundDialog({ payment, onClose, onDone }: RefundDialogProps) {
  const notify = useNotify();
  const dialog = useRef<HTMLDialogElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const id = useId();
  const [refundKey] = useState(() => crypto.randomUUID());
  const [confirming, setConfirming] = useState<{ body: RefundBody; grosze: number } | null>(null);
  const { busy, run } = useAction();
  const form = `refund-${id.replace(/[^A-Za-z0-9_-]/g, '')}`;
  const { values, submit, showFieldErrors, field } = useSchemaForm<RefundBody, RefundInput>({
    form,
    schema: refundSchema,
    defaultValues: { amount: zlInput(payment.refundable), reason: '', refund_key: refundKey },
    order: ORDER,
    onInvalid: () => notify.error(INVALID_FORM_MESSAGE),
  });

  useEffect(() => {
    dialog.current?.showModal();
    document.getElementById(`${form}-amount`)?.focus();
  }, [form]);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  const send = async () => {
    if (!confirming) return;
    const done = await run(() => refundsApi.request(payment.guid, confirming.body), {
      quiet: true,
      refused: async (failure) => {
        setConfirming(null);
        showFieldErrors(await errorFields(failure));
      },
    });
    if (!done) return;
    const refund = done.value;
    notify.success(refund.status === 'confirmed' ? REFUND_MESSAGES.confirmed : REFUND_MESSAGES.requested, formatZl(refund.amount));
    onDone(refund);
    onClose();
  };

  // Never more than is left: the remainder is said in the hint, and a larger amount is refused here, before the question.
  const ask = (data: RefundInput) => {
    if (data.amount > zlToGrosze(payment.refundable)) showFieldErrors({ amount: REFUND_MESSAGES.tooMuch });
    else setConfirming({ body: { ...values, refund_key: refundKey }, grosze: data.amount });
  };

  const amountText = confirming ? formatZl(confirming.grosze / 100) : '';
  return (
    <dialog ref={dialog} className="confirm-dialog" aria-labelledby={`${form}-title`} onClose={onClose} onCancel={(event) => busy && event.preventDefault()}>
      <h2 id={`${form}-title`}>Zwrot wpłaty</h2>
      {confirming ? (
        <div>
          <p id={`${form}-question`}>
            Czy na pewno zwrócić darczyńcy <strong>{amountText}</strong>? Operator płatności przeleje pieniądze z powrotem, a kwota zbiórki zmniejszy się, gdy
            potwierdzi zwrot. Tej operacji nie można cofnąć.
          </p>
          <p>Powód: {confirming.body.reason}</p>
          <div className="actions confirm-dialog__actions">
            <button type="button" className="btn" onClick={() => setConfirming(null)} disabled={busy}>
              Wróć
            </button>
            <button type="button" ref={confirmButton} className="btn btn--danger" onClick={() => void send()} disabled={busy} aria-describedby={`${form}-question`}>
              {busy ? 'Zlecanie zwrotu…' : `Zwróć ${amountText}`}
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit(ask)} noValidate>
          <TextField {...field('amount')} label="Kwota zwrotu (zł)" hint={`Do zwrotu zostało ${formatZl(payment.refundable)}. Możesz zwrócić część, np. 12,50.`} inputMode="decimal" autoComplete="off" />
          <TextAreaField {...field('reason')} label="Powód zwrotu" hint="Trafi do dziennika zdarzeń i do operatora płatności (od 3 do 500 znaków)." rows={3} maxLength={500} />
          <div className="actions confirm-dialog__actions">
            <button type="button" className="btn" onClick={onClose}>
              Anuluj
            </button>
            <button type="submit" className="btn btn--primary">
              Dalej
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
