// Demo pictures drawn in code: warm gradients, soft shapes and a pictogram. No text (fonts may be
// missing on a server) and nothing downloaded; the same index always gives the same picture.
import type { Knex } from 'knex';
import sharp from 'sharp';
import { processImage } from '../components/images/image-pipeline.js';
import { saveImage } from '../components/images/images-repository.js';
import { createRandom, type Random } from './demo-content.js';

const WIDTH = 1200;
const HEIGHT = 800;

/** Warm pairs for the background gradient, and a deeper accent for the waves. */
const PALETTES: ReadonlyArray<readonly [from: string, to: string, accent: string]> = [
  ['#ffd166', '#f4845f', '#e76f51'],
  ['#ffe0a3', '#ff9f68', '#f76c5e'],
  ['#fcd5ce', '#f08080', '#d1495b'],
  ['#ffcb69', '#e09f3e', '#9e2a2b'],
  ['#fde2b5', '#f9a03f', '#c8553d'],
  ['#ffe5ec', '#ffb3c6', '#fb6f92'],
  ['#fff1c1', '#f7b267', '#f25c54'],
  ['#f9dcc4', '#f4a259', '#bc4b51'],
];

const PICTOGRAMS = ['wheelchair', 'heart', 'goldfish', 'hearts'] as const;
type Pictogram = (typeof PICTOGRAMS)[number];

const HEART = 'M50 88 C20 66 4 46 4 28 C4 14 16 4 29 4 C39 4 46 10 50 18 C54 10 61 4 71 4 C84 4 96 14 96 28 C96 46 80 66 50 88 Z';

/** Each pictogram drawn in a 100×100 box, in white. */
function pictogram(kind: Pictogram, accent: string): string {
  switch (kind) {
    case 'wheelchair':
      return `<g fill="none" stroke="#fff" stroke-linecap="round" stroke-linejoin="round">
        <circle cx="40" cy="13" r="9" fill="#fff" stroke="none"/>
        <path d="M38 28 V58 H64 L76 86" stroke-width="10"/>
        <path d="M38 40 H58" stroke-width="8"/>
        <path d="M26 52 A24 24 0 1 0 62 76" stroke-width="7"/>
      </g>`;
    case 'heart':
      return `<path d="${HEART}" fill="#fff"/>
        <path d="M30 46 h12 l5 -10 l8 20 l5 -10 h12" fill="none" stroke="${accent}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 'goldfish':
      return `<path d="M70 50 L96 28 Q88 50 96 72 Z" fill="#fff"/>
        <ellipse cx="42" cy="50" rx="32" ry="22" fill="#fff"/>
        <path d="M36 29 Q46 14 58 30 Z" fill="#fff"/>
        <circle cx="24" cy="45" r="4" fill="${accent}"/>
        <path d="M44 36 Q52 50 44 64" fill="none" stroke="${accent}" stroke-width="3" stroke-opacity="0.6" stroke-linecap="round"/>`;
    case 'hearts':
      return `<g fill="#fff"><path d="${HEART}" transform="translate(0 20) scale(0.62)"/>
        <path d="${HEART}" transform="translate(40 4) scale(0.5)" fill-opacity="0.85"/>
        <path d="${HEART}" transform="translate(52 52) scale(0.4)" fill-opacity="0.7"/></g>`;
  }
}

const round = (value: number) => Math.round(value * 10) / 10;

function circles(random: Random): string {
  const count = random.int(7, 13);
  return Array.from({ length: count }, () => {
    const [cx, cy, r] = [random.int(0, WIDTH), random.int(0, HEIGHT), random.int(30, 190)];
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${round(0.06 + random.next() * 0.16)}"/>`;
  }).join('');
}

function waves(random: Random, accent: string): string {
  return Array.from({ length: 3 }, (_, layer) => {
    const y = 560 + layer * 70 + random.int(-30, 30);
    const a = random.int(30, 80);
    const b = random.int(30, 80);
    const fill = layer === 2 ? accent : '#fff';
    const opacity = layer === 2 ? 0.35 : round(0.18 + layer * 0.08);
    return `<path d="M0 ${y} C300 ${y - a} 500 ${y + b} ${WIDTH / 2} ${y} S${WIDTH - 200} ${y - a} ${WIDTH} ${y} V${HEIGHT} H0 Z" fill="${fill}" fill-opacity="${opacity}"/>`;
  }).join('');
}

function smallHearts(random: Random): string {
  return Array.from({ length: random.int(3, 6) }, () => {
    const scale = round(0.2 + random.next() * 0.35);
    return `<path d="${HEART}" fill="#fff" fill-opacity="${round(0.25 + random.next() * 0.3)}" transform="translate(${random.int(40, WIDTH - 80)} ${random.int(30, 480)}) rotate(${random.int(-25, 25)} 50 50) scale(${scale})"/>`;
  }).join('');
}

/** The SVG of the index-th demo picture. */
export function demoImageSvg(index: number): string {
  const random = createRandom(0x5eed + index * 7919);
  const [from, to, accent] = PALETTES[index % PALETTES.length]!;
  const kind = PICTOGRAMS[index % PICTOGRAMS.length]!;
  const angle = random.int(0, 3);
  const [x2, y2] = [[1, 1], [1, 0], [0, 1], [1, 0.6]][angle]!;
  const size = random.int(240, 320);
  const left = random.chance(0.5);
  const px = left ? random.int(120, 260) : WIDTH - size - random.int(120, 260);
  const py = random.int(150, 260);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <radialGradient id="glow" cx="${left ? 0.25 : 0.75}" cy="0.4" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
  ${circles(random)}
  ${smallHearts(random)}
  ${waves(random, accent)}
  <circle cx="${px + size / 2}" cy="${py + size / 2}" r="${round(size * 0.72)}" fill="#fff" fill-opacity="0.22"/>
  <g transform="translate(${px + 5} ${py + 7}) scale(${size / 100})" opacity="0.22">${pictogram(kind, accent).replace(/#fff/g, accent)}</g>
  <g transform="translate(${px} ${py}) scale(${size / 100})">${pictogram(kind, accent)}</g>
</svg>`;
}

/** PNG pictures, 1200×800, each visibly different; made a few at a time (sharp works on threads). Light
 * compression: they are re-encoded to WebP at once. */
export async function generateDemoImages(count: number): Promise<Buffer[]> {
  const images: Buffer[] = [];
  for (let start = 0; start < count; start += 4) {
    const batch = Array.from({ length: Math.min(4, count - start) }, (_, i) =>
      sharp(Buffer.from(demoImageSvg(start + i))).png({ compressionLevel: 1 }).toBuffer(),
    );
    images.push(...(await Promise.all(batch)));
  }
  return images;
}

/** Makes the pictures, turns them into the site's WebP variants and stores them; returns their names. */
export async function storeDemoImages(db: Knex, count: number, now: number): Promise<string[]> {
  const pictures = await generateDemoImages(count);
  const names: string[] = [];
  for (let start = 0; start < pictures.length; start += 4) {
    const processed = await Promise.all(pictures.slice(start, start + 4).map((picture) => processImage(picture)));
    for (const image of processed) names.push(await saveImage(db, image, now));
  }
  return names;
}
