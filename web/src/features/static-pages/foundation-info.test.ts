import { describe, expect, it } from 'vitest';
import { compactAccount, FOUNDATION, isValidIban, mailtoHref, telHref } from './foundation-info';

describe('foundation details', () => {
  it('dials the phone number from a tel: link without spaces', () => {
    expect(telHref(FOUNDATION.phone)).toBe('tel:+48221234567');
  });

  it('writes an e-mail with an encoded Polish subject', () => {
    expect(mailtoHref(FOUNDATION.email)).toBe('mailto:kontakt@zlotarybka.pl');
    expect(mailtoHref(FOUNDATION.email, 'Zgłoszenie zbiórki')).toBe('mailto:kontakt@zlotarybka.pl?subject=Zg%C5%82oszenie%20zbi%C3%B3rki');
  });

  it('copies the account number without spaces, and the example number passes the IBAN check', () => {
    expect(compactAccount(FOUNDATION.bankAccount)).toBe('PL61109010140000071219812874');
    expect(isValidIban(FOUNDATION.bankAccount)).toBe(true);
    expect(isValidIban('PL61 1090 1014 0000 0712 1981 2875')).toBe(false);
  });

  it('uses the 10-digit KRS number everywhere', () => {
    expect(FOUNDATION.krs).toMatch(/^\d{10}$/);
  });
});
