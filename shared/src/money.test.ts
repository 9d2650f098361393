import { describe, it, expect } from 'vitest';
import { formatGrosze, formatZl, groszeToZl, parseAmountToGrosze, zlToGrosze } from './money.js';

describe('parseAmountToGrosze', () => {
  it.each([
    ['12,50', 1250],
    ['12.50', 1250],
    ['12.5', 1250],
    ['12,5', 1250],
    ['12', 1200],
    ['0', 0],
    ['0,01', 1],
    ['0.99', 99],
    ['007', 700],
    ['1 234,50', 123450],
    ['1\u00A0234,50', 123450],
    ['1\u202F234.50', 123450],
    ['1 234 567', 123456700],
    ['1234567,89', 123456789],
    ['  12,50  ', 1250],
    ['\t5\n', 500],
    ['\u00A05,00\u00A0', 500],
    ['90071992547409,91', Number.MAX_SAFE_INTEGER],
  ])('when the string is %j, then it returns %d grosze', (input, expected) => {
    expect(parseAmountToGrosze(input)).toBe(expected);
  });

  it.each([
    [''],
    ['   '],
    ['-5'],
    ['-0,50'],
    ['+5'],
    ['12,345'],
    ['12.345'],
    ['1,234.5'],
    ['1.234,50'],
    ['1,234,567'],
    ['12,'],
    ['12.'],
    [',50'],
    ['.5'],
    ['1e3'],
    ['1E3'],
    ['1e-2'],
    ['NaN'],
    ['Infinity'],
    ['abc'],
    ['12 zł'],
    ['0x10'],
    ['1 23'],
    ['12 3456'],
    ['1  234'],
    ['1_234'],
    ['１２'],
    ['90071992547409,92'],
    ['99999999999999999999'],
  ])('when the string is %j, then it returns null', (input) => {
    expect(parseAmountToGrosze(input)).toBeNull();
  });

  it.each([
    [12, 1200],
    [12.5, 1250],
    [12.05, 1205],
    [0.01, 1],
    [0, 0],
    [-0, 0],
    [19.99, 1999],
    [1234567.89, 123456789],
  ])('when the number is %d, then it returns %d grosze via its string form', (input, expected) => {
    expect(parseAmountToGrosze(input)).toBe(expected);
  });

  it.each([
    [0.1 + 0.2],
    [1.005],
    [-1],
    [-0.01],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [Number.NEGATIVE_INFINITY],
    [1e21],
    [1e-7],
    [Number.MAX_SAFE_INTEGER],
  ])('when the number is %d, then it returns null', (input) => {
    expect(parseAmountToGrosze(input)).toBeNull();
  });

  it('when the input is neither a string nor a number at runtime, then it returns null', () => {
    expect(parseAmountToGrosze(null as unknown as string)).toBeNull();
    expect(parseAmountToGrosze(undefined as unknown as string)).toBeNull();
    expect(parseAmountToGrosze({} as unknown as string)).toBeNull();
    expect(parseAmountToGrosze(12n as unknown as string)).toBeNull();
  });
});

describe('groszeToZl', () => {
  it('when given grosze, then it returns zł as a number', () => {
    expect(groszeToZl(1250)).toBe(12.5);
    expect(groszeToZl(1)).toBe(0.01);
    expect(groszeToZl(0)).toBe(0);
    expect(groszeToZl(-99)).toBe(-0.99);
  });
});

describe('zlToGrosze', () => {
  it('when given a zł number with up to 2 decimals, then it returns exact grosze', () => {
    expect(zlToGrosze(12.5)).toBe(1250);
    expect(zlToGrosze(0.29)).toBe(29);
    expect(zlToGrosze(19.99)).toBe(1999);
    expect(zlToGrosze(0.1 + 0.2)).toBe(30);
    expect(zlToGrosze(1234567.89)).toBe(123456789);
  });

  it('when given a negative amount, then it rounds symmetrically and never returns -0', () => {
    expect(zlToGrosze(-12.5)).toBe(-1250);
    expect(zlToGrosze(-0.005)).toBe(-1);
    expect(Object.is(zlToGrosze(-0.001), 0)).toBe(true);
    expect(Object.is(zlToGrosze(-0), 0)).toBe(true);
  });
});

describe('formatGrosze', () => {
  it.each([
    [123450, '1 234,50 zł'],
    [500, '5,00 zł'],
    [99, '0,99 zł'],
    [1, '0,01 zł'],
    [0, '0,00 zł'],
    [100000000, '1 000 000,00 zł'],
    [99999, '999,99 zł'],
    [100000, '1 000,00 zł'],
    [1234567890, '12 345 678,90 zł'],
    [-123450, '-1 234,50 zł'],
    [-1, '-0,01 zł'],
    [Number.MAX_SAFE_INTEGER, '90 071 992 547 409,91 zł'],
  ])('when given %d grosze, then it returns %j', (grosze, expected) => {
    expect(formatGrosze(grosze)).toBe(expected);
  });

  it('when formatting, then thousands are separated by a plain U+0020 space, not a non-breaking one', () => {
    const out = formatGrosze(123450);
    expect(out).not.toMatch(/[\u00A0\u202F]/);
    expect(out.charCodeAt(1)).toBe(0x20);
  });

  it('when withCurrency is false, then the symbol is omitted', () => {
    expect(formatGrosze(123450, { withCurrency: false })).toBe('1 234,50');
  });

  it('when asked for non-breaking spaces, then the groups and "zł" are joined by U+00A0 and nothing else', () => {
    expect(formatGrosze(10_000_000_00, { nonBreaking: true })).toBe('10\u00A0000\u00A0000,00\u00A0zł');
    expect(formatGrosze(5000, { nonBreaking: true, withCurrency: false })).toBe('50,00');
  });

  it('when withCurrency is true, then the symbol is appended', () => {
    expect(formatGrosze(500, { withCurrency: true })).toBe('5,00 zł');
  });

  it('when given a fractional grosze value, then it is rounded', () => {
    expect(formatGrosze(1249.6)).toBe('12,50 zł');
  });

  it('when given -0 or a negative that rounds to zero, then there is no minus sign', () => {
    expect(formatGrosze(-0)).toBe('0,00 zł');
    expect(formatGrosze(-0.4)).toBe('0,00 zł');
  });

  it('when given a non-finite value, then it throws RangeError', () => {
    expect(() => formatGrosze(Number.NaN)).toThrow(RangeError);
    expect(() => formatGrosze(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatZl', () => {
  it('when given a zł number, then it formats it like formatGrosze', () => {
    expect(formatZl(1234.5)).toBe('1 234,50 zł');
    expect(formatZl(5)).toBe('5,00 zł');
    expect(formatZl(0.1 + 0.2)).toBe('0,30 zł');
    expect(formatZl(-0.99)).toBe('-0,99 zł');
    expect(formatZl(1000000, { withCurrency: false })).toBe('1 000 000,00');
  });

  it('when given a non-finite value, then it throws RangeError', () => {
    expect(() => formatZl(Number.NaN)).toThrow(RangeError);
  });
});
