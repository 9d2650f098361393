// Lays out simple Polish documents (title, headings, paragraphs, numbered points) on A4 pages and writes a PDF.

import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { stream, UsedFont, type PdfObjectSink } from './pdf-fonts';
import type { TrueTypeFont } from './true-type';

export type Block =
  | { kind: 'title' | 'subtitle' | 'heading' | 'clause' | 'paragraph'; text: string }
  /** A numbered point; level 2 sits inside a level-1 point. */
  | { kind: 'item'; label: string; text: string; level?: 1 | 2 };

export interface DocumentSpec {
  title: string;
  subject: string;
  /** The small line at the bottom of every page. */
  footer: string;
  /** PDF date, e.g. D:20250101000000Z: fixed, so the same content gives the same file. */
  date: string;
  blocks: Block[];
}

type Style = { font: 'regular' | 'bold'; size: number; leading: number; before: number; after: number; color: string };

const PAGE = { width: 595.28, height: 841.89, left: 64, right: 64, top: 72, bottom: 80 };
const WIDTH = PAGE.width - PAGE.left - PAGE.right;
const INK = '0.102 0.102 0.180';
const BLUE = '0.043 0.239 0.569';
const MUTED = '0.290 0.310 0.369';
const GOLD = '0.961 0.651 0.137';
const ITEM_INDENT = 22;

const STYLES: Record<Block['kind'], Style> = {
  title: { font: 'bold', size: 20, leading: 25, before: 0, after: 4, color: BLUE },
  subtitle: { font: 'regular', size: 10.5, leading: 14, before: 0, after: 4, color: MUTED },
  heading: { font: 'bold', size: 12.5, leading: 16, before: 14, after: 5, color: BLUE },
  clause: { font: 'bold', size: 10.5, leading: 15, before: 6, after: 1, color: INK },
  paragraph: { font: 'regular', size: 10.5, leading: 15, before: 0, after: 6, color: INK },
  item: { font: 'regular', size: 10.5, leading: 15, before: 0, after: 3, color: INK },
};

type Encoded = (newId: Map<number, number>) => string;
type Op = { kind: 'text'; font: 'regular' | 'bold'; size: number; x: number; y: number; color: string; glyphs: Encoded } | { kind: 'rule'; y: number };

const MONTHS = 'stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia';

/** Polish typesetting: a one-letter word (a, i, o, u, w, z) or § never ends a line; numbers keep their unit or month; the name stays whole. */
export function glueShortWords(text: string): string {
  return text
    .replace(/(?<=^|[\s\u00A0„(])([aiouwzAIOUWZ§]) /g, '$1\u00A0')
    .replace(new RegExp(`(\\d) (?=zł|r\\.|dni|godzin|lat|${MONTHS})`, 'g'), '$1\u00A0')
    .replace(/(\d{2}-\d{3}) /g, '$1\u00A0')
    .replace(/Złota rybka/g, 'Złota\u00A0rybka');
}

/** Breaks a text into lines no wider than `width`, at ordinary spaces only. */
export function wrap(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

export function renderPdf(spec: DocumentSpec, faces: { regular: TrueTypeFont; bold: TrueTypeFont }): Buffer {
  const fonts = { regular: new UsedFont('DejaVuSans', faces.regular), bold: new UsedFont('DejaVuSans-Bold', faces.bold) };
  const pages: Op[][] = [[]];
  let y = PAGE.height - PAGE.top;
  const page = () => pages[pages.length - 1]!;
  const newPage = () => {
    pages.push([]);
    y = PAGE.height - PAGE.top;
  };
  const text = (style: Style, x: number, content: string) =>
    page().push({ kind: 'text', font: style.font, size: style.size, x, y, color: style.color, glyphs: fonts[style.font].encode(content) });

  spec.blocks.forEach((block, index) => {
    const style = STYLES[block.kind];
    const level = block.kind === 'item' ? (block.level ?? 1) : 0;
    const indent = level * ITEM_INDENT;
    const measure = (line: string) => fonts[style.font].width(line, style.size);
    const lines = wrap(glueShortWords(block.text), WIDTH - indent, measure);
    // A heading, a § or an introduction ending in ":" keeps two lines of what follows; a short block is never split.
    const introduces = block.kind === 'heading' || block.kind === 'clause' || block.text.endsWith(':');
    const keep = introduces ? lines.length + 2 : lines.length <= 3 ? lines.length : 2;
    y -= y === PAGE.height - PAGE.top ? 0 : style.before;
    if (y - keep * style.leading < PAGE.bottom) newPage();
    lines.forEach((line, i) => {
      if (y - style.leading < PAGE.bottom) newPage();
      y -= style.leading;
      if (block.kind === 'item' && i === 0) text(style, PAGE.left + indent - ITEM_INDENT, block.label);
      text(style, PAGE.left + indent, line);
    });
    y -= style.after;
    if (block.kind === 'subtitle' || (block.kind === 'title' && spec.blocks[index + 1]?.kind !== 'subtitle')) {
      y -= 4;
      page().push({ kind: 'rule', y });
      y -= 16;
    }
  });

  const objects = new Map<number, Buffer | string>();
  let next = 1;
  const sink: PdfObjectSink = { reserve: () => next++, set: (id, body) => void objects.set(id, body) };
  const catalog = sink.reserve();
  const pagesId = sink.reserve();
  const footerStyle: Style = { ...STYLES.paragraph, size: 8.5, color: MUTED };
  pages.forEach((ops, index) => {
    const label = `Strona ${index + 1} z ${pages.length}`;
    const footerY = PAGE.bottom - 36;
    ops.push({ kind: 'rule', y: footerY + 14 });
    ops.push({ kind: 'text', font: 'regular', size: 8.5, x: PAGE.left, y: footerY, color: MUTED, glyphs: fonts.regular.encode(spec.footer) });
    const labelX = PAGE.width - PAGE.right - fonts.regular.width(label, footerStyle.size);
    ops.push({ kind: 'text', font: 'regular', size: 8.5, x: labelX, y: footerY, color: MUTED, glyphs: fonts.regular.encode(label) });
  });

  const regular = fonts.regular.write(sink);
  const bold = fonts.bold.write(sink);
  const written = { regular, bold };
  const pageIds = pages.map((ops) => {
    const content = ops
      .map((op) =>
        op.kind === 'rule'
          ? `q ${GOLD} RG 1 w ${PAGE.left} ${op.y.toFixed(2)} m ${PAGE.width - PAGE.right} ${op.y.toFixed(2)} l S Q`
          : `BT /${op.font === 'bold' ? 'F2' : 'F1'} ${op.size} Tf ${op.color} rg 1 0 0 1 ${op.x.toFixed(2)} ${op.y.toFixed(2)} Tm <${op.glyphs(written[op.font].newId)}> Tj ET`,
      )
      .join('\n');
    const data = deflateSync(Buffer.from(content, 'latin1'), { level: 9 });
    const contentId = sink.reserve();
    sink.set(contentId, stream(`/Length ${data.length} /Filter /FlateDecode`, data));
    const pageId = sink.reserve();
    sink.set(
      pageId,
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
        `/Resources << /Font << /F1 ${regular.ref} 0 R /F2 ${bold.ref} 0 R >> >> /Contents ${contentId} 0 R >>`,
    );
    return pageId;
  });
  sink.set(pagesId, `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`);
  sink.set(catalog, `<< /Type /Catalog /Pages ${pagesId} 0 R /Lang (pl-PL) /ViewerPreferences << /DisplayDocTitle true >> >>`);
  const info = sink.reserve();
  sink.set(
    info,
    `<< /Title ${utf16(spec.title)} /Subject ${utf16(spec.subject)} /Author ${utf16('Fundacja Złota rybka')} ` +
      `/Creator (web/scripts/make-documents.ts) /Producer (web/scripts/make-documents.ts) /CreationDate (${spec.date}) /ModDate (${spec.date}) >>`,
  );
  return serialize(objects, next - 1, catalog, info);
}

/** A PDF text string in UTF-16BE with a byte-order mark, for Polish letters in the document properties. */
function utf16(text: string): string {
  const bytes = Buffer.from(`\ufeff${text}`, 'utf16le').swap16();
  return `<${bytes.toString('hex').toUpperCase()}>`;
}

function serialize(objects: Map<number, Buffer | string>, count: number, root: number, info: number): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  for (let id = 1; id <= count; id++) {
    const body = objects.get(id);
    if (body === undefined) throw new Error(`PDF object ${id} was reserved but never written`);
    const chunk = Buffer.concat([Buffer.from(`${id} 0 obj\n`, 'latin1'), typeof body === 'string' ? Buffer.from(body, 'latin1') : body, Buffer.from('\nendobj\n', 'latin1')]);
    offsets.push(length);
    parts.push(chunk);
    length += chunk.length;
  }
  const id = createHash('md5').update(Buffer.concat(parts)).digest('hex');
  const xref = [`xref\n0 ${count + 1}\n0000000000 65535 f \n`, ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)].join('');
  const trailer = `trailer\n<< /Size ${count + 1} /Root ${root} 0 R /Info ${info} 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(xref + trailer, 'latin1')]);
}
