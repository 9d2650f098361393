import { createRequire } from 'node:module';
import { openSync, type Font } from 'fontkit';

// The foundation's PDFs draw with DejaVu Sans: Latin (every Polish letter), Greek, Cyrillic and more, but no CJK
// and no emoji, and pdfkit draws a character its font has no glyph for as an empty box. A font for all of them is
// too heavy to ship (Noto CJK alone is tens of megabytes per weight, and colour emoji pdfkit cannot draw at all), so
// such a character is drawn as the replacement character U+FFFD, a visible sign that something stood there.

const require = createRequire(import.meta.url);
export const PDF_FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
export const PDF_FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** What stands for a character the fonts cannot draw. */
export const PDF_PLACEHOLDER = '\uFFFD';

const FONTS = [PDF_FONT, PDF_FONT_BOLD].map((path) => openSync(path) as Font);
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
const graphemes = new Intl.Segmenter('pl', { granularity: 'grapheme' });

const drawable = (character: string) => FONTS.every((font) => font.hasGlyphForCodePoint(character.codePointAt(0)!));

/**
 * A text as the PDF's fonts (regular and bold alike) can draw it: each grapheme (a letter with its accents, an emoji
 * with its joiners and modifiers) that has a character without a glyph becomes one placeholder; a joiner or a
 * variation selector without a glyph is left out of a grapheme that is drawn.
 */
export function pdfText(text: string): string {
  let drawn = '';
  for (const { segment } of graphemes.segment(text)) {
    const characters = Array.from(segment).filter((character) => drawable(character) || !IGNORABLE.test(character));
    if (characters.length === 0) continue;
    drawn += characters.every(drawable) ? characters.join('') : PDF_PLACEHOLDER;
  }
  return drawn;
}

/** Ends a pdfkit document and gives its bytes. */
export function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
