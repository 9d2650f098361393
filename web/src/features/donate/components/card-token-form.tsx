import { useEffect, useState, type RefObject } from 'react';
import { CARD_FORM_MESSAGES, tokenizeOutcome, type CardFormSetup, type TokenizeOutcome } from '../logic/card-form';
import { loadPayuSdk, type SecureForm } from '../logic/payu-sdk';

/** Asks PayU for a multi-use card token of what the donor typed in its frames. */
export type CardTokenizer = () => Promise<TokenizeOutcome>;

const FIELDS = [
  { type: 'number', id: 'payu-card-number', label: 'Numer karty' },
  { type: 'date', id: 'payu-card-date', label: 'Data ważności (MM/RR)' },
  { type: 'cvv', id: 'payu-card-cvv', label: 'Kod CVV' },
] as const;

/**
 * Issue 40: the monthly option's card, in PayU's Secure Form: number, expiry and CVV in PayU's own frames, so that card
 * data never reaches this page or the foundation. Loaded with its SDK only when shown; `tokenizer` is set once the
 * frames are there, and asks PayU for a token of type MULTI (PayU's documented type for recurring payments).
 */
export default function CardTokenForm({ setup, tokenizer }: { setup: CardFormSetup; tokenizer: RefObject<CardTokenizer | null> }) {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    const forms: SecureForm[] = [];
    setState('loading');
    loadPayuSdk(setup.sdkUrl).then(
      (PayU) => {
        if (!live) return;
        const payu = PayU(setup.posId);
        const secureForms = payu.secureForms({ lang: 'pl' });
        for (const field of FIELDS) forms.push(secureForms.add(field.type, { frameTitle: field.label, style: { basic: { fontSize: '16px' } } }).render(`#${field.id}`));
        tokenizer.current = () => payu.tokenize('MULTI').then(tokenizeOutcome, () => ({ problems: [CARD_FORM_MESSAGES.failed] }));
        setState('ready');
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
      tokenizer.current = null;
      for (const form of forms) form.remove();
    };
  }, [setup.sdkUrl, setup.posId, attempt, tokenizer]);

  return (
    <fieldset className="donate-section card-token-form" aria-describedby="payu-card-hint">
      <legend className="donate-section__legend">Karta do wpłat co miesiąc</legend>
      <p className="field__hint" id="payu-card-hint">
        Dane karty wpisujesz w polach PayU — trafiają tylko do PayU, nie do fundacji. Kolejne wpłaty PayU pobierze z tej karty.
      </p>
      {FIELDS.map((field) => (
        <div className="field" key={field.id}>
          <span className="card-token-form__label" id={`${field.id}-label`}>
            {field.label}
          </span>
          <div className="card-token-form__frame" id={field.id} role="group" aria-labelledby={`${field.id}-label`} />
        </div>
      ))}
      {state === 'loading' && (
        <p className="loading" role="status">
          {CARD_FORM_MESSAGES.loading}
        </p>
      )}
      {state === 'failed' && (
        <div role="alert">
          <p>{CARD_FORM_MESSAGES.notLoaded}</p>
          <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
            Wczytaj formularz karty ponownie
          </button>
        </div>
      )}
    </fieldset>
  );
}
