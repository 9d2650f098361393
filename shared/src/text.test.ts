import { describe, it, expect } from 'vitest';
import { cardDescription, cityKey, foldPolish } from './text.js';

const ELLIPSIS = '\u2026';

describe('cardDescription', () => {
  it('when the text has 299 characters, then it stays whole', () => {
    const text = 'a'.repeat(299);
    expect(cardDescription(text)).toBe(text);
  });

  it('when the text has exactly 300 characters, then it stays whole', () => {
    const text = 'a'.repeat(300);
    expect(cardDescription(text)).toBe(text);
  });

  it('when the text has 301 characters, then it is cut to 270 plus a single ellipsis character', () => {
    const result = cardDescription('a'.repeat(301));
    expect(result).toBe('a'.repeat(270) + ELLIPSIS);
    expect(Array.from(result)).toHaveLength(271);
  });

  it('when the text is empty, then it stays empty', () => {
    expect(cardDescription('')).toBe('');
  });

  it('when the cut ends in whitespace, then the whitespace is trimmed before the ellipsis', () => {
    const text = 'a'.repeat(267) + '   ' + 'b'.repeat(40);
    expect(cardDescription(text)).toBe('a'.repeat(267) + ELLIPSIS);
  });

  it('when an emoji straddles the cut, then it is kept whole, not split into a lone surrogate', () => {
    const text = 'a'.repeat(269) + '😀' + 'b'.repeat(40);
    const result = cardDescription(text);
    expect(result).toBe('a'.repeat(269) + '😀' + ELLIPSIS);
    expect(Array.from(result).at(-2)).toBe('😀');
  });

  it('when emoji make the UTF-16 length exceed 300 but not the code point count, then it stays whole', () => {
    const text = '😀'.repeat(300);
    expect(text.length).toBe(600);
    expect(cardDescription(text)).toBe(text);
  });

  it('when there are 301 emoji, then exactly 270 emoji are kept', () => {
    expect(cardDescription('😀'.repeat(301))).toBe('😀'.repeat(270) + ELLIPSIS);
  });

  it('when Polish letters are present, then each counts as one character', () => {
    const text = 'ż'.repeat(301);
    expect(cardDescription(text)).toBe('ż'.repeat(270) + ELLIPSIS);
  });
});

describe('foldPolish', () => {
  it('when given Polish words, then diacritics are removed and letters lower-cased', () => {
    expect(foldPolish('Łódź')).toBe('lodz');
    expect(foldPolish('ZŁOTA')).toBe('zlota');
    expect(foldPolish('Zażółć gęślą jaźń')).toBe('zazolc gesla jazn');
  });

  it('when given every Polish lower-case letter, then each maps to its base letter', () => {
    expect(foldPolish('ąćęłńóśźż')).toBe('acelnoszz');
  });

  it('when given every Polish upper-case letter, then each maps to its lower-case base letter', () => {
    expect(foldPolish('ĄĆĘŁŃÓŚŹŻ')).toBe('acelnoszz');
  });

  it('when given other accented letters, then combining marks are stripped', () => {
    expect(foldPolish('Crème Brûlée Ñandú')).toBe('creme brulee nandu');
  });

  it('when the text is already decomposed (NFD), then it folds the same way', () => {
    expect(foldPolish('Z\u0307o\u0301łw')).toBe('zolw');
  });

  it('when given digits, spaces and punctuation, then they are kept', () => {
    expect(foldPolish('Zbiórka #1, 2026!')).toBe('zbiorka #1, 2026!');
  });
});

describe('cityKey', () => {
  it('when a city is written with or without Polish letters, in any case, then it has one key', () => {
    expect(cityKey(' Kraków ')).toBe(cityKey('KRAKOW'));
    expect(cityKey('Łódź')).toBe('lodz');
  });
});
