import { describe, expect, it } from 'vitest';
import { asciiDigit, bankReferenceKey } from './bank-reference.js';

const REFERENCE = 'PL781828928';

/** The ways issue 29 entered one reference again, each looking the same as (or close to) the original. */
const DISGUISED_REFERENCES: ReadonlyArray<readonly [string, string]> = [
  ['a zero-width space', 'PL7818\u200B28928'],
  ['a word joiner', 'PL78\u20601828928'],
  ['a soft hyphen', 'PL781\u00AD828928'],
  ['full-width digits', 'PL\uFF17\uFF18\uFF11\uFF18\uFF12\uFF18\uFF19\uFF12\uFF18'],
  ['Arabic-Indic digits', 'PL\u0667\u0668\u0661\u0668\u0662\u0668\u0669\u0662\u0668'],
  ['a Cyrillic Р', '\u0420L781828928'],
  ['a hyphen', 'PL78-1828-928'],
  ['a combining accent', 'PL7818\u030128928'],
  ['spaces and lower case', ' pl 7818 28928 '],
];

describe('the key a bank reference counts once by', () => {
  it.each(DISGUISED_REFERENCES)('when a reference is written with %s, then its key is the plain reference\'s', (_case, disguised) => {
    expect(bankReferenceKey(disguised)).toBe(bankReferenceKey(REFERENCE));
  });

  it('when references differ in a letter or a digit, then their keys differ', () => {
    expect(bankReferenceKey('PL781828929')).not.toBe(bankReferenceKey(REFERENCE));
    expect(bankReferenceKey('DE781828928')).not.toBe(bankReferenceKey(REFERENCE));
  });

  it('when letters look alike by the Unicode skeleton, then they are one: Greek and Cyrillic capitals, 0 and O, 1 and l', () => {
    expect(bankReferenceKey('\u0391\u0412\u0421 0001')).toBe(bankReferenceKey('ABC OOOl'));
    expect(bankReferenceKey('ẞ-1')).toBe(bankReferenceKey('ss1'));
  });

  it('when a reference has no letter or digit, then its key is empty (the server refuses it)', () => {
    expect(bankReferenceKey('-\u200B- /')).toBe('');
  });

  it.each([
    ['٣', '3'],
    ['۷', '7'],
    ['९', '9'],
    ['๐', '0'],
    ['𝟗', '9'],
    ['𝟬', '0'],
    ['𝟿', '9'],
    ['５', '5'],
  ])('when a digit is %s, then its ASCII value is %s', (digit, value) => {
    expect(asciiDigit(digit)).toBe(value);
  });
});
