import { describe, expect, test } from 'vitest';
import { mentionsFirstName, withoutFirstName } from './first-name.js';

describe('a first name in a fundraiser\'s title and name', () => {
  test('finds the name in its declined forms, Polish letters or not', () => {
    expect(mentionsFirstName('Wózek dla Łucji', 'Łucja')).toBe(true);
    expect(mentionsFirstName('wozek dla lucji', 'Łucja')).toBe(true);
    expect(mentionsFirstName('Łucja na wózku', 'Łucja')).toBe(true);
    expect(mentionsFirstName('Leczenie dla Marka', 'Marek')).toBe(true);
    expect(mentionsFirstName('Rower dla Jakuba', 'Jakub')).toBe(true);
    expect(mentionsFirstName('Wózek dla Leny', 'Łucja')).toBe(false);
    expect(mentionsFirstName('Wózek dla Łucjanowskiego', 'Łucja')).toBe(false);
  });

  test('suggests the initial in its place, the rest of the sentence kept', () => {
    expect(withoutFirstName('Wózek dla Łucji', 'Łucja')).toBe('Wózek dla Ł.');
    expect(withoutFirstName('Łucja a3f9 na wózku', 'Łucja')).toBe('Ł. a3f9 na wózku');
    expect(withoutFirstName('Leczenie dla Marka.', 'Marek')).toBe('Leczenie dla M.');
    expect(withoutFirstName('Wózek dla Leny', 'Łucja')).toBe('Wózek dla Leny');
  });
});
