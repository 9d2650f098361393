import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@zlota/shared/messages';
import { donationSchema } from '@zlota/shared/schemas/donation';
import {
  AMOUNT_PRESETS,
  amountInGrosze,
  fieldOf,
  initialDonationValues,
  resolveAmount,
  splitErrors,
  toDonationRequest,
  type DonationFormValues,
} from './donation-form';

/** What the form's resolver does: the server's schema over the request as it will be sent, split into fields and the rest. */
function validateDonation(form: DonationFormValues, charityId: number, idempotencyKey: string) {
  const request = toDonationRequest(form, charityId, idempotencyKey);
  const parsed = donationSchema.safeParse(request);
  if (parsed.success) return { ok: true as const, request };
  return { ok: false as const, ...splitErrors(parsed.error.issues.map((issue) => [String(issue.path[0] ?? ''), issue.message] as const)) };
}

const KEY = '4b1f7c8e-0d6a-4f3e-9a51-2f0c8d7e6b5a';
const values = (patch: Partial<DonationFormValues> = {}): DonationFormValues => ({ ...initialDonationValues(), acceptTerms: true, ...patch });

describe('amount resolution', () => {
  it('offers the presets 20, 50, 100 and 200 zł and starts at 50 zł', () => {
    expect(AMOUNT_PRESETS).toEqual(['20', '50', '100', '200']);
    expect(resolveAmount(initialDonationValues())).toBe('50');
  });

  it('when a preset is chosen, then the own amount typed earlier is ignored', () => {
    expect(resolveAmount({ amountChoice: '100', customAmount: '7,5' })).toBe('100');
    expect(amountInGrosze({ amountChoice: '100', customAmount: '7,5' })).toBe(10_000);
  });

  it('when "Inna kwota" is chosen, then the own amount counts, with a Polish decimal comma', () => {
    expect(resolveAmount({ amountChoice: 'other', customAmount: ' 25,50 ' })).toBe('25,50');
    expect(amountInGrosze({ amountChoice: 'other', customAmount: '25,50' })).toBe(2550);
    expect(amountInGrosze({ amountChoice: 'other', customAmount: '1 234.5' })).toBe(123_450);
  });

  it('when the own amount is empty or malformed, then there is no amount', () => {
    expect(amountInGrosze({ amountChoice: 'other', customAmount: '' })).toBeNull();
    expect(amountInGrosze({ amountChoice: 'other', customAmount: '12,345' })).toBeNull();
    expect(amountInGrosze({ amountChoice: 'other', customAmount: 'dziesięć' })).toBeNull();
  });
});

describe('validateDonation', () => {
  it('when everything is fine, then the request carries the amount as typed, not in grosze', () => {
    const result = validateDonation(values({ amountChoice: 'other', customAmount: '25,50', method: 'blik', email: ' Ala@Example.pl ' }), 7, KEY);
    expect(result).toEqual({
      ok: true,
      request: {
        charity_id: 7,
        amount: '25,50',
        email: 'Ala@Example.pl',
        name: '',
        receipt_name: '',
        message: '',
        method: 'blik',
        anonymous: false,
        hide_amount: false,
        updates_consent: false,
        accept_terms: true,
        idempotency_key: KEY,
      },
    });
  });

  it('when no method is known, then the request leaves it to the payment operator', () => {
    const result = validateDonation(values(), 7, KEY);
    expect(result.ok && 'method' in result.request).toBe(false);
  });

  it('when the amount is below 2 zł, then the amount field gets the Polish message', () => {
    const result = validateDonation(values({ amountChoice: 'other', customAmount: '1,99' }), 7, KEY);
    expect(result).toEqual({ ok: false, fields: { amount: PAYMENT_MESSAGES.amount }, general: [] });
  });

  it('when the amount is above 100 000 zł or empty, then the amount field gets the message', () => {
    expect(validateDonation(values({ amountChoice: 'other', customAmount: '100000,01' }), 7, KEY)).toMatchObject({ fields: { amount: PAYMENT_MESSAGES.amount } });
    expect(validateDonation(values({ amountChoice: 'other', customAmount: '' }), 7, KEY)).toMatchObject({ fields: { amount: PAYMENT_MESSAGES.amount } });
  });

  it('when several fields are wrong, then each gets its own message', () => {
    const result = validateDonation(
      values({ amountChoice: 'other', customAmount: 'abc', email: 'ala@', message: 'x'.repeat(501), acceptTerms: false }),
      7,
      KEY,
    );
    expect(result).toEqual({
      ok: false,
      fields: {
        amount: PAYMENT_MESSAGES.amount,
        email: PAYMENT_MESSAGES.email,
        message: PAYMENT_MESSAGES.message,
        accept_terms: PAYMENT_MESSAGES.terms,
      },
      general: [],
    });
  });

  it('when the terms are not accepted, then only that is reported', () => {
    expect(validateDonation(values({ acceptTerms: false }), 7, KEY)).toEqual({ ok: false, fields: { accept_terms: PAYMENT_MESSAGES.terms }, general: [] });
  });

  it('when the idempotency key is missing, then the message belongs to the whole form', () => {
    expect(validateDonation(values(), 7, '')).toEqual({ ok: false, fields: {}, general: [PAYMENT_MESSAGES.idempotencyKey] });
  });
});

describe('splitErrors', () => {
  it('keeps the first message of each field and sends unknown keys to the whole form, once', () => {
    expect(
      splitErrors([
        ['email', 'pierwszy'],
        ['email', 'drugi'],
        ['charity_id', 'Nie znaleźliśmy takiej zbiórki.'],
        ['idempotency_key', 'Nie znaleźliśmy takiej zbiórki.'],
      ]),
    ).toEqual({ fields: { email: 'pierwszy' }, general: ['Nie znaleźliśmy takiej zbiórki.'] });
  });
});

describe('fieldOf', () => {
  it('ties both amount inputs to the amount field and the options to nothing', () => {
    expect(fieldOf('amountChoice')).toBe('amount');
    expect(fieldOf('customAmount')).toBe('amount');
    expect(fieldOf('acceptTerms')).toBe('accept_terms');
    expect(fieldOf('anonymous')).toBeNull();
    expect(fieldOf('email')).toBe('email');
  });
});

describe('"co miesiąc" (issue 40)', () => {
  it('when the donor chooses it with a day, then the request asks for a monthly schedule on that day; once, it asks for none', () => {
    const monthly = toDonationRequest(values({ monthly: true, monthlyDay: '12', email: 'ewa@example.pl' }), 7, KEY);
    expect(monthly.recurring).toEqual({ every: 'month', day: 12 });
    expect(donationSchema.safeParse(monthly).success).toBe(true);
    expect('recurring' in toDonationRequest(values({ monthlyDay: '12' }), 7, KEY)).toBe(false);
    const forAYear = toDonationRequest(values({ monthly: true, monthlyDay: '12', monthlyForAYear: true, email: 'ewa@example.pl' }), 7, KEY);
    expect(forAYear.recurring).toEqual({ every: 'month', day: 12, months: 12 });
    expect(donationSchema.safeParse(forAYear).success).toBe(true);
  });

  it('offers a day every month has: today\'s, at most the 28th', () => {
    expect(Number(initialDonationValues().monthlyDay)).toBeLessThanOrEqual(28);
    expect(fieldOf('monthlyDay')).toBeNull();
  });
});
