import { lazy, Suspense, type RefObject } from 'react';
import { CARD_FORM_MESSAGES, type CardFormSetup } from '../logic/card-form';
import type { CardTokenizer } from './card-token-form';

const CardTokenForm = lazy(() => import('./card-token-form'));

/** PayU's card form, its script loaded only when it is shown (the support page's „Co miesiąc”, „Zmień kartę”). */
export function LazyCardTokenForm({ setup, tokenizer }: { setup: CardFormSetup; tokenizer: RefObject<CardTokenizer | null> }) {
  return (
    <Suspense
      fallback={
        <p className="loading" role="status">
          {CARD_FORM_MESSAGES.loading}
        </p>
      }
    >
      <CardTokenForm setup={setup} tokenizer={tokenizer} />
    </Suspense>
  );
}
