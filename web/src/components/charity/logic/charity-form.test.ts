import { describe, expect, test } from 'vitest';
import { CHARITY_MESSAGES } from '@zlota/shared/messages';
import type { CharityDetails } from '@zlota/shared/entities';
import { charityContentSchema, needyInputSchema, userCharitySchema } from '@zlota/shared/schemas/charity';
import type { z } from 'zod';
import { issuesToFieldErrors } from '../../../lib/form-errors';
import {
  charityContentBody,
  charityRequestBody,
  normaliseDescription,
  userCharityBody,
  valuesFromCharity,
  type CharityValues,
  type NeedyValues,
  type UserCharityValues,
} from './charity-form';

/** What the forms' resolvers see: the shared schema over the body the form sends, one message per field. */
function check<T>(schema: z.ZodType, body: T) {
  const result = schema.safeParse(body);
  return result.success ? { ok: true as const, body } : { ok: false as const, errors: issuesToFieldErrors(result.error.issues) };
}
const validateUserCharity = (values: UserCharityValues, submit: boolean) => check(userCharitySchema, userCharityBody(values, submit));
const validateCharityContent = (values: CharityValues) => check(charityContentSchema, charityContentBody(values));
const validateNeedy = (values: NeedyValues) => check(needyInputSchema, values);
import { fileSizePl, imageFileProblem } from './image-file';

const VALID: UserCharityValues = {
  title: 'Wózek dla Ani',
  name: 'Ania w ruchu',
  target: 'Wózek aktywny',
  target_amount: '12 500,00',
  short_description: 'Ania potrzebuje lekkiego wózka, aby samodzielnie chodzić do szkoły.',
  description: '<p>Historia Ani</p>',
  needy: { name: 'Anna', surname: 'Nowak', city: 'Kraków' },
  declarations: { adult: true, beneficiary_consent: true, health_data: true },
};

describe('validateUserCharity (the shared userCharitySchema)', () => {
  test('when everything is right, then the body keeps the amount as written and carries the choice to submit', () => {
    const result = validateUserCharity(VALID, true);
    expect(result).toEqual({ ok: true, body: { ...VALID, submit: true } });
  });

  test('when a declaration is not accepted, then it gets the declaration message under declarations.*', () => {
    const result = validateUserCharity({ ...VALID, declarations: { adult: true, beneficiary_consent: false, health_data: true } }, true);
    expect(result).toEqual({ ok: false, errors: { 'declarations.beneficiary_consent': CHARITY_MESSAGES.declaration } });
  });

  test('when several fields are wrong, then each gets its own message, the beneficiary under needy.*', () => {
    const result = validateUserCharity({ ...VALID, title: 'A', target_amount: '12,345', needy: { ...VALID.needy, city: '' } }, false);
    expect(result).toEqual({
      ok: false,
      errors: { title: CHARITY_MESSAGES.title, target_amount: CHARITY_MESSAGES.targetAmount, 'needy.city': CHARITY_MESSAGES.needyCity },
    });
  });

  test('when the short description is under 10 characters, then it is refused', () => {
    const result = validateUserCharity({ ...VALID, short_description: 'Krótko' }, false);
    expect(result.ok || result.errors.short_description).toBe(CHARITY_MESSAGES.shortDescription);
  });
});

describe('the visitor flow steps', () => {
  test('when the fundraiser step is right, then its empty editor output becomes no description', () => {
    const { needy: _needy, declarations: _declarations, ...content } = VALID;
    expect(validateCharityContent({ ...VALID, description: '<p></p>' })).toEqual({ ok: true, body: { ...content, description: '' } });
  });

  test('when the beneficiary has a one-letter name, then the spec message is shown', () => {
    expect(validateNeedy({ name: 'A', surname: 'Nowak', city: 'Kraków' })).toEqual({ ok: false, errors: { name: 'Nieprawidłowe imię' } });
  });
});

describe('normaliseDescription', () => {
  test('when the editor holds only empty paragraphs, then there is no description', () => {
    expect(normaliseDescription('<p></p><p><br></p>')).toBe('');
    expect(normaliseDescription('<p>Tekst</p>')).toBe('<p>Tekst</p>');
  });
});

describe('valuesFromCharity', () => {
  test('when an owner edits, then the amount is shown the Polish way and the beneficiary is filled in', () => {
    const charity = { ...VALID, id: 1, url: 'wozek', target_amount: 12500, collected_amount: 0, image: null, needy: { id: 3, ...VALID.needy }, status: 'draft', promoted: false, published_at: null, transfer_code: 'ZR1' } satisfies CharityDetails;
    const values = valuesFromCharity(charity);
    expect(values.target_amount).toBe('12 500,00');
    expect(values.needy).toEqual(VALID.needy);
    expect(check(userCharitySchema.omit({ declarations: true }), userCharityBody(values, false)).ok).toBe(true);
  });
});

describe('charityRequestBody', () => {
  test('when there is no picture, then the body is JSON', () => {
    expect(charityRequestBody({ a: 1 }, null)).toEqual({ json: { a: 1 } });
  });

  test('when there is a picture, then it is multipart with exactly the parts charity (JSON) and image', async () => {
    const image = new File([new Uint8Array([1, 2, 3])], 'ania.png', { type: 'image/png' });
    const result = charityRequestBody({ title: 'Wózek' }, image);
    expect('form' in result).toBe(true);
    const form = (result as { form: FormData }).form;
    expect([...form.keys()]).toEqual(['charity', 'image']);
    expect(JSON.parse(form.get('charity') as string)).toEqual({ title: 'Wózek' });
    expect((form.get('image') as File).name).toBe('ania.png');
  });
});

describe('imageFileProblem', () => {
  test.each([
    [{ type: 'image/png', size: 1000 }, null],
    [{ type: 'image/webp', size: 10 * 1024 * 1024 }, null],
    [{ type: 'image/gif', size: 1000 }, CHARITY_MESSAGES.imageType],
    [{ type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 }, CHARITY_MESSAGES.imageTooLarge],
    [{ type: 'image/jpeg', size: 0 }, CHARITY_MESSAGES.imageBroken],
  ])('when the file is %j, then the answer is %j', (file, problem) => {
    expect(imageFileProblem(file)).toBe(problem);
  });

  test('sizes read the Polish way', () => {
    expect(fileSizePl(2.5 * 1024 * 1024)).toBe('2,5 MB');
    expect(fileSizePl(850 * 1024)).toBe('850 kB');
  });
});
