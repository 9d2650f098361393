import { describe, expect, test } from 'vitest';
import { EMPTY_VISITOR, firstStepWithErrors, NO_ERRORS, signUpCharityForm, splitServerErrors, targetText } from './visitor-flow';

describe('splitServerErrors', () => {
  test('when the server names fields by part, then each step gets its own, without the prefix', () => {
    const errors = splitServerErrors({ 'user.email': 'Konto z tym adresem e-mail już istnieje.', 'needy.city': 'Podaj miejscowość', image: 'zły obraz', _: 'ogólny' });
    expect(errors).toEqual({ user: { email: 'Konto z tym adresem e-mail już istnieje.' }, charity: {}, needy: { city: 'Podaj miejscowość' }, image: { image: 'zły obraz' } });
  });
});

describe('firstStepWithErrors', () => {
  test('when the beneficiary and the account are wrong, then the account step (first) is shown', () => {
    expect(firstStepWithErrors({ ...NO_ERRORS, user: { email: 'x' }, needy: { city: 'y' } })).toBe(0);
    expect(firstStepWithErrors({ ...NO_ERRORS, image: { image: 'x' } })).toBe(3);
    expect(firstStepWithErrors(NO_ERRORS)).toBeNull();
  });
});

describe('signUpCharityForm', () => {
  test('when sent, then the parts are user, charity, needy and declarations as JSON strings (the editor’s description as it is), then the image', () => {
    const values = { ...EMPTY_VISITOR, charity: { ...EMPTY_VISITOR.charity, title: 'Wózek', description: '<p>Raz</p><p>Dwa</p>' } };
    const image = new File([new Uint8Array([1])], 'a.png', { type: 'image/png' });
    const form = signUpCharityForm({ ...values.user, email: 'a@b.pl' }, values, image);
    expect([...form.keys()]).toEqual(['user', 'charity', 'needy', 'declarations', 'image']);
    expect(JSON.parse(form.get('user') as string).email).toBe('a@b.pl');
    expect(JSON.parse(form.get('charity') as string)).toMatchObject({ title: 'Wózek', description: '<p>Raz</p><p>Dwa</p>' });
    expect(JSON.parse(form.get('needy') as string)).toEqual({ name: '', surname: '', city: '' });
  });

  test('when there is no picture, then there is no image part', () => {
    expect([...signUpCharityForm(EMPTY_VISITOR.user, EMPTY_VISITOR, null).keys()]).toEqual(['user', 'charity', 'needy', 'declarations']);
  });
});

describe('the summary of the visitor flow', () => {
  test('says the target as money: "6 000,00 zł"', () => {
    expect(targetText('6000')).toBe('6 000,00 zł');
    expect(targetText('1234,5')).toBe('1 234,50 zł');
  });

  test('repeats what was typed when it is not an amount', () => {
    expect(targetText('dużo')).toBe('dużo zł');
  });
});
