import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from '../components/charities/rich-text.js';
import { createRandom, demoDonor, demoFundraisers, fillTemplate, splitAmount, yearsLabel } from './demo-content.js';
import { CITIES, FIRST_NAMES, SURNAMES } from './demo-words.js';

const SEED = 2023;
const fundraisers = demoFundraisers(SEED, 300);

describe('demo content', () => {
  it('when generated twice with the same seed, then it is the same; another seed gives other fundraisers', () => {
    expect(demoFundraisers(SEED, 300)).toEqual(fundraisers);
    expect(demoFundraisers(SEED + 1, 20).map((f) => f.title)).not.toEqual(fundraisers.slice(0, 20).map((f) => f.title));
  });

  it('the PRNG is deterministic and stays within its ranges', () => {
    const a = createRandom(7);
    const b = createRandom(7);
    const draws = Array.from({ length: 1000 }, () => a.int(5, 9));
    expect(draws).toEqual(Array.from({ length: 1000 }, () => b.int(5, 9)));
    expect(Math.min(...draws)).toBe(5);
    expect(Math.max(...draws)).toBe(9);
  });

  it('titles name the beneficiary in the genitive after "dla"', () => {
    for (const f of fundraisers) {
      const first = FIRST_NAMES.find((name) => name.name === f.needy.name)!;
      expect(f.title).toMatch(new RegExp(` dla ${first.genitive}$`));
    }
    const genitiveOf = (name: string) => FIRST_NAMES.find((first) => first.name === name)?.genitive;
    expect([genitiveOf('Łucja'), genitiveOf('Julia'), genitiveOf('Zofia'), genitiveOf('Antoni')]).toEqual(['Łucji', 'Julii', 'Zofii', 'Antoniego']);
    expect([genitiveOf('Szymon'), genitiveOf('Jan'), genitiveOf('Kacper')]).toEqual(['Szymona', 'Jana', 'Kacpra']);
  });

  it('surnames agree with the gender of the first name, in the name of the fundraiser too', () => {
    for (const f of fundraisers) {
      const forms = SURNAMES.find((surname) => (f.gender === 'm' ? surname.m : surname.f) === f.needy.surname);
      expect(forms, f.needy.surname).toBeDefined();
      if (f.name.startsWith('Zbiórka dla ')) expect(f.name).toBe(`Zbiórka dla ${f.firstName.genitive} ${f.gender === 'm' ? forms!.mGenitive : forms!.fGenitive}`);
    }
    expect(SURNAMES.find((s) => s.m === 'Kowalski')).toEqual({ m: 'Kowalski', mGenitive: 'Kowalskiego', f: 'Kowalska', fGenitive: 'Kowalskiej' });
  });

  it('every text is filled in: no lorem ipsum, no leftover placeholders, a short description for each', () => {
    for (const f of fundraisers) {
      const all = [f.title, f.name, f.target, f.short_description, f.description].join(' ');
      expect(all).not.toMatch(/lorem|ipsum/i);
      expect(all).not.toMatch(/[{}[\]|]/);
      expect(f.short_description.trim().length).toBeGreaterThan(20);
    }
    // Some are long enough for the card to cut them (300 characters).
    expect(fundraisers.filter((f) => f.short_description.length > 300).length).toBeGreaterThan(10);
  });

  it('descriptions are rich text that the sanitiser leaves as it is', () => {
    for (const f of fundraisers.slice(0, 50)) {
      expect(f.description).toMatch(/^<p>.+<\/p><h2>.+<\/h2>.*<ul>(<li>[^<]+<\/li>){3,5}<\/ul><p>.+<\/p>$/);
      expect(sanitizeDescription(f.description)).toBe(f.description);
    }
  });

  it('targets are round amounts between 5 000 and 250 000 zł, in grosze', () => {
    for (const f of fundraisers) {
      expect(f.target_amount).toBeGreaterThanOrEqual(5_000_00);
      expect(f.target_amount).toBeLessThanOrEqual(250_000_00);
      expect(f.target_amount % 500_00).toBe(0);
    }
  });

  it('uses many cities, Polish letters included', () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(fundraisers.map((f) => f.needy.city)).size).toBeGreaterThan(30);
    expect(CITIES.map(([city]) => city)).toEqual(expect.arrayContaining(['Łódź', 'Kraków', 'Świnoujście', 'Bielsko-Biała']));
  });

  it('greets the beneficiary in the vocative and agrees in gender', () => {
    expect(fillTemplate('Zdrowiej szybko, {nameVoc}!', { nameVoc: 'Łucjo' }, 'f')).toBe('Zdrowiej szybko, Łucjo!');
    expect(fillTemplate('Dla [dzielnego wojownika|dzielnej wojowniczki]', {}, 'm')).toBe('Dla dzielnego wojownika');
    const random = createRandom(1);
    const donors = Array.from({ length: 200 }, (_, i) => demoDonor(random, fundraisers[i]!));
    expect(donors.filter((d) => d.anonymous).every((d) => d.name === null)).toBe(true);
    expect(donors.some((d) => d.message !== null)).toBe(true);
    expect(donors.map((d) => d.message ?? '').join(' ')).not.toMatch(/[{}[\]|]/);
  });

  it('splits what a fundraiser collected into donations that add up to it exactly', () => {
    const random = createRandom(5);
    for (const [total, count] of [[1_234_567, 40], [500_00, 1], [98_765_43, 4], [12_00, 10], [250_000_00, 40]] as const) {
      const parts = splitAmount(random, total, count);
      expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
      expect(parts.every((part) => Number.isInteger(part) && part > 0)).toBe(true);
      expect(parts.length).toBeLessThanOrEqual(count);
    }
    expect(splitAmount(random, 0, 5)).toEqual([]);
  });

  it('says the age the Polish way', () => {
    expect([2, 4, 5, 12, 13, 22, 25, 44].map(yearsLabel)).toEqual(['2 lata', '4 lata', '5 lat', '12 lat', '13 lat', '22 lata', '25 lat', '44 lata']);
  });
});
