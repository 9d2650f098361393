import PDFDocument from 'pdfkit';
import type { FoundationDocumentKind } from '@zlota/shared/constants';
import { PDF_FONT, PDF_FONT_BOLD, toBuffer } from '../components/payments/pdf-text.js';
import { SECURITY_POLICY, STATUTE, type Block, type DocumentSpec } from './demo-documents-content.js';

// The demo's sample statute and security policy (issue 30), drawn with pdfkit as the donors' PDFs are, and served
// only while the demo's example record is in use. Every page says it is an example: a real foundation uploads its
// own documents in /admin/fundacja, and until it does the links say the document is not available yet.

/** What each page of a sample document says at its foot. */
export const DEMO_DOCUMENT_MARK = 'Dokument przykładowy wersji demonstracyjnej — nie jest dokumentem żadnej fundacji.';

const SPECS: Record<FoundationDocumentKind, DocumentSpec> = { statute: STATUTE, security_policy: SECURITY_POLICY };

const STYLES: Record<Block['kind'], { font: 'regular' | 'bold'; size: number; gap: number; align?: 'center' }> = {
  title: { font: 'bold', size: 18, gap: 0.4, align: 'center' },
  subtitle: { font: 'regular', size: 11, gap: 1.2, align: 'center' },
  heading: { font: 'bold', size: 12.5, gap: 0.4 },
  clause: { font: 'bold', size: 10.5, gap: 0.2, align: 'center' },
  paragraph: { font: 'regular', size: 10.5, gap: 0.5 },
  item: { font: 'regular', size: 10.5, gap: 0.3 },
};

const MARGIN = 56;

function draw(doc: PDFKit.PDFDocument, block: Block) {
  const style = STYLES[block.kind];
  doc.font(style.font).fontSize(style.size);
  if (block.kind === 'heading') doc.moveDown(0.6);
  if (block.kind === 'item') {
    const indent = (block.level ?? 1) * 18;
    const y = doc.y;
    doc.text(block.label, MARGIN + indent - 16, y, { lineBreak: false });
    doc.text(block.text, MARGIN + indent, y, { width: doc.page.width - 2 * MARGIN - indent, align: 'justify' });
  } else {
    doc.text(block.text, MARGIN, doc.y, { width: doc.page.width - 2 * MARGIN, align: style.align ?? 'justify' });
  }
  doc.moveDown(style.gap);
}

/** The foot of every page: the example's mark and the document's own line, drawn once the pages are laid out. */
function footers(doc: PDFKit.PDFDocument, spec: DocumentSpec) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.height - MARGIN + 12;
    doc.page.margins.bottom = 0; // the foot stands below the text's margin, on the same page
    doc.font('bold').fontSize(8.5).fillColor('#8a1c1c').text(DEMO_DOCUMENT_MARK, MARGIN, bottom - 12, { width: doc.page.width - 2 * MARGIN, lineBreak: false });
    doc.font('regular').fillColor('#555555').text(`${spec.footer} · strona ${index + 1} z ${range.count}`, MARGIN, bottom, { lineBreak: false });
  }
}

/** One sample document as a PDF: the same text always gives the same bytes' content (its dates are the text's). */
export function demoDocumentPdf(kind: FoundationDocumentKind): Promise<Buffer> {
  const spec = SPECS[kind];
  const date = new Date(spec.date);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: spec.title, Subject: `${spec.subject} (przykład wersji demonstracyjnej)`, CreationDate: date, ModDate: date },
  });
  doc.registerFont('regular', PDF_FONT);
  doc.registerFont('bold', PDF_FONT_BOLD);
  for (const block of spec.blocks) draw(doc, block);
  footers(doc, spec);
  return toBuffer(doc);
}
