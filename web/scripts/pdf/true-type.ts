// Reads what a PDF needs from a TrueType font and writes a subset with only the glyphs used.

interface TableRecord {
  offset: number;
  length: number;
}

export interface TrueTypeFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  capHeight: number;
  bbox: [number, number, number, number];
  glyphForCodePoint(codePoint: number): number | undefined;
  advanceWidth(glyph: number): number;
  /** A font holding .notdef plus the given glyphs (and their components), renumbered from 1 in the order given. */
  subset(glyphs: readonly number[]): { data: Buffer; newId: Map<number, number> };
}

const COMPOSITE = { wordArgs: 0x0001, scale: 0x0008, moreComponents: 0x0020, xyScale: 0x0040, twoByTwo: 0x0080 };
const KEPT_AS_IS = ['cvt ', 'fpgm', 'prep', 'OS/2'];

export function readTrueType(font: Buffer): TrueTypeFont {
  const tables = new Map<string, TableRecord>();
  for (let i = 0, count = font.readUInt16BE(4); i < count; i++) {
    const at = 12 + i * 16;
    tables.set(font.toString('latin1', at, at + 4), { offset: font.readUInt32BE(at + 8), length: font.readUInt32BE(at + 12) });
  }
  const table = (tag: string) => {
    const record = tables.get(tag);
    if (!record) throw new Error(`The font has no ${tag} table`);
    return record;
  };
  const head = table('head').offset;
  const hhea = table('hhea').offset;
  const unitsPerEm = font.readUInt16BE(head + 18);
  const longLoca = font.readInt16BE(head + 50) === 1;
  const numGlyphs = font.readUInt16BE(table('maxp').offset + 4);
  const numberOfHMetrics = font.readUInt16BE(hhea + 34);
  const os2 = tables.get('OS/2');
  const capHeight = os2 && font.readUInt16BE(os2.offset) >= 2 ? font.readInt16BE(os2.offset + 88) : font.readInt16BE(hhea + 4);

  const locaAt = table('loca').offset;
  const glyfAt = table('glyf').offset;
  const glyphRange = (glyph: number): [number, number] =>
    longLoca
      ? [font.readUInt32BE(locaAt + glyph * 4), font.readUInt32BE(locaAt + glyph * 4 + 4)]
      : [font.readUInt16BE(locaAt + glyph * 2) * 2, font.readUInt16BE(locaAt + glyph * 2 + 2) * 2];
  const glyphData = (glyph: number) => {
    const [start, end] = glyphRange(glyph);
    return font.subarray(glyfAt + start, glyfAt + end);
  };

  const hmtxAt = table('hmtx').offset;
  const advanceWidth = (glyph: number) => font.readUInt16BE(hmtxAt + Math.min(glyph, numberOfHMetrics - 1) * 4);
  const leftSideBearing = (glyph: number) =>
    glyph < numberOfHMetrics ? font.readInt16BE(hmtxAt + glyph * 4 + 2) : font.readInt16BE(hmtxAt + numberOfHMetrics * 4 + (glyph - numberOfHMetrics) * 2);

  const cmap = readCmap(font, table('cmap').offset);

  /** Each component of a composite glyph: where its glyph index sits in the glyph's data. */
  function components(data: Buffer): { at: number; glyph: number }[] {
    if (data.length === 0 || data.readInt16BE(0) >= 0) return [];
    const found: { at: number; glyph: number }[] = [];
    let at = 10;
    for (;;) {
      const flags = data.readUInt16BE(at);
      found.push({ at: at + 2, glyph: data.readUInt16BE(at + 2) });
      at += 4 + (flags & COMPOSITE.wordArgs ? 4 : 2);
      if (flags & COMPOSITE.scale) at += 2;
      else if (flags & COMPOSITE.xyScale) at += 4;
      else if (flags & COMPOSITE.twoByTwo) at += 8;
      if (!(flags & COMPOSITE.moreComponents)) return found;
    }
  }

  function subset(glyphs: readonly number[]) {
    const order: number[] = [0];
    const newId = new Map<number, number>([[0, 0]]);
    const add = (glyph: number) => {
      if (newId.has(glyph)) return;
      newId.set(glyph, order.length);
      order.push(glyph);
      for (const component of components(glyphData(glyph))) add(component.glyph);
    };
    glyphs.forEach(add);

    const glyfParts: Buffer[] = [];
    const loca = Buffer.alloc((order.length + 1) * 4);
    const hmtx = Buffer.alloc(order.length * 4);
    let offset = 0;
    order.forEach((glyph, index) => {
      const data = Buffer.from(glyphData(glyph));
      for (const component of components(data)) data.writeUInt16BE(newId.get(component.glyph)!, component.at);
      const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
      loca.writeUInt32BE(offset, index * 4);
      glyfParts.push(padded);
      offset += padded.length;
      hmtx.writeUInt16BE(advanceWidth(glyph), index * 4);
      hmtx.writeInt16BE(leftSideBearing(glyph), index * 4 + 2);
    });
    loca.writeUInt32BE(offset, order.length * 4);

    const copy = (tag: string) => Buffer.from(font.subarray(table(tag).offset, table(tag).offset + table(tag).length));
    const newHead = copy('head');
    newHead.writeUInt32BE(0, 8); // checkSumAdjustment, set below
    newHead.writeInt16BE(1, 50); // long loca
    const newHhea = copy('hhea');
    newHhea.writeUInt16BE(order.length, 34);
    const newMaxp = copy('maxp');
    newMaxp.writeUInt16BE(order.length, 4);
    const post = copy('post').subarray(0, 32);
    post.writeUInt32BE(0x00030000, 0); // version 3: no glyph names

    const out: Record<string, Buffer> = { head: newHead, hhea: newHhea, maxp: newMaxp, hmtx, loca, glyf: Buffer.concat(glyfParts), post };
    for (const tag of KEPT_AS_IS) if (tables.has(tag)) out[tag] = copy(tag);
    return { data: writeFont(out), newId };
  }

  return {
    unitsPerEm,
    ascent: font.readInt16BE(hhea + 4),
    descent: font.readInt16BE(hhea + 6),
    capHeight,
    bbox: [font.readInt16BE(head + 36), font.readInt16BE(head + 38), font.readInt16BE(head + 40), font.readInt16BE(head + 42)],
    glyphForCodePoint: (codePoint) => cmap.get(codePoint),
    advanceWidth: (glyph) => (glyph < numGlyphs ? advanceWidth(glyph) : 0),
    subset,
  };
}

/** Unicode -> glyph from the Windows Unicode BMP subtable (format 4). */
function readCmap(font: Buffer, cmapAt: number): Map<number, number> {
  const map = new Map<number, number>();
  for (let i = 0, count = font.readUInt16BE(cmapAt + 2); i < count; i++) {
    const platform = font.readUInt16BE(cmapAt + 4 + i * 8);
    const encoding = font.readUInt16BE(cmapAt + 6 + i * 8);
    const at = cmapAt + font.readUInt32BE(cmapAt + 8 + i * 8);
    if (platform !== 3 || encoding !== 1 || font.readUInt16BE(at) !== 4) continue;
    const segments = font.readUInt16BE(at + 6) / 2;
    const ends = at + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    for (let s = 0; s < segments; s++) {
      const end = font.readUInt16BE(ends + s * 2);
      const start = font.readUInt16BE(starts + s * 2);
      const delta = font.readInt16BE(deltas + s * 2);
      const rangeOffset = font.readUInt16BE(rangeOffsets + s * 2);
      for (let code = start; code <= end && code !== 0xffff; code++) {
        let glyph: number;
        if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
        else {
          const raw = font.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2);
          glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
        }
        if (glyph !== 0) map.set(code, glyph);
      }
    }
    return map;
  }
  throw new Error('The font has no Windows Unicode (3,1) format 4 cmap');
}

function checksum(data: Buffer): number {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

/** Writes an sfnt file: the table directory sorted by tag, each table 4-byte aligned, head's checksum adjusted. */
function writeFont(tables: Record<string, Buffer>): Buffer {
  const tags = Object.keys(tables).sort();
  const entrySelector = Math.floor(Math.log2(tags.length));
  const header = Buffer.alloc(12 + tags.length * 16);
  header.writeUInt32BE(0x00010000, 0);
  header.writeUInt16BE(tags.length, 4);
  header.writeUInt16BE(2 ** entrySelector * 16, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(tags.length * 16 - 2 ** entrySelector * 16, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tags.forEach((tag, i) => {
    const data = tables[tag]!;
    const at = 12 + i * 16;
    header.write(tag, at, 'latin1');
    header.writeUInt32BE(checksum(data), at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(data.length, at + 12);
    const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
    bodies.push(padded);
    offset += padded.length;
  });
  const file = Buffer.concat([header, ...bodies]);
  const headAt = header.readUInt32BE(12 + tags.indexOf('head') * 16 + 8);
  file.writeUInt32BE((0xb1b0afba - checksum(file)) >>> 0, headAt + 8);
  return file;
}
