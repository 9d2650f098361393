import type { Knex } from 'knex';
import type { ImageVariant } from './image-pipeline.js';
import { findImageVariant } from './images-repository.js';

export type KeptImage = NonNullable<Awaited<ReturnType<typeof findImageVariant>>>;

export interface ImageMemory {
  /** The variant as kept in memory, or undefined when it is not (yet) there. */
  kept(name: string, variant: ImageVariant): KeptImage | undefined;
  /** The variant from memory, else from the database (and kept for the next time). */
  find(name: string, variant: ImageVariant): Promise<KeptImage | undefined>;
}

const BUDGET_BYTES = 48 * 1024 * 1024;

/**
 * The most recently served variants, kept in memory up to 48 MiB. An image's name is the hash of
 * its bytes, so a kept copy can never go stale; only the least recently used ones are dropped.
 */
export function createImageMemory(db: Knex, budget = BUDGET_BYTES): ImageMemory {
  const images = new Map<string, KeptImage>();
  let bytes = 0;
  const kept = (name: string, variant: ImageVariant) => {
    const key = `${name}:${variant}`;
    const hit = images.get(key);
    if (hit) {
      images.delete(key); // re-inserted: the Map's order is the order of use
      images.set(key, hit);
    }
    return hit;
  };
  const find = async (name: string, variant: ImageVariant) => {
    const hit = kept(name, variant);
    if (hit) return hit;
    const image = await findImageVariant(db, name, variant);
    if (!image || image.data.length > budget) return image;
    images.set(`${name}:${variant}`, image);
    bytes += image.data.length;
    for (const [oldKey, old] of images) {
      if (bytes <= budget) break;
      images.delete(oldKey);
      bytes -= old.data.length;
    }
    return image;
  };
  return { kept, find };
}
