import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CharityDetails, SupportPaymentConfiguration } from '@zlota/shared/entities';
import { monthlyOffered } from '../logic/monthly-offer';
import { DonationForm } from './donation-form';

// Issue 40: the support page offers "Co miesiąc" only when the fundraiser's provider can charge every month by itself,
// as the payment configuration's answer says; otherwise the donor sees no such choice and gives once.

const charity = { id: 7, url: 'wozek-dla-lucji', title: 'Wózek dla Łucji' } as CharityDetails;
const methods = { status: 'ready' as const, data: [{ id: 'card', name: 'Karta płatnicza', image_url: null }], reload: () => undefined };

const form = (monthly: boolean) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <DonationForm charity={charity} methods={methods} monthly={monthly} />
    </MemoryRouter>,
  );

const configuration = (provider: SupportPaymentConfiguration['provider'], monthly: boolean, cardToken = false): SupportPaymentConfiguration => ({
  provider,
  config: {},
  monthly,
  monthly_card_token: cardToken,
  monthly_methods: monthly ? ['card'] : [],
});

describe('the support page: "Co miesiąc" only where the provider gives it', () => {
  it('when monthly giving is offered, then the form asks how often, once or every month', () => {
    const html = form(true);
    expect(html).toContain('Jak często?');
    expect(html).toContain('Jednorazowo');
    expect(html).toContain('Co miesiąc');
  });

  it('when it is not, then the form has no such choice', () => {
    const html = form(false);
    expect(html).not.toContain('Jak często?');
    expect(html).not.toContain('Co miesiąc');
    expect(html).toContain('Formularz wpłaty');
  });

  it('offers it for a provider that charges by itself, and for PayU with its card form (SDK and POS in the configuration), not for one that cannot (Przelewy24), nor while unknown', () => {
    expect(monthlyOffered(configuration('sandbox', true))).toBe(true);
    expect(monthlyOffered(configuration('przelewy24', false))).toBe(false);
    expect(monthlyOffered({ ...configuration('payu', true, true), config: { pos_id: '300746', base_url: 'https://secure.snd.payu.com' } })).toBe(true);
    expect(monthlyOffered(configuration('payu', true, true))).toBe(false);
    expect(monthlyOffered(null)).toBe(false);
  });
});
