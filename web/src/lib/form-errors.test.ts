import { describe, expect, test } from 'vitest';
import { errorsUnder, fieldId, firstInvalid, flattenErrors, issuesToFieldErrors } from './form-errors';

describe('issuesToFieldErrors', () => {
  test('when a field has several issues, then its first message is kept, keyed by the dotted path', () => {
    const errors = issuesToFieldErrors([
      { path: ['title'], message: 'pierwszy' },
      { path: ['title'], message: 'drugi' },
      { path: ['needy', 'city'], message: 'miasto' },
    ]);
    expect(errors).toEqual({ title: 'pierwszy', 'needy.city': 'miasto' });
  });

  test('when a prefix is given, then every key starts with it; an issue about the whole object is "_"', () => {
    expect(issuesToFieldErrors([{ path: ['email'], message: 'e' }], 'user')).toEqual({ 'user.email': 'e' });
    expect(issuesToFieldErrors([{ path: [], message: 'całość' }])).toEqual({ _: 'całość' });
  });
});

describe('firstInvalid and errorsUnder', () => {
  test('when several fields are wrong, then the first on screen is chosen', () => {
    expect(firstInvalid(['title', 'name', 'needy.city'], { 'needy.city': 'x', name: 'y' })).toBe('name');
    expect(firstInvalid(['title'], {})).toBeUndefined();
  });

  test('when the server names fields by part, then each part gets its own', () => {
    expect(errorsUnder('user', { 'user.email': 'zajęty', 'charity.title': 't' })).toEqual({ email: 'zajęty' });
  });

  test('a field key becomes a valid DOM id', () => {
    expect(fieldId('charity', 'needy.city')).toBe('charity-needy-city');
  });
});

describe('flattenErrors', () => {
  test('gives one message per dotted field key, nested parts included', () => {
    const errors = { title: { type: 'custom', message: 'Tytuł jest wymagany' }, needy: { city: { type: 'custom', message: 'Podaj miejscowość' } } };
    expect(flattenErrors(errors)).toEqual({ title: 'Tytuł jest wymagany', 'needy.city': 'Podaj miejscowość' });
  });
});
