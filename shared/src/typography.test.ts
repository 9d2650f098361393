import { describe, expect, it } from 'vitest';
import { polishNonBreakingSpaces } from './typography.js';

const shown = (text: string) => polishNonBreakingSpaces(text).replace(/\u00A0/g, '~');

describe('polishNonBreakingSpaces', () => {
  it.each([
    ['Brakuje jeszcze 39 000 zł.', 'Brakuje jeszcze 39~000~zł.'],
    ['Koszt: 1 250 000 zł', 'Koszt: 1~250~000~zł'],
    ['zebraliśmy 75 % celu', 'zebraliśmy 75~% celu'],
    ['Turnus kosztuje 10 zł dziennie', 'Turnus kosztuje 10~zł dziennie'],
    ['Mieszka w Krakowie z mamą i tatą', 'Mieszka w~Krakowie z~mamą i~tatą'],
    ['A teraz prosimy o pomoc, u nas to ważne', 'A~teraz prosimy o~pomoc, u~nas to~ważne'.replace('to~', 'to ')],
    ['I w domu, i w szkole', 'I~w~domu, i~w~szkole'],
    ['(w tym 500 zł)', '(w~tym 500~zł)'],
    ['„a jednak”', '„a~jednak”'],
    ['Z całego serca', 'Z~całego serca'],
  ])('%s', (text, expected) => {
    expect(shown(text)).toBe(expected);
  });

  it.each([
    ['a year: 2026 100 osób', 'a~year: 2026 100 osób'],
    ['konto 12 3456', 'konto 12 3456'],
    ['kwota 12,500 000', 'kwota 12,500 000'],
    ['500 złotych', '500 złotych'],
    ['10 zła', '10 zła'],
    ['tata i', 'tata i'],
    ['Ala ma kota', 'Ala ma kota'],
  ])('leaves what is no group, unit or one-letter word: %s', (text, expected) => {
    expect(shown(text)).toBe(expected);
  });

  it('never changes a URL (it has no spaces) and is idempotent', () => {
    const text = 'Zobacz https://example.org/a/i/w?z=1000&o=2 oraz www.example.org/w/z i wesprzyj';
    expect(shown(text)).toBe('Zobacz https://example.org/a/i/w?z=1000&o=2 oraz www.example.org/w/z i~wesprzyj');
    const once = polishNonBreakingSpaces('W 2026 r. zebraliśmy 39 000 zł i 50 %');
    expect(polishNonBreakingSpaces(once)).toBe(once);
  });
});
