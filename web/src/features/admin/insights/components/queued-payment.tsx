import { Link } from 'react-router-dom';
import { formatZl } from '@zlota/shared/money';
import type { QueuedPayment as Payment } from '@zlota/shared/entities';
import { paths } from '../../../../config/paths';
import { formatWhen } from '@zlota/shared/format';
import { paymentStatusLabel } from '@zlota/shared/payment-labels';

const TAKEN_BACK: ReadonlySet<string> = new Set(['voided', 'refunded', 'partially_refunded']);

/** A payment on the queue: amount, fundraiser, donor and time, linked to where payments are handled. */
export function QueuedPayment({ payment }: { payment: Payment }) {
  return (
    <>
      <Link to={paths.adminPayment.getHref({ guid: payment.guid })}>
        {formatZl(payment.amount)} — {payment.charity?.title ?? 'bez zbiórki'}
      </Link>
      {/* The sandbox moves no money: staff must never count it as a donation. */}
      {payment.test && <strong className="queue-section__test"> · płatność testowa</strong>}
      {/* A voided or refunded entry stays listed, but nobody may take it for money that came. */}
      {TAKEN_BACK.has(payment.status) && <strong className="queue-section__test"> · {paymentStatusLabel(payment.status)}</strong>}
      <span className="queue-section__meta">
        {' '}
        · {payment.donor_name ?? 'wpłacający anonimowy'} · <time dateTime={payment.created_at}>{formatWhen(payment.created_at)}</time>
        {payment.note ? ` · ${payment.note}` : ''}
      </span>
    </>
  );
}
