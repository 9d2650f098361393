import { describe, it, expect } from 'vitest';
import {
  cardDescription,
  foldPolish,
  SLUG_MAX_LENGTH,
  slugify,
  UNIQUE_SLUG_MAX_ATTEMPTS,
  uniqueSlug,
  uniqueSlugAsync,
} from './text.js';

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

describe('slugify', () => {
  it('when given a Polish title with punctuation, then it returns a clean slug', () => {
    expect(slugify('Wózek dla Łucji — pilne!')).toBe('wozek-dla-lucji-pilne');
  });

  it('when there are repeated separators and edge punctuation, then dashes are collapsed and trimmed', () => {
    expect(slugify('  --Pomoc   dla   Ani!!!--  ')).toBe('pomoc-dla-ani');
    expect(slugify('a_b.c/d')).toBe('a-b-c-d');
  });

  it('when there are digits, then they are kept', () => {
    expect(slugify('Rehabilitacja 2026 (etap 2)')).toBe('rehabilitacja-2026-etap-2');
  });

  it('when the title has no letters or digits, then it falls back to "zbiorka"', () => {
    expect(slugify('')).toBe('zbiorka');
    expect(slugify('!!! — ???')).toBe('zbiorka');
    expect(slugify('Привет')).toBe('zbiorka');
  });

  it('when the slug is longer than 80 characters, then it is cut at a dash boundary', () => {
    const title = Array.from({ length: 20 }, () => 'słowo').join(' '); // "slowo-" × 20
    const slug = slugify(title);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toBe(Array.from({ length: 13 }, () => 'slowo').join('-')); // 13 × 6 − 1 = 77
    expect(slug.endsWith('-')).toBe(false);
  });

  it('when the 81st character is a dash, then the first 80 characters are kept whole', () => {
    const title = 'a'.repeat(80) + ' b';
    expect(slugify(title)).toBe('a'.repeat(80));
  });

  it('when a cut at 80 would leave a trailing dash, then the dash is removed', () => {
    const title = 'a'.repeat(79) + ' ' + 'b'.repeat(10);
    expect(slugify(title)).toBe('a'.repeat(79));
  });

  it('when a single word is longer than 80 characters, then it is hard-cut at 80', () => {
    expect(slugify('x'.repeat(100))).toBe('x'.repeat(80));
  });

  it('when the slug is exactly 80 characters, then it is kept', () => {
    expect(slugify('q'.repeat(80))).toBe('q'.repeat(80));
  });
});

describe('uniqueSlug', () => {
  it('when the base is free, then it returns the base', () => {
    expect(uniqueSlug('zbiorka', () => false)).toBe('zbiorka');
  });

  it('when the base is taken, then it returns base-2', () => {
    const taken = new Set(['pomoc']);
    expect(uniqueSlug('pomoc', (c) => taken.has(c))).toBe('pomoc-2');
  });

  it('when base and base-2 are taken, then it returns base-3, checking candidates in order', () => {
    const taken = new Set(['pomoc', 'pomoc-2']);
    const asked: string[] = [];
    const result = uniqueSlug('pomoc', (c) => {
      asked.push(c);
      return taken.has(c);
    });
    expect(result).toBe('pomoc-3');
    expect(asked).toEqual(['pomoc', 'pomoc-2', 'pomoc-3']);
  });

  it('when the base is 80 characters long, then the suffixed slug still fits in 80', () => {
    const base = 'a'.repeat(80);
    const result = uniqueSlug(base, (c) => c === base);
    expect(result).toBe('a'.repeat(78) + '-2');
    expect(result.length).toBe(SLUG_MAX_LENGTH);
  });

  it('when a long base has dashes, then the suffix replaces whole words and no double dash appears', () => {
    const words = Array.from({ length: 13 }, () => 'slowo').join('-'); // 77 chars
    const base = `${words}-ab`; // 80 chars
    const result = uniqueSlug(base, (c) => c === base);
    expect(result.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(result).toBe(`${words}-2`);
    expect(result).not.toContain('--');
  });

  it('when the suffix grows to several digits, then the slug stays within 80 characters', () => {
    const base = 'b'.repeat(80);
    const result = uniqueSlug(base, (c) => !c.endsWith('-1000'));
    expect(result).toBe('b'.repeat(75) + '-1000');
  });

  it('when the base is longer than 80 characters, then even the unsuffixed result is clamped', () => {
    expect(uniqueSlug('c'.repeat(90), () => false)).toBe('c'.repeat(80));
  });

  it('when the base is empty, then it uses the "zbiorka" fallback', () => {
    expect(uniqueSlug('', () => false)).toBe('zbiorka');
    expect(uniqueSlug('', (c) => c === 'zbiorka')).toBe('zbiorka-2');
  });

  it('when every candidate is taken, then it throws instead of looping forever', () => {
    let calls = 0;
    expect(() =>
      uniqueSlug('x', () => {
        calls++;
        return true;
      }),
    ).toThrow(/no free slug/);
    expect(calls).toBe(UNIQUE_SLUG_MAX_ATTEMPTS);
  });
});

describe('uniqueSlugAsync', () => {
  it('when the base is free, then it resolves to the base', async () => {
    await expect(uniqueSlugAsync('pomoc', async () => false)).resolves.toBe('pomoc');
  });

  it('when the base and base-2 are taken, then it resolves to base-3 after awaiting each check in order', async () => {
    const taken = new Set(['pomoc', 'pomoc-2']);
    const asked: string[] = [];
    const result = await uniqueSlugAsync('pomoc', async (c) => {
      asked.push(c);
      await Promise.resolve();
      return taken.has(c);
    });
    expect(result).toBe('pomoc-3');
    expect(asked).toEqual(['pomoc', 'pomoc-2', 'pomoc-3']);
  });

  it('when the base is 80 characters long, then the suffixed slug still fits in 80', async () => {
    const base = 'a'.repeat(80);
    await expect(uniqueSlugAsync(base, async (c) => c === base)).resolves.toBe('a'.repeat(78) + '-2');
  });

  it('when every candidate is taken, then it rejects', async () => {
    await expect(uniqueSlugAsync('x', async () => true)).rejects.toThrow(/no free slug/);
  });

  it('when the predicate rejects, then the error propagates', async () => {
    await expect(
      uniqueSlugAsync('x', async () => {
        throw new Error('db down');
      }),
    ).rejects.toThrow('db down');
  });
});
