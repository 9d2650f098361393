import { describe, expect, it } from 'vitest';
import { PDF_PLACEHOLDER as P, pdfText } from './pdf-text.js';

describe('a text as the PDF fonts can draw it', () => {
  it('when it has CJK letters and emoji, then each becomes one visible placeholder and the rest stays', () => {
    expect(pdfText('李小龍 🐟 Zoë')).toBe(`${P}${P}${P} ${P} Zoë`);
  });

  it('when an emoji is a sequence (joiners, skin tone, flag), then the whole sequence is one placeholder', () => {
    expect(pdfText('Rodzina 👨\u200D👩\u200D👧 i 👍🏽 z 🇵🇱')).toBe(`Rodzina ${P} i ${P} z ${P}`);
  });

  it('when every character has a glyph, then the text is drawn as it is: Polish, Greek, Cyrillic, a heart with its selector', () => {
    for (const text of ['Łucja Wiśniewska-Gęślą', 'Οδυσσέας', 'Рыбка', 'Serce \u2764\uFE0F', 'PL61 1090 1014 „cudzysłów” — 12,50 zł']) {
      expect(pdfText(text)).toBe(text);
    }
  });
});
