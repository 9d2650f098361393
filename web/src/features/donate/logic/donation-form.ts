import type { DonationRequest } from '@zlota/shared/entities';
import { parseAmountToGrosze } from '@zlota/shared/money';
import { checkDonationAmount, DONATION_PRESETS_ZL } from '@zlota/shared/schemas/donation';
import { RECURRING_DAY_MAX, RECURRING_MONTHS_OFFERED, type RecurringMethod } from '@zlota/shared/schemas/recurring';

export type AmountChoice = `${(typeof DONATION_PRESETS_ZL)[number]}` | 'other';

export const AMOUNT_PRESETS: readonly AmountChoice[] = DONATION_PRESETS_ZL.map((zl) => `${zl}` as AmountChoice);
export const DEFAULT_AMOUNT_CHOICE: AmountChoice = '50';

/** What the donor types and picks, exactly as the inputs hold it. */
export interface DonationFormValues {
  amountChoice: AmountChoice;
  customAmount: string;
  method: string;
  name: string;
  /** Issue 30: the name for the confirmation, apart from the public signature. */
  receiptName: string;
  email: string;
  message: string;
  anonymous: boolean;
  hideAmount: boolean;
  /** "chcę otrzymywać aktualności": the fundraiser's updates by e-mail (issue 18). */
  updatesConsent: boolean;
  acceptTerms: boolean;
  /** Issue 40: "co miesiąc": the same amount again on `monthlyDay` of every month. */
  monthly: boolean;
  /** The day of the month, 1–28, as the select holds it. */
  monthlyDay: string;
  /** Issue 40 item 1: „do końca zbiórki” (the default) or „przez 12 miesięcy”, the first payment included. */
  monthlyForAYear: boolean;
  /** Issue 40: „Karta” (the default) or „BLIK”, where the provider offers both (components/monthly-method-picker.tsx). */
  monthlyMethod: RecurringMethod;
}

export type { DonationRequest };

/** The fields that can carry their own message, in the order the form shows them. */
export const DONATION_FIELDS = ['amount', 'method', 'name', 'receipt_name', 'email', 'message', 'accept_terms'] as const;
export type DonationField = (typeof DONATION_FIELDS)[number];
export type FieldErrors = Partial<Record<DonationField, string>>;

export const FIELD_LABELS: Record<DonationField, string> = {
  amount: 'Kwota wpłaty',
  method: 'Sposób płatności',
  name: 'Podpis',
  receipt_name: 'Imię i nazwisko do potwierdzenia',
  email: 'Adres e-mail',
  message: 'Wiadomość',
  accept_terms: 'Regulamin',
};

export const initialDonationValues = (): DonationFormValues => ({
  amountChoice: DEFAULT_AMOUNT_CHOICE,
  customAmount: '',
  method: '',
  name: '',
  receiptName: '',
  email: '',
  message: '',
  anonymous: false,
  hideAmount: false,
  updatesConsent: false,
  acceptTerms: false,
  monthly: false,
  monthlyDay: String(Math.min(new Date().getDate(), RECURRING_DAY_MAX)),
  monthlyForAYear: false,
  monthlyMethod: 'card',
});

/** The amount as typed: a preset's zł, or the own amount ("25,50"). */
export function resolveAmount(values: Pick<DonationFormValues, 'amountChoice' | 'customAmount'>): string {
  return values.amountChoice === 'other' ? values.customAmount.trim() : values.amountChoice;
}

/** The chosen amount in grosze, or null while it is not a well-formed amount. */
export function amountInGrosze(values: Pick<DonationFormValues, 'amountChoice' | 'customAmount'>): number | null {
  const text = resolveAmount(values);
  return text === '' ? null : parseAmountToGrosze(text);
}

/** The amount the pay button may name: the chosen amount in grosze when the spec's rules allow it, else null. */
export function payableAmount(values: Pick<DonationFormValues, 'amountChoice' | 'customAmount'>): number | null {
  const checked = checkDonationAmount(resolveAmount(values));
  return 'grosze' in checked ? checked.grosze : null;
}

export function toDonationRequest(values: DonationFormValues, charityId: number, idempotencyKey: string): DonationRequest {
  return {
    charity_id: charityId,
    amount: resolveAmount(values),
    email: values.email.trim(),
    name: values.name.trim(),
    receipt_name: values.receiptName.trim(),
    message: values.message.trim(),
    ...(values.method ? { method: values.method } : {}),
    anonymous: values.anonymous,
    hide_amount: values.hideAmount,
    updates_consent: values.updatesConsent,
    accept_terms: values.acceptTerms,
    idempotency_key: idempotencyKey,
    ...(values.monthly
      ? {
          recurring: {
            every: 'month' as const,
            day: Number(values.monthlyDay),
            ...(values.monthlyForAYear ? { months: RECURRING_MONTHS_OFFERED } : {}),
            ...(values.monthlyMethod === 'blik' ? { method: values.monthlyMethod } : {}),
          },
        }
      : {}),
  };
}

const isDonationField = (key: string): key is DonationField => (DONATION_FIELDS as readonly string[]).includes(key);

/** Splits (field, message) pairs into the form's fields and messages that belong to the whole form. */
export function splitErrors(entries: Iterable<readonly [string, string]>): { fields: FieldErrors; general: string[] } {
  const fields: FieldErrors = {};
  const general: string[] = [];
  for (const [key, message] of entries) {
    if (isDonationField(key)) fields[key] ??= message;
    else if (!general.includes(message)) general.push(message);
  }
  return { fields, general };
}

/** Which field an edited input belongs to, so its message can go away as the donor fixes it. */
export function fieldOf(input: keyof DonationFormValues): DonationField | null {
  switch (input) {
    case 'amountChoice':
    case 'customAmount':
      return 'amount';
    case 'acceptTerms':
      return 'accept_terms';
    case 'anonymous':
    case 'hideAmount':
    case 'monthly':
    case 'monthlyDay':
    case 'monthlyForAYear':
    case 'monthlyMethod':
      return null;
    case 'updatesConsent':
      return 'email';
    case 'receiptName':
      return 'receipt_name';
    default:
      return input;
  }
}
