import type { SupportPaymentConfiguration } from '@zlota/shared/entities';

/**
 * Issue 40: whether the support page offers "Co miesiąc" beside "Jednorazowo": only when the fundraiser's provider
 * charges a stored token by itself (the server's `monthly`). Not yet where its first payment needs a card token from
 * the provider's own form in the browser (PayU's Secure Form, `monthly_card_token`): this page has no such form, so
 * there the donor gives once (integrators send the token as the donation's `card_token`).
 */
export const monthlyOffered = (configuration: SupportPaymentConfiguration | null): boolean =>
  configuration !== null && configuration.monthly && !configuration.monthly_card_token;
