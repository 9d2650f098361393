import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref } from './contact-links';

describe('contact links', () => {
  it('builds a tel: link with digits and the plus only', () => {
    expect(telHref('+48 22 123 45 67')).toBe('tel:+48221234567');
  });

  it('builds a mailto: link with an encoded subject', () => {
    expect(mailtoHref('biuro@fundacja.example.pl')).toBe('mailto:biuro@fundacja.example.pl');
    expect(mailtoHref('biuro@fundacja.example.pl', 'Zgłoszenie zbiórki')).toBe('mailto:biuro@fundacja.example.pl?subject=Zg%C5%82oszenie%20zbi%C3%B3rki');
  });
});
