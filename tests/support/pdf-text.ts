import { createRequire } from 'node:module';
import { openSync, type Font } from 'fontkit';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// The fonts the foundation's PDFs draw with (server/src/components/payments/donation-pdf.ts).
const require = createRequire(import.meta.url);
const PDF_FONTS = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((file) => openSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)) as Font);

/** The characters of a PDF's text that one of its fonts has no glyph for: each would be drawn as an empty box. */
export const glyphless = (text: string): string[] =>
  Array.from(new Set(Array.from(text).filter((character) => PDF_FONTS.some((font) => !font.hasGlyphForCodePoint(character.codePointAt(0)!)))));

/** The text of every page of a PDF, as a reader's copy would give it: lines joined by spaces, runs of spaces as one. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join(' ').replace(/\s+/g, ' ');
}

/** GETs a PDF download: status, media type, file name and, for a 200, its text. */
export async function downloadPdf(url: string, token?: string) {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    type,
    disposition: response.headers.get('content-disposition') ?? '',
    text: type.startsWith('application/pdf') ? await pdfText(bytes) : new TextDecoder().decode(bytes),
  };
}
