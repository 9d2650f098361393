import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The fonts a PDF embeds, by name without the subset's tag: "DejaVuSans-Bold", "NotoEmoji-Regular". */
export const embeddedFonts = (bytes: Uint8Array): string[] =>
  Array.from(new Set(Array.from(new TextDecoder('latin1').decode(bytes).matchAll(/\/FontName \/[A-Z]{6}\+([\w-]+)/g), (match) => match[1]!))).sort();

/**
 * The text of every page of a PDF, as a reader's copy would give it: lines joined by spaces, runs of spaces as one;
 * pieces of one line (a run in another font) joined as they stand.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : '')).join(''));
  }
  await document.destroy();
  return pages.join(' ').replace(/\s+/g, ' ');
}

/** GETs a PDF download: status, media type, file name and, for a 200, its text and the fonts it embeds. */
export async function downloadPdf(url: string, token?: string) {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    type,
    disposition: response.headers.get('content-disposition') ?? '',
    text: type.startsWith('application/pdf') ? await pdfText(bytes) : new TextDecoder().decode(bytes),
    fonts: type.startsWith('application/pdf') ? embeddedFonts(bytes) : [],
  };
}
