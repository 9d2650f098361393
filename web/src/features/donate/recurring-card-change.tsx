import { useRef, useState } from 'react';
import type { RecurringDonorView } from '@zlota/shared/entities';
import { formatZl } from '@zlota/shared/money';
import { useRemote } from '../../hooks/use-remote';
import { errorMessage } from '../../lib/api-client';
import { changeRecurringCard, fetchPaymentConfiguration } from './api/donate-api';
import type { CardTokenizer } from './components/card-token-form';
import { LazyCardTokenForm } from './components/lazy-card-token-form';
import { CARD_FORM_MESSAGES, cardFormOf } from './logic/card-form';
import { newIdempotencyKey } from './logic/idempotency-key';

/** PayU's card form, with its SDK, only once the donor asks to change the card. */

/**
 * Issue 40 item 4: „Zmień kartę” on the link's page. The new card is authorised at the fundraiser's provider as the
 * schedule's next payment, taken now: the sandbox's page with the consent, or PayU's Secure Form here (its token sent,
 * card data never) and PayU's 3-D Secure. A paused schedule resumes with the new card.
 */
export function RecurringCardChange({ id, linkKey, schedule }: { id: string; linkKey: string; schedule: RecurringDonorView }) {
  const configuration = useRemote(`payment-configuration:${schedule.charity.id}`, (signal) => fetchPaymentConfiguration(schedule.charity.id, signal));
  const cardForm = configuration.status === 'ready' ? cardFormOf(configuration.data) : null;
  const [open, setOpen] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const attempt = useRef(newIdempotencyKey());
  const tokenizer = useRef<CardTokenizer | null>(null);
  if (configuration.status !== 'ready' || !configuration.data.monthly) return null;

  const start = async () => {
    setSending(true);
    setProblems([]);
    const card = cardForm ? await (tokenizer.current?.() ?? Promise.resolve({ problems: [CARD_FORM_MESSAGES.notReady] })) : null;
    if (card && 'problems' in card) {
      setProblems(card.problems);
      return setSending(false);
    }
    try {
      const started = await changeRecurringCard(id, { key: linkKey, idempotency_key: attempt.current, ...(card ? { card_token: card.token } : {}) });
      if (started.redirect_url) return window.location.assign(started.redirect_url);
    } catch (error) {
      attempt.current = newIdempotencyKey();
      setProblems([await errorMessage(error)]);
    }
    setSending(false);
  };

  const ask = cardForm && !open ? () => setOpen(true) : () => void start();
  return (
    <section className="recurring-card" aria-labelledby="recurring-card-title">
      <h2 id="recurring-card-title">Zmień kartę</h2>
      <p>
        Nową kartę potwierdzisz u operatora płatności. Od razu pobierzemy z niej {formatZl(schedule.amount)} — to Twoja najbliższa wpłata co miesiąc
        {schedule.status === 'paused' ? ', a wstrzymane wpłaty wznowią się' : ''}. Kolejne pobierzemy już z nowej karty.
      </p>
      {cardForm && open && (
        <LazyCardTokenForm setup={cardForm} tokenizer={tokenizer} />
      )}
      {problems.length > 0 && (
        <div className="form-error" role="alert">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      )}
      <button type="button" className="btn" onClick={ask} disabled={sending}>
        {sending ? 'Przekierowujemy do operatora płatności…' : cardForm && open ? `Potwierdź nową kartę i zapłać ${formatZl(schedule.amount)}` : 'Zmień kartę'}
      </button>
    </section>
  );
}
