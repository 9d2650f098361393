import type { Knex } from 'knex';
import { processImage, type ProcessedImage } from '../images/image-pipeline.js';
import { saveImage } from '../images/images-repository.js';

/** Decoding and re-encoding happen before a transaction opens, so no write lock waits on sharp. */
export async function prepareImage(file: Buffer | undefined): Promise<ProcessedImage | undefined> {
  return file && file.length > 0 ? processImage(file) : undefined;
}

export async function storeImage(trx: Knex, image: ProcessedImage | undefined, now: number): Promise<string | null> {
  return image ? saveImage(trx, image, now) : null;
}
