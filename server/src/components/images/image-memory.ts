import type { Knex } from 'knex';
import type { ImageVariant } from './image-pipeline.js';
import { findImageVariant } from './images-repository.js';

type Variant = NonNullable<Awaited<ReturnType<typeof findImageVariant>>>;

const BUDGET_BYTES = 48 * 1024 * 1024;

/**
 * The most recently served variants, kept in memory up to 48 MiB. An image's name is the hash of
 * its bytes, so a kept copy can never go stale; only the least recently used ones are dropped.
 */
export function createImageMemory(db: Knex, budget = BUDGET_BYTES) {
  const kept = new Map<string, Variant>();
  let bytes = 0;
  return async (name: string, variant: ImageVariant): Promise<Variant | undefined> => {
    const key = `${name}:${variant}`;
    const hit = kept.get(key);
    if (hit) {
      kept.delete(key); // re-inserted: the Map's order is the order of use
      kept.set(key, hit);
      return hit;
    }
    const image = await findImageVariant(db, name, variant);
    if (!image || image.data.length > budget) return image;
    kept.set(key, image);
    bytes += image.data.length;
    for (const [oldKey, old] of kept) {
      if (bytes <= budget) break;
      kept.delete(oldKey);
      bytes -= old.data.length;
    }
    return image;
  };
}
