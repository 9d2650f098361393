// Owns: charity_updates, charity_update_pictures (a fundraiser's updates, "Aktualności", and the pictures of each).
import type { Knex } from 'knex';

export interface UpdatePictureRow {
  image: string;
  alt: string;
}

export interface UpdateRow {
  id: number;
  charity_id: number;
  body: string;
  author_id: number | null;
  by_foundation: boolean;
  created_at: number;
  pictures: UpdatePictureRow[];
}

export type NewUpdate = Omit<UpdateRow, 'id' | 'created_at'> & {
  /** When its e-mails were written to the outbox; absent when it went out by no e-mail (none asked, or over the limit). */
  emailed_at?: number | null;
};

const idOf = (row: unknown) => (typeof row === 'object' && row !== null ? (row as { id: number }).id : (row as number));

export async function insertUpdate(trx: Knex, update: NewUpdate, now: number): Promise<number> {
  const { pictures, ...fields } = update;
  const [row] = await trx('charity_updates').insert({ ...fields, created_at: now }).returning('id');
  const id = idOf(row);
  if (pictures.length > 0) {
    await trx('charity_update_pictures').insert(pictures.map((picture, position) => ({ update_id: id, position, ...picture })));
  }
  return id;
}

/** Updates with their pictures in the order they were sent. */
async function withPictures(db: Knex, rows: Record<string, unknown>[]): Promise<UpdateRow[]> {
  const ids = rows.map((row) => Number(row.id));
  const pictures = ids.length === 0 ? [] : await db('charity_update_pictures').whereIn('update_id', ids).orderBy(['update_id', 'position']);
  return rows.map((row) => ({
    id: Number(row.id),
    charity_id: Number(row.charity_id),
    body: String(row.body),
    author_id: row.author_id === null ? null : Number(row.author_id),
    by_foundation: Boolean(row.by_foundation),
    created_at: Number(row.created_at),
    pictures: pictures
      .filter((picture: { update_id: unknown }) => Number(picture.update_id) === Number(row.id))
      .map((picture: UpdatePictureRow) => ({ image: picture.image, alt: picture.alt })),
  }));
}

/** One fundraiser's updates, newest first. */
export async function updatesOf(db: Knex, charityId: number): Promise<UpdateRow[]> {
  const rows = await db('charity_updates').where({ charity_id: charityId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]);
  return withPictures(db, rows);
}

/** The updates of several fundraisers at once, each one's newest first (issue 39: the offline catalog). */
export async function updatesOfCharities(db: Knex, charityIds: number[]): Promise<UpdateRow[]> {
  if (charityIds.length === 0) return [];
  const rows = await db('charity_updates').whereIn('charity_id', charityIds).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]);
  return withPictures(db, rows);
}

export async function findUpdate(db: Knex, id: number): Promise<UpdateRow | undefined> {
  const row = await db('charity_updates').where({ id }).first();
  return row ? (await withPictures(db, [row]))[0] : undefined;
}

/** When this fundraiser's updates went out by e-mail since `since`, newest first: the limit counts them. */
export async function emailedSince(db: Knex, charityId: number, since: number): Promise<number[]> {
  const rows: { emailed_at: unknown }[] = await db('charity_updates').where({ charity_id: charityId }).andWhere('emailed_at', '>', since).orderBy('emailed_at', 'desc').select('emailed_at');
  return rows.map((row) => Number(row.emailed_at));
}

/** Its pictures go with it (ON DELETE CASCADE); the images themselves stay, as other records may show them. */
export async function deleteUpdate(trx: Knex, id: number): Promise<boolean> {
  return (await trx('charity_updates').where({ id }).delete()) > 0;
}
