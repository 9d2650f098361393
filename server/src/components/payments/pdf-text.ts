import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import anyAscii from 'any-ascii';
import { openSync, type Font } from 'fontkit';

// The foundation's PDFs draw with DejaVu Sans: Latin (every Polish letter), Greek, Cyrillic and more, but no CJK and
// no emoji. What a donor typed may have both (issue 37 item 10), so a text is cut into runs, each drawn with a font
// that has a glyph for every one of its characters: DejaVu first, then Noto Sans SC (Chinese and Japanese: its kana
// too), Noto Sans KR (hangul), then Noto Emoji (black and white: pdfkit draws no colour glyphs); an emoji (one with its
// presentation selector, a flag, a keycap) asks Noto Emoji first. The Noto fonts come from Fontsource, cut by
// Google Fonts into files of a few hundred glyphs each (`unicode.json` says which file holds which characters), so
// only the files a text needs are read, and pdfkit embeds only the glyphs drawn. The WOFF files, not the WOFF2: fontkit
// subsets a WOFF2's transformed glyf table as it is, which embeds the whole table, garbled. Cutting by font is hand-written
// (a few lines over Intl.Segmenter's graphemes): pdfkit has no fallback fonts and no npm library picks a font per
// character from fontkit's faces. A character no font has is spelt as any-ascii spells it; only one without even
// that (a private-use character) is drawn as the placeholder U+FFFD.

const require = createRequire(import.meta.url);
export const PDF_FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
export const PDF_FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** What stands for a character no font can draw and no Latin letters can spell. */
export const PDF_PLACEHOLDER = '\uFFFD';

export type PdfWeight = 'regular' | 'bold';

/** One font of the fallback: its faces (files) for a weight, each with the characters it holds. */
interface Family {
  faces(weight: PdfWeight): { path: string; holds: (codePoint: number) => boolean }[];
}

const single = (paths: Record<PdfWeight, string>): Family => ({ faces: (weight) => [{ path: paths[weight], holds: () => true }] });

/** A Fontsource package's files for a weight, each with its unicode-range from the package's unicode.json. */
function fontsource(name: string, file: string): Family {
  const folder = dirname(require.resolve(`@fontsource/${name}/unicode.json`));
  const ranges = Object.entries(JSON.parse(readFileSync(join(folder, 'unicode.json'), 'utf8')) as Record<string, string>).map(([key, list]) => ({
    subset: key.replace(/[[\]]/g, ''),
    ranges: list.split(',').map((range) => {
      const [from = '', to] = range.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(from, 16), parseInt(to ?? from, 16)] as const;
    }),
  }));
  return {
    faces: (weight) =>
      ranges.map(({ subset, ranges }) => ({
        path: join(folder, 'files', `${file}-${subset}-${weight === 'bold' ? 700 : 400}-normal.woff`),
        holds: (codePoint: number) => ranges.some(([from, to]) => from <= codePoint && codePoint <= to),
      })),
  };
}

const DEJAVU = single({ regular: PDF_FONT, bold: PDF_FONT_BOLD });
const NOTO_SANS_SC = fontsource('noto-sans-sc', 'noto-sans-sc');
const NOTO_SANS_KR = fontsource('noto-sans-kr', 'noto-sans-kr');
const NOTO_EMOJI = fontsource('noto-emoji', 'noto-emoji');

const opened = new Map<string, Font>();
const font = (path: string) => opened.get(path) ?? opened.set(path, openSync(path) as Font).get(path)!;

const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
/** A grapheme asking for emoji presentation: an emoji by default, a selector U+FE0F, a flag's letters, a keycap. */
const EMOJI = /\p{Emoji_Presentation}|\uFE0F|\p{Regional_Indicator}|\u20E3/u;
const graphemes = new Intl.Segmenter('pl', { granularity: 'grapheme' });

/** The first face (in the families' order) with a glyph for each character; an ignorable one it lacks is left out. */
function faceFor(characters: string[], families: Family[], weight: PdfWeight): { path: string; text: string } | null {
  const needed = characters.filter((character) => !IGNORABLE.test(character));
  const first = (needed[0] ?? characters[0])?.codePointAt(0);
  if (first === undefined) return null;
  for (const family of families) {
    for (const face of family.faces(weight)) {
      if (!face.holds(first)) continue;
      const glyphs = font(face.path);
      const has = (character: string) => glyphs.hasGlyphForCodePoint(character.codePointAt(0)!);
      if (needed.every(has)) return { path: face.path, text: characters.filter((character) => has(character) || !IGNORABLE.test(character)).join('') };
    }
  }
  return null;
}

/** One grapheme's pieces: whole in one face if one has it all, else each character apart, else spelt in Latin. */
function pieces(grapheme: string, weight: PdfWeight): { path: string; text: string }[] {
  const families = EMOJI.test(grapheme) ? [NOTO_EMOJI, DEJAVU, NOTO_SANS_SC, NOTO_SANS_KR] : [DEJAVU, NOTO_SANS_SC, NOTO_SANS_KR, NOTO_EMOJI];
  const whole = faceFor(Array.from(grapheme), families, weight);
  if (whole) return [whole];
  return Array.from(grapheme)
    .filter((character) => !IGNORABLE.test(character))
    .map((character) => faceFor([character], families, weight) ?? { path: DEJAVU.faces(weight)[0]!.path, text: anyAscii(character) || PDF_PLACEHOLDER });
}

/** A run of text drawn with one font file. */
export interface PdfRun {
  font: string;
  text: string;
}

/** A text cut into runs, each in a font that has a glyph for each of its characters (joiners it lacks left out). */
export function pdfRuns(text: string, weight: PdfWeight): PdfRun[] {
  const runs: PdfRun[] = [];
  for (const { segment } of graphemes.segment(text)) {
    for (const piece of pieces(segment, weight)) {
      if (piece.text === '') continue;
      const last = runs.at(-1);
      if (last?.font === piece.path) last.text += piece.text;
      else runs.push({ font: piece.path, text: piece.text });
    }
  }
  return runs;
}

/**
 * Writes what a person typed as one paragraph, each run in its own font. DejaVu is named by the weight ('regular',
 * 'bold', as the document registered it), so it is embedded once; the document is left in the weight's font.
 */
export function writeText(doc: PDFKit.PDFDocument, text: string, weight: PdfWeight, options: PDFKit.Mixins.TextOptions = {}): PDFKit.PDFDocument {
  const runs = pdfRuns(text, weight);
  if (runs.length === 0) return doc.font(weight).text('', options);
  const dejavu = DEJAVU.faces(weight)[0]!.path;
  runs.forEach((run, index) => doc.font(run.font === dejavu ? weight : run.font).text(run.text, { ...options, continued: index < runs.length - 1 }));
  return doc.font(weight);
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
