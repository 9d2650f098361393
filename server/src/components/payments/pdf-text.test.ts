import { openSync, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { PDF_FONT, PDF_PLACEHOLDER, pdfRuns, toBuffer, writeText, type PdfRun } from './pdf-text.js';

const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
const fileOf = (run: PdfRun) => run.font.split('/').at(-1)!;

/** Each run's font, opened apart, has a glyph for every character of the run: nothing is drawn as an empty box. */
function expectEveryGlyph(runs: PdfRun[]) {
  for (const run of runs) {
    const font = openSync(run.font) as Font;
    const missing = Array.from(run.text).filter((character) => !IGNORABLE.test(character) && !font.hasGlyphForCodePoint(character.codePointAt(0)!));
    expect(missing, `${run.text} in ${fileOf(run)}`).toEqual([]);
  }
}

describe('a text cut into runs of the fonts that can draw it', () => {
  it('when it has Chinese, Japanese, Korean and emoji beside Polish, then every character is kept, each run in a font with its glyphs', () => {
    for (const weight of ['regular', 'bold'] as const) {
      const runs = pdfRuns('王小明 🐟 Zażółć, さくら, 김민준', weight);

      expect(runs.map((run) => run.text).join('')).toBe('王小明 🐟 Zażółć, さくら, 김민준');
      expect(runs.map(fileOf)).toEqual(expect.arrayContaining([expect.stringMatching(/^noto-sans-sc-/), expect.stringMatching(/^noto-sans-kr-/), expect.stringMatching(/^noto-emoji-/), expect.stringMatching(/^DejaVuSans/)]));
      expect([...new Set(runs.map(fileOf).filter((file) => !file.includes(weight === 'bold' ? '-700-' : '-400-')))]).toEqual([weight === 'bold' ? 'DejaVuSans-Bold.ttf' : 'DejaVuSans.ttf']);
      expectEveryGlyph(runs);
    }
  });

  it('when an emoji is a sequence (joiners, skin tone, flag, keycap), then it stays whole in one emoji font', () => {
    const text = 'Rodzina 👨\u200D👩\u200D👧 i 👍🏽 z 🇵🇱, 1\uFE0F\u20E3';
    const runs = pdfRuns(text, 'regular');

    expect(runs.map((run) => run.text).join('')).toBe(text);
    for (const sequence of ['👨\u200D👩\u200D👧', '👍🏽', '🇵🇱', '1\uFE0F\u20E3']) {
      expect(runs.find((run) => run.text.includes(sequence))?.font).toMatch(/noto-emoji-/);
    }
    expectEveryGlyph(runs);
  });

  it('when every character has a glyph in DejaVu, then the text is one DejaVu run as it is: Polish, Greek, Cyrillic, a text-style heart', () => {
    for (const text of ['Łucja Wiśniewska-Gęślą', 'Οδυσσέας', 'Рыбка', 'Serce \u2764', 'PL61 1090 1014 „cudzysłów” — 12,50 zł']) {
      expect(pdfRuns(text, 'regular')).toEqual([{ font: PDF_FONT, text }]);
    }
  });

  it('when a character is in no font, then it is spelt in Latin letters, and only a private-use one is the placeholder', () => {
    expect(pdfRuns('ཀ \uE000', 'regular').map((run) => run.text).join('')).toBe(`k ${PDF_PLACEHOLDER}`);
  });

  it('when a document is written with them, then it embeds only the glyphs drawn: a few kilobytes per font, not the font', async () => {
    const doc = new PDFDocument({ size: 'A4' });
    doc.registerFont('regular', PDF_FONT);
    writeText(doc, '王小明 🐟 Zażółć, 김민준', 'regular');

    const pdf = await toBuffer(doc);

    expect(pdf.toString('latin1')).toMatch(/NotoSansSC/);
    expect(pdf.toString('latin1')).toMatch(/NotoSansKR/);
    expect(pdf.toString('latin1')).toMatch(/NotoEmoji/);
    expect(pdf.length).toBeLessThan(60_000);
  });
});
