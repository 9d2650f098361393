import { DECLARATION_KEYS, type DeclarationKey } from '@zlota/shared/declarations';
import type { CharityDetails } from '@zlota/shared/entities';
import { formatZl } from '@zlota/shared/money';

export interface NeedyValues {
  name: string;
  surname: string;
  city: string;
}

/** The fundraiser form as typed: every field a string, the amount as the person wrote it ("12 500,00"). */
export interface CharityValues {
  title: string;
  name: string;
  target: string;
  target_amount: string;
  short_description: string;
  /** HTML from the editor ('' when empty); the server sanitises it. */
  description: string;
}

export interface UserCharityValues extends CharityValues {
  needy: NeedyValues;
  /** Only when the fundraiser is created: what the organiser declares (shared/declarations.ts). */
  declarations?: Record<DeclarationKey, boolean>;
}

export const EMPTY_NEEDY: NeedyValues = { name: '', surname: '', city: '' };
export const EMPTY_CHARITY: CharityValues = { title: '', name: '', target: '', target_amount: '', short_description: '', description: '' };
export const EMPTY_USER_CHARITY: UserCharityValues = {
  ...EMPTY_CHARITY,
  needy: EMPTY_NEEDY,
  declarations: { adult: false, beneficiary_consent: false, health_data: false },
};

export const CHARITY_FIELD_ORDER = ['title', 'name', 'target', 'target_amount', 'short_description', 'description'] as const;
export const NEEDY_FIELD_ORDER = ['name', 'surname', 'city'] as const;
export const USER_CHARITY_FIELD_ORDER: readonly string[] = [
  ...CHARITY_FIELD_ORDER,
  ...NEEDY_FIELD_ORDER.map((key) => `needy.${key}`),
  'image',
  ...DECLARATION_KEYS.map((key) => `declarations.${key}`),
];

/** The short description's limit (the shared schema's), for the counter. */
export const SHORT_DESCRIPTION_MAX = 2000;
export const SHORT_DESCRIPTION_MIN = 10;

/** What the owner's edit form starts from: the fundraiser as the preview call gives it. */
export function valuesFromCharity(charity: CharityDetails): UserCharityValues {
  return {
    title: charity.title,
    name: charity.name,
    target: charity.target,
    target_amount: formatZl(charity.target_amount, { withCurrency: false }),
    short_description: charity.short_description,
    description: charity.description ?? '',
    needy: charity.needy ? { name: charity.needy.name, surname: charity.needy.surname, city: charity.needy.city } : EMPTY_NEEDY,
  };
}

/** An editor left with nothing but empty paragraphs counts as no description. */
export function normaliseDescription(html: string): string {
  const text = html.replace(/<br\s*\/?>/gi, '').replace(/<p>\s*<\/p>/gi, '').trim();
  return text === '' ? '' : html.trim();
}

/** The body the API gets: the person's own text (trimmed by the server) and the amount as written. */
export function userCharityBody(values: UserCharityValues, submit: boolean) {
  return { ...values, description: normaliseDescription(values.description), submit };
}

export type UserCharityBody = ReturnType<typeof userCharityBody>;

/** The visitor's fundraiser step as `charityContentSchema` checks it: an empty editor counts as no description. */
export function charityContentBody(values: CharityValues): CharityValues {
  const { title, name, target, target_amount, short_description } = values;
  return { title, name, target, target_amount, short_description, description: normaliseDescription(values.description) };
}

/**
 * The request body: JSON without a picture, or multipart with the `charity` part as a JSON string
 * and the `image` file (the only two parts the server accepts).
 */
export function charityRequestBody(body: object, image: File | null): { json: object } | { form: FormData } {
  if (!image) return { json: body };
  const form = new FormData();
  form.append('charity', JSON.stringify(body));
  form.append('image', image, image.name);
  return { form };
}
