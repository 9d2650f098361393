// Owns: images, image_variants (pictures and their re-encoded sizes, named by content hash).
import type { Knex } from 'knex';
import type { ImageVariant, ProcessedImage } from './image-pipeline.js';

export interface StoredVariant {
  contentType: string;
  etag: string;
  data: Buffer;
  bytes: number;
}

const idOf = (row: unknown) => (typeof row === 'object' && row !== null ? (row as { id: number }).id : (row as number));

/**
 * Stores a processed image with its variants and returns its name. Names are content hashes, so a
 * picture already stored is reused. Runs in its own transaction, or a savepoint of the caller's.
 */
export async function saveImage(db: Knex, image: ProcessedImage, now: number): Promise<string> {
  await db.transaction(async (trx) => {
    // ON CONFLICT DO NOTHING: a concurrent upload of the same picture neither fails nor aborts the transaction.
    const [inserted] = await trx('images')
      .insert({ name: image.name, width: image.width, height: image.height, created_at: now })
      .onConflict('name')
      .ignore()
      .returning('id');
    if (inserted === undefined) return;
    const imageId = idOf(inserted);
    await trx('image_variants').insert(
      image.variants.map((v) => ({
        image_id: imageId,
        variant: v.variant,
        content_type: v.contentType,
        width: v.width,
        height: v.height,
        bytes: v.data.length,
        etag: v.etag,
        data: v.data,
      })),
    );
  });
  return image.name;
}

export async function findImageVariant(db: Knex, name: string, variant: ImageVariant): Promise<StoredVariant | undefined> {
  const row = (await db('image_variants')
    .join('images', 'images.id', 'image_variants.image_id')
    .where({ 'images.name': name, 'image_variants.variant': variant })
    .first('image_variants.content_type', 'image_variants.etag', 'image_variants.data', 'image_variants.bytes')) as
    | { content_type: string; etag: string; data: Buffer; bytes: number }
    | undefined;
  if (!row) return undefined;
  const data = Buffer.isBuffer(row.data) ? row.data : Buffer.from(row.data);
  return { contentType: row.content_type, etag: row.etag, data, bytes: Number(row.bytes) };
}

export async function imageExists(db: Knex, name: string): Promise<boolean> {
  return (await db('images').where({ name }).first('id')) !== undefined;
}
