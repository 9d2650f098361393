import type { SupportPaymentConfiguration } from '@zlota/shared/entities';
import { cardFormOf } from './card-form';

/**
 * Issue 40: whether the support page offers "Co miesiąc" beside "Jednorazowo": when the fundraiser's provider charges
 * a stored token by itself (the server's `monthly`). Where its first payment needs a card token from the provider's
 * own form in the browser (`monthly_card_token`, PayU), only when that form can be loaded (logic/card-form.ts).
 */
export const monthlyOffered = (configuration: SupportPaymentConfiguration | null): boolean =>
  configuration !== null && configuration.monthly && (!configuration.monthly_card_token || cardFormOf(configuration) !== null);
