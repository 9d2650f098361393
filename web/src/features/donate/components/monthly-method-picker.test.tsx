import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SupportPaymentConfiguration } from '@zlota/shared/entities';
import { donationSchema } from '@zlota/shared/schemas/donation';
import type { RecurringMethod } from '@zlota/shared/schemas/recurring';
import { initialDonationValues, toDonationRequest } from '../logic/donation-form';
import { monthlyMethodsOf } from '../logic/monthly-methods';
import { MonthlyMethodPicker } from './monthly-method-picker';

// Issue 40: "co miesiąc" by „Karta” or „BLIK” where the fundraiser's provider offers both (the sandbox); with one
// (PayU's cards) there is nothing to choose, and the request asks for BLIK only when the donor chose it.

const picker = (methods: readonly RecurringMethod[], value: RecurringMethod = 'card') =>
  renderToStaticMarkup(<MonthlyMethodPicker methods={methods} value={value} onChange={() => undefined} />);

const configuration = (methods: RecurringMethod[]): SupportPaymentConfiguration => ({ provider: 'sandbox', config: {}, monthly: methods.length > 0, monthly_card_token: false, monthly_methods: methods });

describe('the monthly option: card or BLIK', () => {
  it('when the provider offers both, then the donor chooses „Karta” or „BLIK”, and BLIK says the code is asked once', () => {
    const html = picker(['card', 'blik'], 'blik');
    expect(html).toContain('Czym płacić co miesiąc?');
    expect(html).toMatch(/<input id="donation-monthly-card" type="radio"[^>]*\/><label for="donation-monthly-card">Karta<\/label>/);
    expect(html).toMatch(/<input id="donation-monthly-blik" type="radio"[^>]*checked=""[^>]*\/><label for="donation-monthly-blik">BLIK<\/label>/);
    expect(html).toContain('Kod BLIK wpiszesz u operatora płatności');
  });

  it('when it offers one way (or none), then there is nothing to choose', () => {
    expect(picker(['card'])).toBe('');
    expect(picker([])).toBe('');
    expect(monthlyMethodsOf(configuration(['card']))).toEqual(['card']);
    expect(monthlyMethodsOf(null)).toEqual([]);
  });

  it('when the donor chooses BLIK, then the request asks for `recurring.method: "blik"`; by card it asks for none (the default)', () => {
    const values = { ...initialDonationValues(), monthly: true, monthlyDay: '7', email: 'ewa@example.pl', acceptTerms: true };
    const blik = toDonationRequest({ ...values, monthlyMethod: 'blik' }, 7, 'klucz-12345678');
    expect(blik.recurring).toEqual({ every: 'month', day: 7, method: 'blik' });
    expect(donationSchema.parse(blik).recurring).toEqual({ every: 'month', day: 7, method: 'blik' });
    const card = toDonationRequest(values, 7, 'klucz-12345678');
    expect(card.recurring).toEqual({ every: 'month', day: 7 });
    expect(donationSchema.parse(card).recurring).toEqual({ every: 'month', day: 7, method: 'card' });
  });
});
