import { describe, expect, it } from 'vitest';
import { freeSlug, NUMBERED_SLUGS, numberedSlugs, randomSlug, RANDOM_SUFFIX_LENGTH, SLUG_MAX_LENGTH, slugify } from './slug.js';

describe('slugify', () => {
  it('when given a Polish title with punctuation, then it returns a clean slug', () => {
    expect(slugify('Wózek dla Łucji — pilne!')).toBe('wozek-dla-lucji-pilne');
    expect(slugify('ZAŻÓŁĆ GĘŚLĄ JAŹŃ')).toBe('zazolc-gesla-jazn');
  });

  it('when there are repeated separators and edge punctuation, then dashes are collapsed and trimmed', () => {
    expect(slugify('  --Pomoc   dla   Ani!!!--  ')).toBe('pomoc-dla-ani');
    expect(slugify('a_b.c/d')).toBe('a-b-c-d');
  });

  it('when there are digits, then they are kept', () => {
    expect(slugify('Rehabilitacja 2026 (etap 2)')).toBe('rehabilitacja-2026-etap-2');
  });

  it('when the title is Cyrillic, then it is transliterated, soft signs leaving no dash', () => {
    expect(slugify('Помощь для Юли')).toBe('pomoshch-dlya-yuli');
    expect(slugify('Допомога для Марії')).toBe('dopomoga-dlya-marii');
  });

  it('when the title is Greek or in another script, then it is transliterated too', () => {
    expect(slugify('Βοήθεια για τη Μαρία')).toBe('voitheia-gia-ti-maria');
    expect(slugify('幫助')).toBe('bangzhu');
    expect(slugify('Straße für Jürgen')).toBe('strasse-fur-jurgen');
  });

  it('when a Polish letter comes decomposed (o + combining accent), then the slug is the same', () => {
    expect(slugify('Wo\u0301zek')).toBe(slugify('Wózek'));
  });

  it('when the title has emoji or symbols only, then they are dropped and it falls back to "zbiorka"', () => {
    expect(slugify('')).toBe('zbiorka');
    expect(slugify('!!! — ???')).toBe('zbiorka');
    expect(slugify('Pomoc ❤️ dla Ani')).toBe('pomoc-dla-ani');
  });

  it('when it is too long, then it is cut at a dash within 80 characters', () => {
    const title = Array.from({ length: 30 }, () => 'słowo').join(' ');
    const slug = slugify(title);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toMatch(/^(slowo-)*slowo$/);
    expect(slugify('x'.repeat(100))).toBe('x'.repeat(80));
  });
});

describe('numberedSlugs', () => {
  it('when asked, then it offers base, base-2 … base-10, in order', () => {
    const slugs = numberedSlugs('pomoc');
    expect(slugs).toHaveLength(NUMBERED_SLUGS);
    expect(slugs.slice(0, 3)).toEqual(['pomoc', 'pomoc-2', 'pomoc-3']);
    expect(slugs.at(-1)).toBe('pomoc-10');
  });

  it('when the base is 80 characters long, then every suffixed slug still fits in 80', () => {
    const slugs = numberedSlugs('a'.repeat(80));
    expect(slugs[1]).toBe('a'.repeat(78) + '-2');
    expect(slugs.at(-1)).toBe('a'.repeat(77) + '-10');
  });

  it('when a long base has dashes, then the suffix replaces whole words and no double dash appears', () => {
    const words = Array.from({ length: 13 }, () => 'slowo').join('-'); // 77 chars
    expect(numberedSlugs(`${words}-ab`)[1]).toBe(`${words}-2`);
  });

  it('when the base is empty, then it uses the "zbiorka" fallback', () => {
    expect(numberedSlugs('').slice(0, 2)).toEqual(['zbiorka', 'zbiorka-2']);
  });
});

describe('freeSlug', () => {
  it('when the base is free, then it is the base', () => {
    expect(freeSlug('pomoc', new Set())).toBe('pomoc');
  });

  it('when base and base-2 are taken, then it is base-3; a gap is filled first', () => {
    expect(freeSlug('pomoc', new Set(['pomoc', 'pomoc-2']))).toBe('pomoc-3');
    expect(freeSlug('pomoc', new Set(['pomoc', 'pomoc-3']))).toBe('pomoc-2');
  });

  it('when every numbered slug is taken, then it is base with a short random suffix', () => {
    const slug = freeSlug('pomoc', new Set(numberedSlugs('pomoc')));
    expect(slug).toMatch(new RegExp(`^pomoc-[b-z2-9]{${RANDOM_SUFFIX_LENGTH}}$`));
  });
});

describe('randomSlug', () => {
  it('when made many times, then the suffixes differ and always fit in 80 characters', () => {
    const slugs = new Set(Array.from({ length: 1000 }, () => randomSlug('c'.repeat(90))));
    expect(slugs.size).toBe(1000);
    for (const slug of slugs) expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
  });
});
