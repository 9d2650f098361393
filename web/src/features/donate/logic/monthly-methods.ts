import type { SupportPaymentConfiguration } from '@zlota/shared/entities';
import type { RecurringMethod } from '@zlota/shared/schemas/recurring';

/**
 * Issue 40: what "co miesiąc" may be paid with on this fundraiser (the server's `monthly_methods`): the support page
 * lets the donor choose „Karta” or „BLIK” only where the provider offers both; with one, that one is used.
 */
export const monthlyMethodsOf = (configuration: SupportPaymentConfiguration | null): readonly RecurringMethod[] => configuration?.monthly_methods ?? [];
