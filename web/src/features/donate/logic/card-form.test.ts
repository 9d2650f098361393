import { describe, expect, it } from 'vitest';
import type { SupportPaymentConfiguration } from '@zlota/shared/entities';
import { CARD_FORM_MESSAGES, cardFormOf, tokenizeOutcome } from './card-form';

// Issue 40: PayU's Secure Form on the support page: its SDK from the configuration's PayU host, and tokenize's answer
// as a token or reasons in Polish.

const payu = (config: SupportPaymentConfiguration['config']): SupportPaymentConfiguration => ({ provider: 'payu', config, monthly: true, monthly_card_token: true, monthly_methods: ['card'] });

describe('the card form of a PayU fundraiser', () => {
  it('when PayU needs a card token, then the SDK comes from /javascript/sdk on the origin of the configuration\'s base_url, for its POS', () => {
    expect(cardFormOf(payu({ pos_id: '300746', base_url: 'https://secure.snd.payu.com' }))).toEqual({ sdkUrl: 'https://secure.snd.payu.com/javascript/sdk', posId: '300746' });
    expect(cardFormOf(payu({ pos_id: 145227, base_url: 'http://127.0.0.1:4010/' }))).toEqual({ sdkUrl: 'http://127.0.0.1:4010/javascript/sdk', posId: '145227' });
  });

  it('when no token is needed, or the configuration lacks its host or POS, then there is no card form', () => {
    expect(cardFormOf({ provider: 'sandbox', config: {}, monthly: true, monthly_card_token: false, monthly_methods: ['card', 'blik'] })).toBeNull();
    expect(cardFormOf(payu({ pos_id: '300746' }))).toBeNull();
    expect(cardFormOf(payu({ base_url: 'https://secure.payu.com' }))).toBeNull();
    expect(cardFormOf(payu({ pos_id: '1', base_url: 'javascript:alert(1)' }))).toBeNull();
    expect(cardFormOf(null)).toBeNull();
  });

  it('when tokenize succeeds, then its token and mask; when it fails, then each of PayU\'s reasons once, in Polish', () => {
    expect(tokenizeOutcome({ status: 'SUCCESS', body: { token: 'TOK_1ABC', mask: '4444 **** **** 1111' } })).toEqual({ token: 'TOK_1ABC', mask: '4444 **** **** 1111' });
    const failed = tokenizeOutcome({
      status: 'ERROR',
      error: {
        messages: [
          { type: 'validation', code: 'error.validation.card.number', message: 'Card number is invalid', source: 'number' },
          { type: 'validation', code: 'error.validation.expDate.past', message: 'Card has expired', source: 'date' },
          { type: 'validation', code: 'error.validation.card.number', message: 'again', source: 'number' },
        ],
      },
    });
    expect(failed).toEqual({ problems: ['Numer karty jest nieprawidłowy — sprawdź go, proszę.', 'Karta straciła ważność — użyj, proszę, innej karty.'] });
    expect(tokenizeOutcome({ status: 'ERROR', error: { messages: [{ type: 'technical', code: 'error.something.new', message: 'x' }] } })).toEqual({ problems: [CARD_FORM_MESSAGES.failed] });
    expect(tokenizeOutcome({ status: 'SUCCESS', body: { token: '<script>', mask: '' } })).toEqual({ problems: [CARD_FORM_MESSAGES.failed] });
  });
});
