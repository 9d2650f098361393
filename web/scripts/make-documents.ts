// Writes web/public/statut.pdf and web/public/PolitykaBezpieczenstwa.pdf from the texts below, with the
// DejaVu Sans font embedded (subset). Run once with `npx tsx web/scripts/make-documents.ts`; outputs are committed.
// Needs Debian's fonts-dejavu-core (apt-get install -y fonts-dejavu-core).

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderPdf, type Block } from './pdf/pdf-document';
import { readTrueType } from './pdf/true-type';
import { SECURITY_POLICY, STATUTE } from './documents-content';

const FONT_DIR = '/usr/share/fonts/truetype/dejavu';
const fontFile = (name: string) => {
  const file = path.join(FONT_DIR, name);
  if (!existsSync(file)) throw new Error(`${file} not found: apt-get install -y fonts-dejavu-core`);
  return readFileSync(file);
};
const faces = { regular: readTrueType(fontFile('DejaVuSans.ttf')), bold: readTrueType(fontFile('DejaVuSans-Bold.ttf')) };
const publicDir = path.join(import.meta.dirname, '../public');

for (const [file, document] of [
  ['statut.pdf', STATUTE],
  ['PolitykaBezpieczenstwa.pdf', SECURITY_POLICY],
] as const) {
  const pdf = renderPdf({ ...document, blocks: document.blocks as Block[] }, faces);
  writeFileSync(path.join(publicDir, file), pdf);
  process.stdout.write(`${file}: ${pdf.length} bytes\n`);
}
