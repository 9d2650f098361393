import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../messages.js';
import { checkDonationAmount } from './donation.js';

describe('checkDonationAmount (the donor\'s own amount, as typed)', () => {
  it.each([
    ['2', 200],
    ['25,50', 2550],
    ['100 000', 10_000_000],
    ['100\u00A0000,00', 10_000_000],
  ])('"%s" is %i grosze', (typed, grosze) => {
    expect(checkDonationAmount(typed)).toEqual({ grosze });
  });

  it.each(['0', '0,50', '1,99', '100 000,01', '1 000 000 000', '12,345', 'abc', '-5', ''])('"%s" gets the amount message', (typed) => {
    expect(checkDonationAmount(typed)).toEqual({ problem: PAYMENT_MESSAGES.amount });
  });
});
