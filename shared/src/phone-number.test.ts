import { describe, expect, it } from 'vitest';
import { polishPhoneNumber } from './phone-number.js';

describe('a phone number as Poles write it (spec §5: 9 digits, not below 100000000)', () => {
  it.each([
    ['600700800', '600700800'],
    ['600 700 800', '600700800'],
    ['600-700-800', '600700800'],
    ['+48 600 700 800', '600700800'],
    ['+48600700800', '600700800'],
    ['0048600700800', '600700800'],
    ['0048 600 700 800', '600700800'],
    ['(+48) 600 700 800', '600700800'],
    ['+48 (22) 123-45-67', '221234567'],
    ['  600\u00a0700\u00a0800 ', '600700800'],
  ])('when %j is typed, then the 9 digits %s remain', (typed, digits) => {
    expect(polishPhoneNumber(typed)).toEqual({ kind: 'polish', digits });
  });

  it.each([
    ['+49 151 2345 6789'],
    ['0049 1512 3456789'],
    ['(+420) 601 123 456'],
    ['+1 212 555 0100'],
  ])('when a foreign number %j is typed, then it is told apart from a wrong one', (typed) => {
    expect(polishPhoneNumber(typed)).toEqual({ kind: 'foreign' });
  });

  it.each([
    [''],
    ['60070080'],
    ['6007008001'],
    ['060070080'],
    ['000000001'],
    ['+48 60070080'],
    ['+48 060 070 080'],
    ['600.700.800'],
    ['600 700 80a'],
    ['+48'],
    ['++48600700800'],
    ['48 600 700 800 1'],
  ])('when %j is typed, then it is not a phone number', (typed) => {
    expect(polishPhoneNumber(typed)).toEqual({ kind: 'invalid' });
  });
});
