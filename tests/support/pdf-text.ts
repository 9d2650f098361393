import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

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
