// Owns: foundation_documents (every uploaded version of the statute, the security policy and the logo, with its bytes).
import type { Knex } from 'knex';
import type { FoundationUploadKind } from '@zlota/shared/constants';

export interface DocumentVersionRow {
  id: number;
  kind: FoundationUploadKind;
  bytes: number;
  sha256: string;
  uploaded_at: number;
  uploaded_by: string | null;
}

export interface NewDocumentVersion {
  kind: FoundationUploadKind;
  data: Buffer;
  sha256: string;
  uploadedBy: number;
}

export async function insertDocumentVersion(trx: Knex, version: NewDocumentVersion, now: number): Promise<number> {
  const [row] = await trx('foundation_documents')
    .insert({ kind: version.kind, data: version.data, bytes: version.data.length, sha256: version.sha256, uploaded_at: now, uploaded_by: version.uploadedBy })
    .returning('id');
  return Number((row as { id: number }).id);
}

/** Every version, newest first, without the bytes; the uploader by the e-mail of the account. */
export async function listDocumentVersions(db: Knex): Promise<DocumentVersionRow[]> {
  const rows = await db('foundation_documents as d')
    .leftJoin('users as u', 'u.id', 'd.uploaded_by')
    .select('d.id', 'd.kind', 'd.bytes', 'd.sha256', 'd.uploaded_at', 'u.email as uploaded_by')
    .orderBy('d.id', 'desc');
  return rows.map((row: Record<string, unknown>) => ({
    id: Number(row.id),
    kind: row.kind as FoundationUploadKind,
    bytes: Number(row.bytes),
    sha256: row.sha256 as string,
    uploaded_at: Number(row.uploaded_at),
    uploaded_by: (row.uploaded_by as string | null) ?? null,
  }));
}

/** The version a document's path serves: the newest of its kind, with its bytes. */
export async function newestDocument(db: Knex, kind: FoundationUploadKind): Promise<{ data: Buffer; sha256: string } | undefined> {
  const row = await db('foundation_documents').where({ kind }).orderBy('id', 'desc').first('data', 'sha256');
  return row ? { data: Buffer.from(row.data as Uint8Array), sha256: row.sha256 as string } : undefined;
}

/** When the current version of each document was uploaded, for the pages' links. */
export async function newestUploads(db: Knex): Promise<Partial<Record<FoundationUploadKind, number>>> {
  const rows = await db('foundation_documents').groupBy('kind').select('kind').max({ at: 'uploaded_at' });
  return Object.fromEntries(rows.map((row: Record<string, unknown>) => [row.kind as string, Number(row.at)]));
}
