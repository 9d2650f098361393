// Renders the PWA icons from the logo (run once with `npx tsx web/scripts/make-icons.ts`; outputs are committed).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const here = import.meta.dirname;
const logo = readFileSync(path.join(here, '../public/favicon.svg'));
const out = (name: string) => path.join(here, '../public/icons', name);

async function icon(size: number, logoScale: number, name: string) {
  const inner = Math.round(size * logoScale);
  const fish = await sharp(logo, { density: 600 }).resize(inner, inner).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: '#0b3d91' } })
    .composite([{ input: fish, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(out(name));
}

await icon(192, 0.8, 'icon-192.png');
await icon(512, 0.8, 'icon-512.png');
// Maskable icons keep the logo inside the 80% safe zone.
await icon(512, 0.6, 'maskable-512.png');
