import type { SupportPaymentConfiguration } from '@zlota/shared/entities';
import type { TokenizeResult } from './payu-sdk';

/** Issue 40: where the monthly option's card form comes from: PayU's SDK on the configuration's host, and its POS. */
export interface CardFormSetup {
  sdkUrl: string;
  posId: string;
}

/**
 * The card form of a fundraiser whose monthly first payment needs a card token (PayU): PayU's JS SDK at
 * `/javascript/sdk` on the origin of the configuration's `base_url` (secure.payu.com or secure.snd.payu.com, as PayU
 * documents; a local stand-in in tests), for its `pos_id`. Null where no token is needed or the configuration lacks them.
 */
export function cardFormOf(configuration: SupportPaymentConfiguration | null): CardFormSetup | null {
  if (!configuration?.monthly_card_token || configuration.provider !== 'payu') return null;
  const { base_url: baseUrl, pos_id: posId } = configuration.config;
  if (typeof baseUrl !== 'string' || posId === undefined || String(posId) === '') return null;
  try {
    const origin = new URL(baseUrl).origin;
    return /^https?:/.test(origin) ? { sdkUrl: `${origin}/javascript/sdk`, posId: String(posId) } : null;
  } catch {
    return null;
  }
}

/** What the form says, in Polish, for each of PayU's tokenize error codes. */
const TOKENIZE_MESSAGES: Record<string, string> = {
  'error.validation.card.empty': 'Wpisz numer karty.',
  'error.validation.card.length': 'Numer karty ma niewłaściwą długość — sprawdź, czy wpisano wszystkie cyfry.',
  'error.validation.card.number': 'Numer karty jest nieprawidłowy — sprawdź go, proszę.',
  'error.validation.card.unsupported': 'Tej karty nie można użyć do wpłat co miesiąc — wybierz kartę Visa, Mastercard lub Maestro.',
  'error.validation.expDate.empty': 'Wpisz datę ważności karty (MM/RR).',
  'error.validation.expDate.past': 'Karta straciła ważność — użyj, proszę, innej karty.',
  'error.validation.expDate.value': 'Data ważności karty jest nieprawidłowa — wpisz ją jako MM/RR.',
  'error.validation.cvv.empty': 'Wpisz kod CVV z odwrotu karty.',
  'error.validation.cvv.value': 'Kod CVV jest nieprawidłowy — to 3 cyfry z odwrotu karty.',
  'error.network': 'Nie udało się połączyć z PayU — sprawdź połączenie i spróbuj ponownie.',
};

export const CARD_FORM_MESSAGES = {
  /** Any other failure of tokenize (error.tokenization, an answer we do not know). */
  failed: 'PayU nie przyjęło danych karty. Sprawdź je i spróbuj ponownie albo wybierz wpłatę jednorazową.',
  notLoaded: 'Nie udało się wczytać formularza karty PayU. Sprawdź połączenie i spróbuj ponownie albo wybierz wpłatę jednorazową.',
  loading: 'Wczytujemy formularz karty PayU…',
  notReady: 'Formularz karty PayU jeszcze się wczytuje — poczekaj chwilę i spróbuj ponownie.',
} as const;

export type TokenizeOutcome = { token: string; mask: string } | { problems: string[] };

/** The token, or PayU's reasons in Polish (each once, in PayU's order). */
export function tokenizeOutcome(result: TokenizeResult): TokenizeOutcome {
  if (result.status === 'SUCCESS' && /^TOK_\w+$/.test(result.body.token)) return { token: result.body.token, mask: result.body.mask };
  const messages = result.status === 'ERROR' ? result.error.messages : [];
  const problems = [...new Set(messages.map((message) => TOKENIZE_MESSAGES[message.code] ?? CARD_FORM_MESSAGES.failed))];
  return { problems: problems.length > 0 ? problems : [CARD_FORM_MESSAGES.failed] };
}
