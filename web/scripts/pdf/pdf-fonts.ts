// An embedded TrueType font in a PDF: Type0 / CIDFontType2 with Identity-H, subset, with a ToUnicode map.

import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { TrueTypeFont } from './true-type';

export interface PdfObjectSink {
  /** Reserves an object number. */
  reserve(): number;
  /** Stores an object's body ("<< … >>", or a dictionary plus stream). */
  set(id: number, body: Buffer | string): void;
}

export class UsedFont {
  private readonly used = new Map<number, number>(); // glyph -> code point (for ToUnicode)

  constructor(
    readonly name: string,
    readonly font: TrueTypeFont,
  ) {}

  private glyph(char: string): number {
    const codePoint = char.codePointAt(0)!;
    // A no-break space is drawn as a space: it only keeps words together.
    const glyph = this.font.glyphForCodePoint(codePoint === 0xa0 ? 0x20 : codePoint);
    if (glyph === undefined) throw new Error(`${this.name} has no glyph for U+${codePoint.toString(16).padStart(4, '0')} (${char})`);
    if (!this.used.has(glyph)) this.used.set(glyph, codePoint === 0xa0 ? 0x20 : codePoint);
    return glyph;
  }

  /** Width of a text at a size, in points. */
  width(text: string, size: number): number {
    let units = 0;
    for (const char of text) units += this.font.advanceWidth(this.glyph(char));
    return (units * size) / this.font.unitsPerEm;
  }

  /** Glyph ids as a hex string; resolved to the subset's numbering when the font is written. */
  encode(text: string): (newId: Map<number, number>) => string {
    const glyphs = [...text].map((char) => this.glyph(char));
    return (newId) => glyphs.map((glyph) => newId.get(glyph)!.toString(16).padStart(4, '0')).join('');
  }

  /** Writes the font objects; answers the Type0 font's object number and the glyph renumbering. */
  write(sink: PdfObjectSink): { ref: number; newId: Map<number, number> } {
    const glyphs = [...this.used.keys()].sort((a, b) => a - b);
    const { data, newId } = this.font.subset(glyphs);
    const tag = tagFor(glyphs, this.name);
    const baseFont = `/${tag}+${this.name}`;
    const scale = 1000 / this.font.unitsPerEm;
    const widths = [...newId.entries()].sort((a, b) => a[1] - b[1]).map(([old]) => Math.round(this.font.advanceWidth(old) * scale));

    const [type0, cidFont, descriptor, file, toUnicode] = [sink.reserve(), sink.reserve(), sink.reserve(), sink.reserve(), sink.reserve()];
    const compressed = deflateSync(data, { level: 9 });
    sink.set(file, stream(`/Length ${compressed.length} /Length1 ${data.length} /Filter /FlateDecode`, compressed));
    const [x0, y0, x1, y1] = this.font.bbox.map((v) => Math.round(v * scale));
    sink.set(
      descriptor,
      `<< /Type /FontDescriptor /FontName ${baseFont} /Flags 32 /FontBBox [${x0} ${y0} ${x1} ${y1}] /ItalicAngle 0 ` +
        `/Ascent ${Math.round(this.font.ascent * scale)} /Descent ${Math.round(this.font.descent * scale)} ` +
        `/CapHeight ${Math.round(this.font.capHeight * scale)} /StemV 80 /FontFile2 ${file} 0 R >>`,
    );
    sink.set(
      cidFont,
      `<< /Type /Font /Subtype /CIDFontType2 /BaseFont ${baseFont} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> ` +
        `/FontDescriptor ${descriptor} 0 R /CIDToGIDMap /Identity /DW 1000 /W [0 [${widths.join(' ')}]] >>`,
    );
    const cmap = toUnicodeCMap([...this.used.entries()].map(([glyph, codePoint]) => [newId.get(glyph)!, codePoint]));
    const cmapData = deflateSync(Buffer.from(cmap, 'latin1'));
    sink.set(toUnicode, stream(`/Length ${cmapData.length} /Filter /FlateDecode`, cmapData));
    sink.set(
      type0,
      `<< /Type /Font /Subtype /Type0 /BaseFont ${baseFont} /Encoding /Identity-H /DescendantFonts [${cidFont} 0 R] /ToUnicode ${toUnicode} 0 R >>`,
    );
    return { ref: type0, newId };
  }
}

export const stream = (dictionary: string, data: Buffer) =>
  Buffer.concat([Buffer.from(`<< ${dictionary} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]);

/** A subset font's name starts with six capital letters that depend on the glyphs inside. */
function tagFor(glyphs: number[], name: string): string {
  const digest = createHash('sha256').update(`${name}:${glyphs.join(',')}`).digest();
  return [...digest.subarray(0, 6)].map((byte) => String.fromCharCode(65 + (byte % 26))).join('');
}

const hex4 = (n: number) => n.toString(16).padStart(4, '0').toUpperCase();

function toUnicodeCMap(pairs: [number, number][]): string {
  const lines = pairs.sort((a, b) => a[0] - b[0]).map(([cid, codePoint]) => `<${hex4(cid)}> <${hex4(codePoint)}>`);
  const chunks: string[] = [];
  for (let i = 0; i < lines.length; i += 100) {
    const chunk = lines.slice(i, i + 100);
    chunks.push(`${chunk.length} beginbfchar\n${chunk.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...chunks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}
